// `node scripts/pnpm.mjs …`: the pinned pnpm (installed into .tools/ when missing), for package.json
// scripts that need pnpm itself, so they run where only Node and npm are installed.
import { ensurePnpm } from './toolchain.mjs';

process.exit(ensurePnpm()(process.argv.slice(2)));
