// First-visit JavaScript of each app, read from the Vite manifests of the last build (gzip):
// the entry, the first screen's chunk, and every static import of either. Fails over the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './toolchain.mjs';

const BUDGET_KIB = 130;
const TOOL_BUDGET_KIB = 30;
// The lazy chunks a first visit loads besides the entry: the first screen and its layout.
const apps = [
  { name: 'portal', firstScreen: ['src/layouts/PublicLayout.tsx', 'src/screens/Home.tsx'] },
  { name: 'admin', firstScreen: ['src/screens/AdminLogin.tsx'] },
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
for (const { name, firstScreen } of apps) {
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
  const ok = total <= BUDGET_KIB * 1024;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kib(total)} KiB gzip first-visit JS (budget ${BUDGET_KIB} KiB)`);
  console.log(rows.join('\n'));

  // Each tool's own chunk (QUALITY.md: at most 30 KiB gzip), loaded when its screens open.
  for (const key of Object.keys(manifest).filter((key) => /^src\/tools\/\w+Route\.tsx$/.test(key))) {
    const gzip = gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
    const toolOk = gzip <= TOOL_BUDGET_KIB * 1024;
    failed ||= !toolOk;
    console.log(
      `${toolOk ? 'ok  ' : 'OVER'} ${name} tool ${key}: ${kib(gzip)} KiB gzip (budget ${TOOL_BUDGET_KIB} KiB)`,
    );
  }
}
process.exit(failed ? 1 : 0);
