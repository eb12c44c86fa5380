// Visual review of every story on Chromatic, only when a project token is configured. Without a
// network the CLI retries for ever (TOOLCHAIN.md), so it runs under a time limit and is killed, with
// everything it started, when the limit passes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './toolchain.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN이 없어 Chromatic 업로드를 건너뜁니다 (visual review skipped).');
  process.exit(0);
}

const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 10);
const args = [
  // The token comes from the environment, never from the command line (it would show in `ps`).
  '--build-script-name',
  'build-storybook',
  '--exit-zero-on-changes',
  '--only-changed',
  ...process.argv.slice(2),
];
// Its own process group, so the time limit also ends the Storybook build it starts.
const child = spawn(join(root, 'node_modules', '.bin', 'chromatic'), args, {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, CI: process.env.CI ?? 'true' },
});

const killGroup = (signal) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
};

let timedOut = false;
const timer = setTimeout(
  () => {
    timedOut = true;
    console.error(`Chromatic가 ${minutes}분 안에 끝나지 않아 중단합니다.`);
    killGroup('SIGTERM');
    setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
  },
  minutes * 60 * 1000,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killGroup(signal);
    process.exit(130);
  });
}

child.on('exit', (code, signal) => {
  clearTimeout(timer);
  if (timedOut) process.exit(124);
  process.exit(code ?? (signal ? 1 : 0));
});
