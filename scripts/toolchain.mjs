// Shared by the README's commands: a pinned pnpm without global installs, and Chromium for tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const localBin = join(root, '.tools', 'node_modules', '.bin');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/** The command line of the pinned pnpm, installed into .tools/ with npm when the machine lacks it. */
export function pnpmCommand() {
  if (!existsSync(localPnpm)) {
    console.log(`> pnpm ${pnpmVersion} 설치 중 (.tools/)`);
    runOrExit('npm', ['install', '--prefix', '.tools', '--no-save', '--no-audit', '--no-fund', `pnpm@${pnpmVersion}`]);
  }
  return [process.execPath, localPnpm];
}

/**
 * The environment for anything the pinned pnpm starts: its bin folder first on the PATH, so a
 * package.json script that calls `pnpm` by name reaches this same pnpm on a machine without one
 * (and not a different global one).
 */
export function toolEnv(env = process.env) {
  return { ...env, PATH: [localBin, env.PATH].filter(Boolean).join(delimiter) };
}

/** Runs the pinned pnpm with the given arguments, waiting for it; returns its exit status. */
export function ensurePnpm() {
  const [node, pnpm] = pnpmCommand();
  return (args, options = {}) => run(node, [pnpm, ...args], { ...options, env: toolEnv(options.env) });
}

export function installDependencies(pnpm) {
  // Without a terminal pnpm would stop rather than rebuild node_modules made with another store
  // (another HOME, another pnpm): the README's commands rebuild it instead.
  const status = pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--config.confirmModulesPurge=false']);
  if (status !== 0) process.exit(status);
}

/** Installs Debian packages with apt-get as root (false when not root). */
function aptInstall(packages, why) {
  if (process.getuid?.() !== 0) return false;
  console.log(`> ${why}: apt로 ${packages.join(' ')} 패키지를 설치합니다.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt (an unattended upgrade, a second install) may hold dpkg's lock: wait for it.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  runOrExit('apt-get', [...wait, 'update'], { env });
  runOrExit('apt-get', [...wait, 'install', '-y', '--no-install-recommends', ...packages], { env });
  return true;
}

/** Installs Debian packages as root, or says which to install and stops. */
function aptInstallOrExit(packages, why) {
  if (aptInstall(packages, why)) return;
  console.error(`${why}. Debian/Ubuntu: \`sudo apt-get install ${packages.join(' ')}\``);
  process.exit(1);
}

/** poppler's pdftoppm, with which the journeys that export PDFs check what the pages draw. */
export function ensurePdftoppm() {
  const found = () => spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0;
  if (found()) return;
  aptInstallOrExit(['poppler-utils'], 'PDF를 내보내는 종단 간 테스트에 pdftoppm이 필요합니다');
  if (!found()) process.exit(1);
}

const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Path of a Chromium for browser tests: CHROME_PATH, a system one, or Debian's package via apt as root. */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} 경로에 브라우저가 없습니다.`);
    process.exit(1);
  }
  const found = chromiumCandidates.find((path) => existsSync(path));
  if (found) return found;
  if (aptInstall(['chromium'], 'Chromium이 없습니다') && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  console.error(
    '브라우저 테스트에 Chromium이 필요합니다. Debian/Ubuntu: `sudo apt-get install chromium`, ' +
      '또는 설치된 Chromium의 경로를 CHROME_PATH 환경 변수로 알려 주세요.',
  );
  process.exit(1);
}
