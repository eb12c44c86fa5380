// The README's test command, after set-up: every check in order, each timed; stops at the first failure.
import { ensurePnpm } from './toolchain.mjs';

const pnpm = ensurePnpm();
/** @type {[name: string, script: string, options?: { retryOnce?: boolean }][]} */
const steps = [
  ['typecheck', 'typecheck'],
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

const results = [];
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
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: retried ? `${name} (2nd run)` : name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(14)} ${seconds}s`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
