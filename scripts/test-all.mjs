// The README's test command, after set-up: every check in order, each timed; stops at the first failure.
import { spawn } from 'node:child_process';
import { ensurePnpm, pnpmCommand, root, toolEnv } from './toolchain.mjs';

const pnpm = ensurePnpm();
// The whole suite: the end-to-end run traces only what it retries (e2e/playwright.config.ts).
process.env.E2E_WHOLE_SUITE = '1';

/** @type {[name: string, script: string, options?: { retryOnce?: boolean }][]} */
const steps = [
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
  ['server tests', 'test:server'],
  // Once in a while the browser under the stories drops its connection mid-run ("Browser connection
  // was closed while running tests", seen on a story that renders a skeleton): a failing run is run
  // once more, and the summary says so. A story that fails fails both runs.
  ['stories', 'test:stories', { retryOnce: true }],
  ['build', 'build'],
  ['bundle size', 'test:bundle'],
  ['end-to-end', 'test:e2e'],
];
/**
 * Steps that run beside others, each started before step `from` and joined before step `until`
 * (its output held and printed when it is joined, so the logs do not interleave). Each uses
 * less than both cores where the steps it runs beside leave part of one idle: the type check
 * beside the lint and the unit tests; the library check (single-threaded .d.ts builds, then a pack
 * and an install) beside the app build. Neither reads what the other writes: the apps build from
 * the packages' sources, the library check writes only the packages' dist.
 */
const besides = [
  { name: 'typecheck', script: 'typecheck', from: 'lint', until: 'server tests' },
  { name: 'library build', script: 'test:library', from: 'build', until: 'bundle size' },
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

/** Starts a step beside the next ones; gives the function that waits for it and reports it. */
function startBeside({ name, script, until }) {
  console.log(`\n━━ ${name} (pnpm run ${script}), beside the steps until ${until} ━━`);
  const started = Date.now();
  const run = runHeld(script);
  return async () => {
    const { status, output } = await run;
    console.log(`\n━━ ${name} ended (${timed(started)}s) ━━`);
    process.stdout.write(output);
    results.push({ name, ok: status === 0, seconds: timed(started) });
    return status === 0;
  };
}

/** Joins of the steps running beside, by the step they are joined before. */
const running = new Map();
async function joinBefore(step) {
  const join = running.get(step);
  running.delete(step);
  return join ? join() : true;
}

let failed = false;
for (const [name, script, { retryOnce = false } = {}] of steps) {
  if (!(await joinBefore(name))) {
    failed = true;
    break;
  }
  for (const beside of besides.filter((beside) => beside.from === name)) running.set(beside.until, startBeside(beside));
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
// A failure before a join still waits for what runs beside, so its errors are shown too.
for (const step of [...running.keys()]) await joinBefore(step);

console.log('\n━━ summary ━━');
const setUp = process.env.TEST_SET_UP_SECONDS;
if (setUp) console.log(`ok   ${'set-up'.padEnd(14)} ${setUp}s (pnpm, dependencies, Chromium)`);
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${seconds}s`);
const total = (Date.now() - runStarted) / 1000 + Number(setUp ?? 0);
console.log(`total ${(total / 60).toFixed(1)} min (${total.toFixed(0)}s)`);
const failures = results.filter((result) => !result.ok).length;
const skipped = steps.length + besides.length - results.length;
console.log(`steps: ${results.length - failures} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || failures ? 1 : 0);
