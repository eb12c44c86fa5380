// PDF export benchmark (QUALITY.md: 20 pages at scale 2 in <= 3 s, no blank page up to 40 pages).
// Builds the sample result fixture, serves it under the product's CSP, exports 1, 10, 20 and 40 A4
// pages in Debian's Chromium, checks the page count and that no page is blank (pdftoppm), and
// prints the times. Slow by design: not part of the test command.
//
// usage: pnpm bench:pdf [--sizes=1,10,20,40] [--runs=3] [--keep]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { buildPdfFixture, FIXTURE_BASE } from '../e2e/fixtures-pdf/build.mjs';
import { root } from './toolchain.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const sizes = (args.sizes ?? '1,10,20,40').split(',').map(Number);
const runs = Number(args.runs ?? 3);
const keep = args.keep === 'true';
const BUDGET_20_PAGES_MS = 3000;

function requirePdftoppm() {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    console.error('pdftoppm가 없습니다: apt-get install -y poppler-utils 로 설치한 뒤 다시 실행해 주세요.');
    process.exit(2);
  }
}
requirePdftoppm();

// The product's policy (apps/server/src/http/security.ts), with its one allowed style hash.
const securitySource = readFileSync(join(root, 'apps/server/src/http/security.ts'), 'utf8');
const styleHash = securitySource.match(/'sha256-[A-Za-z0-9+/=]+'/)?.[0] ?? '';
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${styleHash}`,
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

console.log('> building the sample result');
const fixture = await buildPdfFixture();
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/favicon.ico') return response.writeHead(204).end();
  if (!path.startsWith(FIXTURE_BASE)) return response.writeHead(404).end();
  try {
    const body = readFileSync(join(fixture.outDir, path.slice(FIXTURE_BASE.length)));
    response.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const out = mkdtempSync(join(tmpdir(), 'pdf-benchmark-'));
const consoleErrors = [];

/** One export of `sections` pages in a fresh page; returns its timing and the saved file. */
async function exportOnce(sections, label) {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ko-KR',
    acceptDownloads: true,
  });
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(`${origin}${FIXTURE_BASE}index.html?sections=${sections}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate('document.fonts.ready.then(() => true)');
  const download = page.waitForEvent('download', { timeout: 120_000 });
  const started = Date.now();
  await page.getByRole('button', { name: 'PDF로 저장' }).click();
  const file = await download;
  const wallMs = Date.now() - started;
  const path = join(out, `${label}.pdf`);
  await file.saveAs(path);
  const run = await page.evaluate('window.pdfFixtureRuns?.at(-1)');
  await page.close();
  return { ms: run?.ms ?? wallMs, wallMs, path };
}

/** Renders every page small and grey; a page is blank when (almost) every pixel is white. */
function blankPages(path) {
  const prefix = join(out, `${path.split('/').at(-1)}-page`);
  execFileSync('pdftoppm', ['-r', '20', '-gray', path, prefix]);
  const pages = readdirSync(out)
    .filter((name) => name.startsWith(`${prefix.split('/').at(-1)}-`) && name.endsWith('.pgm'))
    .sort();
  return pages.map((name) => {
    const data = readFileSync(join(out, name));
    // Binary PGM: "P5\n<w> <h>\n<max>\n" then one byte a pixel.
    const header = data.subarray(0, 40).toString('latin1').split(/\s+/);
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = data.subarray(data.length - width * height);
    const ink = pixels.filter((value) => value < 200).length / pixels.length;
    return { name, ink };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log('> warming up (the first export also fetches html2pdf.js)');
  const cold = await exportOnce(1, 'warm-up');
  console.log(`  first export of 1 page, library fetched: ${cold.ms} ms`);

  const rows = [];
  let failed = false;
  for (const size of sizes) {
    const times = [];
    let last;
    for (let run = 1; run <= runs; run += 1) {
      last = await exportOnce(size, `sample-${size}p-run${run}`);
      times.push(last.ms);
    }
    const pdf = await PDFDocument.load(readFileSync(last.path));
    const pages = blankPages(last.path);
    const blank = pages.filter((page) => page.ink < 0.005).length;
    const ok = pdf.getPageCount() === size && pages.length === size && blank === 0;
    failed ||= !ok;
    rows.push({
      pages: size,
      median: median(times),
      times,
      perPage: Math.round(median(times) / size),
      count: pdf.getPageCount(),
      blank,
      minInk: Math.min(...pages.map((page) => page.ink)),
      mb: (readFileSync(last.path).length / 1024 / 1024).toFixed(1),
      ok,
    });
  }

  console.log('\nPDF export, A4 portrait at scale 2 (800 px wide), JPEG 0.98, Chromium headless');
  console.log('pages  median ms  per page  runs (ms)              PDF pages  blank  min ink  size');
  for (const row of rows) {
    console.log(
      `${String(row.pages).padStart(5)}  ${String(row.median).padStart(9)}  ${String(row.perPage).padStart(8)}  ${row.times.join(', ').padEnd(21)}  ${String(row.count).padStart(9)}  ${String(row.blank).padStart(5)}  ${(row.minInk * 100).toFixed(1).padStart(6)}%  ${row.mb} MB${row.ok ? '' : '  FAIL'}`,
    );
  }
  const twenty = rows.find((row) => row.pages === 20);
  if (twenty) {
    console.log(
      `\n20 pages: ${twenty.median} ms (${twenty.median <= BUDGET_20_PAGES_MS ? 'within' : 'OVER'} the ${BUDGET_20_PAGES_MS} ms bar)`,
    );
  }
  if (consoleErrors.length) console.log(`\nconsole errors:\n  ${[...new Set(consoleErrors)].join('\n  ')}`);
  if (keep) {
    writeFileSync(join(out, 'README.txt'), 'PDFs and page renders of the last benchmark run.\n');
    console.log(`\nfiles kept in ${out}`);
  }
  process.exitCode = failed || consoleErrors.length ? 1 : 0;
} finally {
  await browser.close();
  server.close();
  rmSync(fixture.outDir, { recursive: true, force: true });
  if (!keep) rmSync(out, { recursive: true, force: true });
}
