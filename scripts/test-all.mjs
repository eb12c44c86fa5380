// The README's test command, after set-up: every check in order, each timed; stops at the first failure.
import { spawn } from 'node:child_process';
import { ensurePnpm, pnpmCommand, root, toolEnv } from './toolchain.mjs';

const pnpm = ensurePnpm();

/**
 * The steps in stages, in order. A stage's steps run one after another with their output shown;
 * its `beside` step runs at the same time with its output held and printed when it ends, and the
 * next stage waits for both. A step beside is one that leaves a core idle most of its time while
 * the stage's steps leave the other idle part of theirs (measured on our two-core machines, where
 * every step alone is CPU-bound): the type check (the compiler is single-threaded) beside the
 * lint, the unit tests and the library build; the app build beside the server tests (two PGlite
 * workers, 1.7 cores). Nothing in a stage reads what its beside step writes.
 * @type {{ steps: [name: string, script: string, options?: { retryOnce?: boolean }][], beside?: [name: string, script: string] }[]}
 */
const stages = [
  {
    steps: [
      ['lint', 'lint'],
      ['unit tests', 'test:unit'],
      ['library build', 'test:library'],
    ],
    beside: ['typecheck', 'typecheck'],
  },
  { steps: [['server tests', 'test:server']], beside: ['build', 'build'] },
  {
    steps: [
      // Once in a while the browser under the stories drops its connection mid-run ("Browser
      // connection was closed while running tests", seen on a story that renders a skeleton): a
      // failing run is run once more, and the summary says so. A story that fails fails both runs.
      ['stories', 'test:stories', { retryOnce: true }],
      ['bundle size', 'test:bundle'],
      ['end-to-end', 'test:e2e'],
    ],
  },
];

/** Runs a package script in the background with its output held; resolves to its status and output. */
function runHeld(script) {
  const [node, pnpmScript] = pnpmCommand();
  const child = spawn(node, [pnpmScript, 'run', script], {
    cwd: root,
    env: toolEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const results = [];
const runStarted = Date.now();
const timed = (started) => ((Date.now() - started) / 1000).toFixed(1);
const stepCount = stages.reduce((count, stage) => count + stage.steps.length + (stage.beside ? 1 : 0), 0);

let failed = false;
for (const { steps, beside } of stages) {
  let besideRun;
  if (beside) {
    console.log(`\n━━ ${beside[0]} (pnpm run ${beside[1]}), beside ${steps.map(([name]) => name).join(', ')} ━━`);
    const started = Date.now();
    besideRun = runHeld(beside[1]).then((run) => ({ ...run, seconds: timed(started) }));
  }
  for (const [name, script, { retryOnce = false } = {}] of steps) {
    console.log(`\n━━ ${name} (pnpm run ${script}) ━━`);
    const started = Date.now();
    let status = pnpm(['run', script]);
    let retried = false;
    if (status !== 0 && retryOnce) {
      console.log(`\n━━ ${name} failed: running it once more ━━`);
      retried = true;
      status = pnpm(['run', script]);
    }
    results.push({ name: retried ? `${name} (2nd run)` : name, ok: status === 0, seconds: timed(started) });
    if (status !== 0) {
      failed = true;
      break;
    }
  }
  // A failure in the stage still waits for the step beside, so its errors are shown too.
  if (besideRun) {
    const { status, output, seconds } = await besideRun;
    console.log(`\n━━ ${beside[0]} ended (${seconds}s) ━━`);
    process.stdout.write(output);
    results.push({ name: beside[0], ok: status === 0, seconds });
    if (status !== 0) failed = true;
  }
  if (failed) break;
}

console.log('\n━━ summary ━━');
const setUp = process.env.TEST_SET_UP_SECONDS;
if (setUp) console.log(`ok   ${'set-up'.padEnd(14)} ${setUp}s (pnpm, dependencies, Chromium)`);
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${seconds}s`);
const total = (Date.now() - runStarted) / 1000 + Number(setUp ?? 0);
console.log(`total ${(total / 60).toFixed(1)} min (${total.toFixed(0)}s)`);
const failures = results.filter((result) => !result.ok).length;
const skipped = stepCount - results.length;
console.log(`steps: ${results.length - failures} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || failures ? 1 : 0);
