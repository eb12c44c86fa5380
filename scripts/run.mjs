// Entry of the README's two commands: `npm start` and `npm test`, from a machine with only Node and npm.
import { ensureChromium, ensurePdftoppm, ensurePnpm, installDependencies } from './toolchain.mjs';

const command = process.argv[2];
const setUpStarted = Date.now();
const pnpm = ensurePnpm();
installDependencies(pnpm);

if (command === 'start') {
  const built = pnpm(['run', 'build']);
  if (built !== 0) process.exit(built);
  process.exit(pnpm(['run', 'serve']));
} else if (command === 'test') {
  process.env.CHROME_PATH = ensureChromium();
  ensurePdftoppm();
  // The summary of test-all.mjs lists the set-up with the steps' times.
  process.env.TEST_SET_UP_SECONDS = ((Date.now() - setUpStarted) / 1000).toFixed(1);
  process.exit(pnpm(['run', 'test:all']));
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
