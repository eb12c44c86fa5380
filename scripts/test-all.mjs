// The README's test command, after set-up: every check in order, each timed; stops at the first failure.
import { spawn } from 'node:child_process';
import { ensurePnpm, pnpmCommand, root, toolEnv } from './toolchain.mjs';

const pnpm = ensurePnpm();
/** @type {[name: string, script: string, options?: { retryOnce?: boolean }][]} */
const steps = [
  ['lint', 'lint'],
  ['unit tests', 'test:unit'],
  ['server tests', 'test:server'],
  // Once in a while the browser under the stories drops its connection mid-run ("Browser connection
  // was closed while running tests", seen on a story that renders a skeleton): a failing run is run
  // once more, and the summary says so. A story that fails fails both runs.
  ['stories', 'test:stories', { retryOnce: true }],
  ['library build', 'test:library'],
  ['build', 'build'],
  ['bundle size', 'test:bundle'],
  ['end-to-end', 'test:e2e'],
];
// The type check runs beside the lint and the unit tests, which it does not wait on: it uses one
// core for a minute or more (the compiler is single-threaded) while they use the other. Its output
// is held and printed when it ends, so the steps' logs do not interleave.
const beside = { name: 'typecheck', script: 'typecheck', joinBefore: 'server tests' };

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

console.log(`\n━━ ${beside.name} (pnpm run ${beside.script}), beside lint and unit tests ━━`);
const besideStarted = Date.now();
const besideRun = runHeld(beside.script);
let besideJoined = false;
async function joinBeside() {
  besideJoined = true;
  const { status, output } = await besideRun;
  console.log(`\n━━ ${beside.name} ended (${timed(besideStarted)}s) ━━`);
  process.stdout.write(output);
  results.push({ name: beside.name, ok: status === 0, seconds: timed(besideStarted) });
  return status === 0;
}

let failed = false;
for (const [name, script, { retryOnce = false } = {}] of steps) {
  if (name === beside.joinBefore && !(await joinBeside())) {
    failed = true;
    break;
  }
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
// A failure before the join still waits for the type check, so its errors are shown too.
if (!besideJoined) await joinBeside();

console.log('\n━━ summary ━━');
const setUp = process.env.TEST_SET_UP_SECONDS;
if (setUp) console.log(`ok   ${'set-up'.padEnd(14)} ${setUp}s (pnpm, dependencies, Chromium)`);
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${seconds}s`);
const total = (Date.now() - runStarted) / 1000 + Number(setUp ?? 0);
console.log(`total ${(total / 60).toFixed(1)} min (${total.toFixed(0)}s)`);
const failures = results.filter((result) => !result.ok).length;
const skipped = steps.length + 1 - results.length;
console.log(`steps: ${results.length - failures} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed || failures ? 1 : 0);
