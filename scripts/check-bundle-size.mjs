// First-visit JavaScript of each app, read from the Vite manifests of the last build (gzip):
// the entry, the first screen's chunk, and every static import of either. Fails over the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './toolchain.mjs';

const TOOL_BUDGET_KIB = 30;
// Budgets (QUALITY.md: 130 KiB) held at what each app reaches, so a regression fails here; issue 37's
// target is 1.15× the floor page (about 115 KiB). `firstScreen`: the lazy chunks a first visit loads
// besides the entry, the first screen and its layout.
const apps = [
  { name: 'portal', budgetKib: 118, firstScreen: ['src/layouts/PublicLayout.tsx', 'src/screens/Home.tsx'] },
  { name: 'admin', budgetKib: 130, firstScreen: ['src/screens/AdminLogin.tsx'] },
];

function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
for (const { name, budgetKib, firstScreen } of apps) {
  const dist = join(root, 'apps', name, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const missing = firstScreen.filter((key) => !manifest[key]);
  if (!entry || missing.length) throw new Error(`${name}: entry or ${missing.join(', ')} missing from the manifest`);
  const files = staticClosure(manifest, [entry, ...firstScreen]).map((key) => manifest[key].file);
  let total = 0;
  const rows = files.map((file) => {
    const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gzip;
    return `    ${file.padEnd(40)} ${kib(gzip).padStart(7)} KiB`;
  });
  const ok = total <= budgetKib * 1024;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kib(total)} KiB gzip first-visit JS (budget ${budgetKib} KiB)`);
  console.log(rows.join('\n'));

  // Each tool's own chunk (QUALITY.md: at most 30 KiB gzip), loaded when its screens open: the chunk
  // of the tool's entry in tools-ui (TOOL_UI's dynamic imports). What the tools share (the framework)
  // is its own chunk, loaded with the first tool and counted once, beside them.
  const firstVisit = new Set(staticClosure(manifest, [entry, ...firstScreen]));
  const tools = Object.keys(manifest).filter((key) => /tools-ui\/src\/tools\/\w+\/index\.ts$/.test(key));
  const gzipOf = (key) => gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  const shared = new Map();
  for (const key of tools) {
    for (const imported of staticClosure(manifest, [key]).filter((k) => k !== key && !firstVisit.has(k))) {
      shared.set(imported, (shared.get(imported) ?? 0) + 1);
    }
  }
  for (const key of tools) {
    const gzip = gzipOf(key);
    const toolOk = gzip <= TOOL_BUDGET_KIB * 1024;
    failed ||= !toolOk;
    const tool = key.replace(/^.*\/tools\/(\w+)\/index\.ts$/, '$1');
    console.log(
      `${toolOk ? 'ok  ' : 'OVER'} ${name} tool ${tool}: ${kib(gzip)} KiB gzip (budget ${TOOL_BUDGET_KIB} KiB)`,
    );
  }
  const sharedKib = [...shared.keys()].reduce((sum, key) => sum + gzipOf(key), 0);
  // The contract's schemas stay on the server: a client chunk with zod in it imported a value from a
  // contract module (put plain values in api-sdk's constants.ts instead).
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || !readFileSync(join(dist, chunk.file), 'utf8').includes('._zod.def')) continue;
    failed = true;
    console.log(`OVER ${name}: ${chunk.file} carries zod (from ${chunk.src ?? 'a shared chunk'})`);
  }
  if (tools.length > 0)
    console.log(`     ${name} tools' shared chunks (framework, loaded once): ${kib(sharedKib)} KiB gzip`);
}
process.exit(failed ? 1 : 0);
