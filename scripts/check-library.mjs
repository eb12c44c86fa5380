// The published form of @career/tools-ui, proven: build the packages, pack tools-ui as npm would,
// install the tarball into a fresh project outside the workspace (no `source` condition, no
// workspace links) and server-render components from it with react-dom/server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePnpm, root } from './toolchain.mjs';

// Runs inside the consumer project: plain Node, default export conditions, dist only.
const renderScript = String.raw`
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const ui = await import('@career/tools-ui');
const styles = await import('@career/tools-ui/styles');
const manifest = JSON.parse(readFileSync('node_modules/@career/tools-ui/package.json', 'utf8'));

// The published package.json carries no workspace-only condition and no source files.
assert.ok(!JSON.stringify(manifest.exports).includes('@career/source'), 'exports still name the source condition');
assert.ok(!existsSync('node_modules/@career/tools-ui/src'), 'src/ was packed');
assert.equal(typeof ui.vars.color.brand, 'string');
assert.equal(styles.defaultTokens.color.brand, ui.defaultTokens.color.brand);

const html = renderToString(
  h(ui.UiProvider, null,
    h(ui.Stack, { space: '4' },
      h(ui.Heading, { level: 1 }, '진로 탐색'),
      h(ui.TextField, { label: '이름', description: '보고서에 표시됩니다.', isRequired: true }),
      h(ui.PasswordField, {}),
      h(ui.Button, { variant: 'primary' }, '저장하기'),
      h(ui.Badge, { tone: 'success' }, '완료'),
      h(ui.ProgressBar, { label: '검사 진행률', value: 40 }),
      h(ui.Pagination, { page: 2, pageCount: 5, onPageChange() {} }),
    ),
  ),
);
for (const expected of ['<h1', '진로 탐색', 'required=""', '저장하기', '비밀번호 보기', 'role="progressbar"', 'aria-valuenow="40"', 'aria-current="page"', '2페이지']) {
  assert.ok(html.includes(expected), 'markup lacks ' + expected);
}

// Every class in the markup is defined in the extracted stylesheet, which carries the fonts.
const cssPath = fileURLToPath(import.meta.resolve('@career/tools-ui/style.css'));
const css = readFileSync(cssPath, 'utf8');
const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter(Boolean));
const undefinedClasses = [...classes].filter((name) => !css.includes('.' + name));
assert.deepEqual(undefinedClasses, [], 'classes without CSS');
assert.ok(css.includes('@font-face') && css.includes('Pretendard'), 'stylesheet lacks the Pretendard faces');
assert.ok(css.includes('word-break:keep-all'), 'stylesheet lacks keep-all');
const fonts = [...css.matchAll(/url\("?\.\/(fonts\/[^")]+)"?\)/g)].map((match) => match[1]);
assert.ok(fonts.length > 50, 'expected the dynamic-subset font files');
for (const font of fonts) assert.ok(existsSync(join(dirname(cssPath), font)), 'missing ' + font);

console.log('  rendered ' + html.length + ' characters of markup with ' + classes.size + ' classes, all defined in style.css (' + Math.round(css.length / 1024) + ' KiB, ' + fonts.length + ' font subsets)');
`;

const pnpm = ensurePnpm();
const started = Date.now();
const step = (message) => console.log(`> ${message} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
const fail = (message) => {
  console.error(`✗ ${message}`);
  process.exitCode = 1;
};

// The two packages packed below; session is published too, but nothing here installs it.
step('building api-sdk and tools-ui');
const build = ['--filter', '@career/api-sdk', '--filter', '@career/tools-ui', 'run', '--silent', 'build'];
if (pnpm(build, { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  console.error('✗ building api-sdk and tools-ui failed');
  process.exit(1);
}

const consumer = mkdtempSync(join(tmpdir(), 'tools-ui-consumer-'));
try {
  // tools-ui binds its tools' calls with api-sdk's route table: both are packed, as both are published.
  step(`packing api-sdk and tools-ui into ${consumer}`);
  const pack = (name) => {
    const before = new Set(readdirSync(consumer));
    const dir = join(root, 'packages', name);
    if (pnpm(['pack', '--pack-destination', consumer], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
      throw new Error(`pnpm pack of ${name} failed`);
    }
    const tarball = readdirSync(consumer).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!tarball) throw new Error(`pnpm pack of ${name} wrote no tarball`);
    return tarball;
  };
  const sdkTarball = pack('api-sdk');
  const tarball = pack('tools-ui');
  const packageDir = join(root, 'packages', 'tools-ui');

  const workspaceReact = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).devDependencies;
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'tools-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@career/tools-ui': `file:./${tarball}`,
        react: workspaceReact.react,
        'react-dom': workspaceReact['react-dom'],
      },
      pnpm: { overrides: { '@career/api-sdk': `file:./${sdkTarball}` } },
    }),
  );
  writeFileSync(join(consumer, 'render.mjs'), renderScript);

  step('installing the tarball (from the local store when it can)');
  const install = ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'];
  if (pnpm(install, { cwd: consumer, stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
    throw new Error('installing the packed tools-ui failed');
  }

  step('rendering from the installed package');
  const output = execFileSync(process.execPath, ['render.mjs'], {
    cwd: consumer,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.stdout.write(output);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(consumer, { recursive: true, force: true });
}
step(process.exitCode ? 'library check failed' : 'library check passed');
