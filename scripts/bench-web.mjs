// `pnpm bench:web`: first paint of the built product beside the front-end stack's floor, in one run.
// Lighthouse (desktop preset, Debian's Chromium, simulated throttling) on the floor page of
// ../shared/floors/web and on the product's public home and a sign-in page of each app; every page
// `--runs` times (default 5: the simulation varies by ±100 ms from run to run, by far more on `/`,
// whose web-font requests it counts or not: decision 051), interleaved,
// medians reported with their ratio to the floor's LCP. The floor is served twice: plain, as its
// README serves it (the target's reference), and Brotli-compressed like the product.
// Targets (QUALITY.md, issue #8): LCP ≤ 1.3× the floor, performance 100, accessibility 100.
// usage: pnpm build && pnpm bench:web [--runs=5] [--check]
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { root } from './toolchain.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const runs = Number(args.runs ?? 5);
const productPort = 8199;
const floorPort = 8198;
const compressedFloorPort = 8197;
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const floorSource = join(root, '..', 'shared', 'floors', 'web');
const pages = [
  { name: 'floor', url: `http://localhost:${floorPort}/` },
  { name: 'floor, Brotli', url: `http://localhost:${compressedFloorPort}/` },
  { name: '/', url: `http://localhost:${productPort}/` },
  { name: '/consultant/login', url: `http://localhost:${productPort}/consultant/login` },
  { name: '/admin/login', url: `http://localhost:${productPort}/admin/login` },
];

const work = mkdtempSync(join(tmpdir(), 'bench-web-'));
const children = [];
function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

function runOrFail(command, commandArgs, options) {
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

/** The floor page, built with its own pinned packages in a scratch copy (the shared folder stays as it is). */
function buildFloor() {
  if (!existsSync(join(floorSource, 'package.json'))) throw new Error(`no floor page at ${floorSource}`);
  const dir = join(work, 'floor');
  cpSync(floorSource, dir, { recursive: true, filter: (path) => !path.includes('node_modules') });
  runOrFail('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  runOrFail(process.execPath, [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: dir });
  runOrFail(process.execPath, [join(root, 'scripts', 'precompress.mjs'), join(dir, 'dist')]);
  return join(dir, 'dist');
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A static server for the floor: the file, or (`compressed`) its Brotli copy when the browser accepts one. */
function serveFloor(dist, port, compressed) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
    const target = existsSync(file) ? file : join(dist, 'index.html');
    const brotli = compressed && /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && existsSync(`${target}.br`);
    response.writeHead(200, {
      'content-type': types[extname(target)] ?? 'application/octet-stream',
      ...(brotli ? { 'content-encoding': 'br', vary: 'Accept-Encoding' } : {}),
    });
    response.end(readFileSync(brotli ? `${target}.br` : target));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function startProduct() {
  const main = join(root, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('no built server: run `pnpm build` first');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(productPort), DATA_DIR: join(work, 'data'), BUILD_ID: 'bench' },
    stdio: 'ignore',
  });
  children.push(child);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${productPort}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the product server did not start');
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
// Lighthouse's current major (13) needs Node 22, one more than the project's: both are fetched from
// the npm registry once into .tools/ (Node's own build is published there as node-<platform>-<arch>),
// so the bench reads LCP as today's Lighthouse does without changing the Node the product runs on.
const LIGHTHOUSE_VERSION = '13.5.0';
const LIGHTHOUSE_NODE_VERSION = '22.23.3';
function lighthouseRuntime() {
  const dir = join(root, '.tools', `lighthouse-${LIGHTHOUSE_VERSION}-node-${LIGHTHOUSE_NODE_VERSION}`);
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const runtime = {
    node: join(dir, 'node_modules', nodePackage, 'bin', 'node'),
    cli: join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js'),
  };
  if (existsSync(runtime.node) && existsSync(runtime.cli)) return runtime;
  console.log(`> fetching Lighthouse ${LIGHTHOUSE_VERSION} and Node ${LIGHTHOUSE_NODE_VERSION} into .tools/`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  runOrFail(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${nodePackage}@${LIGHTHOUSE_NODE_VERSION}`,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { cwd: dir },
  );
  return runtime;
}

/** Runs a command without blocking this process (the floor's server lives in it). */
function runAsync(command, commandArgs, options) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs[1]} failed`))));
    })
  );
}

async function lighthouse(url, index) {
  const output = join(work, `lh-${index}.json`);
  // Lighthouse now and then loses a trace (NO_NAVSTART): two more tries before giving up.
  const run = () =>
    runAsync(
      lighthouseRun.node,
      [
        lighthouseRun.cli,
        url,
        '--preset=desktop',
        '--quiet',
        '--only-categories=performance,accessibility',
        `--chrome-flags=${chromeFlags}`,
        '--output=json',
        `--output-path=${output}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome } },
    );
  await run().catch(run).catch(run);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const lighthouseRun = lighthouseRuntime();
console.log('> building the floor page (../shared/floors/web)');
const floorDist = buildFloor();
const floors = [await serveFloor(floorDist, floorPort, false), await serveFloor(floorDist, compressedFloorPort, true)];
console.log('> starting the built product on a fresh embedded database');
await startProduct();

const samples = new Map(pages.map((page) => [page.name, []]));
let index = 0;
for (let run = 1; run <= runs; run += 1) {
  for (const page of pages) {
    samples.get(page.name).push(await lighthouse(page.url, index++));
    process.stdout.write('.');
  }
}
for (const floor of floors) floor.close();
console.log('\n');

const summary = pages.map(({ name }) => {
  const list = samples.get(name);
  const pick = (key) => median(list.map((sample) => sample[key]));
  return {
    name,
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
  };
});
const floorLcp = summary[0].lcp;
const compressedFloorLcp = summary[1].lcp;
const rows = summary.map((row) => ({
  page: row.name,
  'LCP ms': Math.round(row.lcp),
  '× floor': (row.lcp / floorLcp).toFixed(2),
  '× Brotli floor': (row.lcp / compressedFloorLcp).toFixed(2),
  'FCP ms': Math.round(row.fcp),
  'TBT ms': Math.round(row.tbt),
  CLS: row.cls.toFixed(3),
  performance: row.performance,
  accessibility: row.accessibility,
}));
console.table(rows);
console.log(`Lighthouse ${LIGHTHOUSE_VERSION} ${runs}× per page (median), desktop preset, ${chrome}.`);

const missed = summary
  .slice(2)
  .filter((row) => row.lcp > 1.3 * floorLcp || row.performance < 100 || row.accessibility < 100);
if (missed.length > 0) {
  console.log(
    `Missed a target (LCP ≤ 1.3× floor, performance 100, accessibility 100): ${missed.map((row) => row.name).join(', ')}`,
  );
  if (args.check) process.exitCode = 1;
}
// The product server is a child process: end it, and this run with it.
process.exit();
