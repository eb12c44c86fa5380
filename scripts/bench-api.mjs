// API benchmark (QUALITY.md; docs/decisions/009-request-pipeline-performance.md). Builds the
// product, starts the built server on a fresh embedded database (and on a throwaway database of the
// PostgreSQL server named by DATABASE_URL, when given) beside the stack's floor
// (../shared/floors/api.mjs, run in place), and measures with autocannon at 10 connections, each
// call next to its floor in the same round. Prints req/s, p50, p99 and the ratio to the floor
// (median over rounds). Exits non-zero on errors; on missed targets only with --check, since
// figures vary with the machine's load.
//
// Then the cost a generation adds beyond its provider's own time (bench-generation.mjs).
//
// Then "abuse beside" (bench-abuse.mjs): a cheap GET alone and while one client sends the heaviest
// requests allowed (nested bodies, class reports).
//
// Then the admin console at the load data's scale (bench-admin.mjs): the same database gets
// `pnpm seed:load` and each console call is measured with one connection.
//
// usage: pnpm bench:api [--duration=5] [--rounds=3] [--generations=200] [--port=BASE] [--no-build] [--no-admin] [--check]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ABUSE_P99, measureAbuseBeside, printAbuse } from './bench-abuse.mjs';
import { adminMisses, LOAD_CONSULTANT_SESSION, measureAdmin, printAdminTable, seedLoad } from './bench-admin.mjs';
import { measureGeneration, startBenchProvider } from './bench-generation.mjs';
import { ensurePnpm, root } from './toolchain.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const duration = Number(args.duration ?? 5);
const rounds = Number(args.rounds ?? 3);
const CONNECTIONS = 10;
const floorFile = join(root, '..', 'shared', 'floors', 'api.mjs');
const serverDir = join(root, 'apps', 'server');

const FLOORS = {
  json: { name: 'floor: bare Hono, the same JSON', path: '/json' },
  select: { name: 'floor: bare Hono, one primary-key select (PGlite)', path: '/select' },
};

/** Sessions the calls use, started through the product's own logins on the demo data. */
const SESSIONS = {
  admin: { path: '/api/admin-login', body: { login_id: 'admin', password: 'demo1234!' } },
  consultant: { path: '/api/university-user-login', body: { login_id: 'consultant', password: 'demo1234!' } },
  student: { path: '/api/login/link', body: { token: 'demo-student-01' } },
  instructor: { path: '/api/instructor-login', body: { login_id: 'instructor@demo.kr', password: 'demo1234!' } },
};

/**
 * The product's calls, each measured against a floor. `write`: the student's session, then one
 * conditional single-row update by a unique key. `save`: a tool's answer save as the screens send
 * it (the student's open career-anchor run, one answer a request, each a newer revision, so every
 * request writes). `prepare` runs once before the measuring, with the call's session cookie.
 */
const CALLS = [
  { id: 'check-server', name: 'GET /api/check-server', floor: 'json', path: '/api/check-server' },
  {
    id: 'get',
    name: 'authenticated GET /api/university-user-token',
    floor: 'select',
    session: 'consultant',
    path: '/api/university-user-token',
  },
  {
    id: 'write',
    name: 'authenticated write GET /api/use/actionItem-link/…',
    floor: 'select',
    session: 'student',
    path: '/api/use/actionItem-link/demo-student-01/core-coloring',
  },
  {
    id: 'save',
    name: 'answer save PATCH /api/user/tool/career-anchor/answers/…',
    floor: 'select',
    session: 'student',
    method: 'PATCH',
    async prepare(serverUrl, cookie) {
      const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'career-platform' };
      const me = /** @type {{ data: { id: number } }} */ (
        await (await fetch(`${serverUrl}/api/token`, { headers })).json()
      );
      const started = await fetch(`${serverUrl}/api/user/tool/career-anchor/run/${me.data.id}`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      const run = /** @type {{ data: { id: number } }} */ (await started.json());
      if (!started.ok) throw new Error(`starting a run: ${started.status} ${JSON.stringify(run)}`);
      // Forty items in turn, each naming the revision the server gave it last. No item is sent while
      // an earlier save of it is still on its way, so none is refused as stale: ten connections
      // answered out of order would otherwise name a revision the server has not given yet. Each
      // measurement starts from the revisions the server keeps, since the one before may have
      // stopped with saves that landed unanswered.
      const items = Array.from({ length: 40 }, (_, index) => `s${index + 1}`);
      /** @type {Map<string, number>} */
      const revisions = new Map();
      const inFlight = new Set();
      let next = 0;
      return {
        path: `/api/user/tool/career-anchor/answers/${run.data.id}`,
        reset: async () => {
          const current = /** @type {{ data: { run: { answers: { item: string, revision: number }[] } } }} */ (
            await (await fetch(`${serverUrl}/api/user/tool/career-anchor/run/${me.data.id}`, { headers })).json()
          );
          inFlight.clear();
          revisions.clear();
          for (const { item, revision } of current.data.run.answers) revisions.set(item, revision);
        },
        setupRequest: (request) => {
          while (inFlight.has(items[next % items.length])) next += 1;
          const item = items[next % items.length];
          next += 1;
          inFlight.add(item);
          const answers = [{ item, value: 1 + (next % 6), base: revisions.get(item) ?? 0 }];
          return { ...request, body: JSON.stringify({ answers }) };
        },
        onResponse: (_status, body) => {
          const { data } = JSON.parse(body);
          for (const [item, revision] of Object.entries(data?.revisions ?? {})) revisions.set(item, revision);
          for (const item of [...Object.keys(data?.revisions ?? {}), ...(data?.stale ?? [])]) inFlight.delete(item);
        },
      };
    },
  },
];

/** QUALITY.md and the issue: ratios to the floor, p99 in ms, and an absolute rate on PostgreSQL. */
const TARGETS = {
  'check-server': { ratio: 0.5 },
  get: { ratio: 0.5, p99: 10, postgresRate: 4000 },
  write: { p99: 25 },
  save: { p99: 25 },
};

const children = new Set();
function stopChildren() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = probe.address();
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return typeof address === 'object' && address ? address.port : 0;
}
let nextPort = args.port ? Number(args.port) : undefined;
const takePort = async () => (nextPort === undefined ? freePort() : nextPort++);

/** Starts a process and resolves once `readyUrl` answers 200; rejects with its output if it dies. */
async function startProcess(label, command, commandArgs, { cwd, env }, readyUrl) {
  const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.on('exit', () => {
    exited = true;
    children.delete(child);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} stopped while starting:\n${output}`);
    const ok = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer ${readyUrl} within 60 s:\n${output}`);
}

async function stopProcess({ child }) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startFloor() {
  if (!existsSync(floorFile)) {
    throw new Error(`${floorFile} 가 없습니다: 저장소는 shared/ 폴더 옆에 있어야 합니다 (README 참고).`);
  }
  const port = await takePort();
  const floor = await startProcess(
    'floor',
    process.execPath,
    ['--import', join(root, 'scripts', 'floor-resolve.mjs'), floorFile, String(port)],
    { cwd: serverDir, env: process.env },
    `http://127.0.0.1:${port}/json`,
  );
  return { ...floor, url: `http://127.0.0.1:${port}` };
}

/** The OpenAI-compatible provider the product's drafts go to during the benchmark. */
const provider = await startBenchProvider();
/** Generations measured per database, in pairs (provider alone, through the product). */
const GENERATIONS = Number(args.generations ?? 200);
const GENERATION_OVERHEAD_P99 = 20;

async function startProduct(databaseUrl, dataDir = mkdtempSync(join(tmpdir(), 'career-bench-'))) {
  const port = await takePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO_SEED: databaseUrl ? '1' : '',
    BUILD_ID: 'bench',
    DEV_SERVER: '',
    // One person saving as fast as the load generator can: the rate is still counted on every save
    // (the cost is measured), never reached.
    ANSWER_SAVES_PER_MINUTE: '1000000000',
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'bench',
    AI_MODEL: 'bench',
    TEXT_GENERATIONS_PER_DAY_USER: '1000000000',
    TEXT_GENERATIONS_PER_DAY_CLASS: '1000000000',
    TEXT_GENERATIONS_PER_DAY_LINK: '1000000000',
    TEXT_GENERATIONS_PER_DAY_OWNER: '1000000000',
  };
  const server = await startProcess(
    'server',
    process.execPath,
    [join(serverDir, 'dist', 'main.js')],
    { cwd: root, env },
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...server, url: `http://127.0.0.1:${port}`, dataDir };
}

/** Signs in through the product's login and returns the session cookie. */
async function signIn(serverUrl, session) {
  const response = await fetch(`${serverUrl}${session.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'career-platform' },
    body: JSON.stringify(session.body),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`login ${session.path}: ${response.status} ${await response.text()}`);
  return cookie;
}

/**
 * CPU time a process has used, in µs, or undefined where /proc is not there. Beside req/s, CPU per
 * request holds when other work shares the machine.
 */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / CLOCK_TICKS);
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100; // Linux reports /proc times in USER_HZ, 100 per second.

/**
 * One autocannon run against `url` on the process `target`.
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} request
 */
async function measure(target, url, request = {}, seconds = duration) {
  const cpuBefore = cpuMicros(target.child.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...request });
  const cpuAfter = cpuMicros(target.child.pid);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
    console.error(`  ${url}: ${failures} failed`, { statuses: Object.fromEntries(statuses), errors: result.errors });
    if (target.child.exitCode !== null) console.error(`  the process stopped (${target.child.exitCode})`);
    console.error(target.output().split('\n').slice(-20).join('\n'));
  }
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
    errors: failures,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Measures every call beside its floor, `rounds` times; figures are medians over the rounds. */
async function benchmark(database, floor, server) {
  const cookies = {};
  for (const [id, session] of Object.entries(SESSIONS)) cookies[id] = await signIn(server.url, session);
  const prepared = new Map();
  for (const call of CALLS) {
    prepared.set(call.id, call.prepare ? await call.prepare(server.url, cookies[call.session]) : { path: call.path });
  }
  const pathOf = (call) => prepared.get(call.id).path;
  const requestOf = (call) => {
    const { setupRequest, onResponse } = prepared.get(call.id);
    return {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'x-requested-with': 'career-platform',
        ...(call.method && call.method !== 'GET' ? { 'content-type': 'application/json' } : {}),
        ...(call.session ? { cookie: cookies[call.session] } : {}),
      },
      // autocannon calls setupRequest before every request and onResponse after: each answer save
      // names the revision it replaces.
      ...(setupRequest ? { requests: [{ setupRequest, onResponse }] } : {}),
    };
  };
  for (const path of Object.values(FLOORS).map((f) => f.path)) await measure(floor, `${floor.url}${path}`, {}, 1);
  const measureCall = async (call, seconds) => {
    await prepared.get(call.id).reset?.();
    return measure(server, `${server.url}${pathOf(call)}`, requestOf(call), seconds);
  };
  for (const call of CALLS) await measureCall(call, 1);

  const samples = new Map();
  const record = (key, sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
  for (let round = 1; round <= rounds; round++) {
    process.stdout.write(`  ${database}: round ${round}/${rounds}\n`);
    for (const floorId of Object.keys(FLOORS)) {
      record(floorId, await measure(floor, `${floor.url}${FLOORS[floorId].path}`));
      for (const call of CALLS.filter((c) => c.floor === floorId)) {
        const sample = await measureCall(call);
        const floorSample = samples.get(floorId).at(-1);
        const cpuRatio = sample.cpu && floorSample.cpu ? floorSample.cpu / sample.cpu : undefined;
        record(call.id, { ...sample, ratio: sample.rate / floorSample.rate, cpuRatio });
      }
    }
  }
  const summary = (list) => ({
    rate: median(list.map((s) => s.rate)),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    cpu: list[0].cpu === undefined ? undefined : median(list.map((s) => s.cpu)),
    ratio: list[0].ratio === undefined ? undefined : median(list.map((s) => s.ratio)),
    cpuRatio: list[0].cpuRatio === undefined ? undefined : median(list.map((s) => s.cpuRatio)),
    errors: list.reduce((sum, s) => sum + s.errors, 0),
  });
  return [
    ...Object.entries(FLOORS).map(([id, f]) => ({ id, name: f.name, ...summary(samples.get(id)) })),
    ...CALLS.map((call) => ({ id: call.id, name: call.name, ...summary(samples.get(call.id)) })),
  ];
}

/** The targets a row misses, as text. */
function misses(database, row) {
  const target = TARGETS[row.id];
  if (!target) return [];
  const missed = [];
  if (target.ratio && database === 'PGlite' && row.ratio < target.ratio) missed.push(`× floor < ${target.ratio}`);
  if (target.p99 && row.p99 > target.p99) missed.push(`p99 > ${target.p99} ms`);
  if (target.postgresRate && database === 'PostgreSQL' && row.rate < target.postgresRate) {
    missed.push(`< ${target.postgresRate} req/s`);
  }
  return missed;
}

function printTable(database, rows) {
  const format = (value, digits = 0) => (value === undefined ? '' : value.toFixed(digits));
  const lines = [['call', 'req/s', 'p50 ms', 'p99 ms', '× floor', 'cpu µs/req', '× floor cpu', 'errors', 'target']];
  for (const row of rows) {
    const target = TARGETS[row.id] ? misses(database, row).join(', ') || 'met' : '';
    lines.push([
      row.name,
      format(row.rate),
      format(row.p50),
      format(row.p99),
      format(row.ratio, 2),
      format(row.cpu),
      format(row.cpuRatio, 2),
      `${row.errors}`,
      target,
    ]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  console.log(`\n${database} (autocannon, ${CONNECTIONS} connections, ${rounds} × ${duration} s, medians)`);
  for (const line of lines)
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

/** A throwaway database on the PostgreSQL server of `url`, dropped afterwards. */
async function withTemporaryDatabase(url, run) {
  const pg = createRequire(join(serverDir, 'package.json'))('pg');
  const name = `bench_api_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onDatabase(database, floor, databaseUrl) {
  let server = await startProduct(databaseUrl);
  const { dataDir } = server;
  try {
    const rows = await benchmark(database, floor, server);
    process.stdout.write(
      `  ${database}: ${GENERATIONS} generations, straight to the provider and through the product\n`,
    );
    const cookie = await signIn(server.url, SESSIONS.student);
    generations.push([database, await measureGeneration(server.url, provider.baseUrl, cookie, GENERATIONS)]);
    process.stdout.write(`  ${database}: a GET alone and beside the heaviest allowed requests\n`);
    const abuseCookies = {
      consultant: await signIn(server.url, SESSIONS.consultant),
      instructor: await signIn(server.url, SESSIONS.instructor),
    };
    abuse.push([database, await measureAbuseBeside(server.url, abuseCookies, duration)]);
    if (!('no-admin' in args)) {
      // The embedded database is one process's: the product stops while the load data goes in.
      await stopProcess(server);
      process.stdout.write(`  ${database}: pnpm seed:load, then the admin console's calls\n`);
      seedLoad(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' });
      server = await startProduct(databaseUrl, dataDir);
      const cookies = {
        admin: await signIn(server.url, SESSIONS.admin),
        consultant: await signIn(server.url, LOAD_CONSULTANT_SESSION),
      };
      for (const connections of [1, 10]) {
        adminRows.push([database, await measureAdmin(server.url, cookies, duration, connections)]);
      }
    }
    return rows;
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!('no-build' in args)) {
  console.log('> pnpm build');
  const status = ensurePnpm()(['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (status !== 0) process.exit(status);
}

const floor = await startFloor();
const results = [];
/** Per database: the generation figures (ms). */
const generations = [];
/** Per database: the admin console's calls at the load data's scale. */
const adminRows = [];
/** Per database: a GET alone and beside the heaviest allowed requests. */
const abuse = [];
try {
  results.push(['PGlite', await onDatabase('PGlite', floor)]);
  if (process.env.DATABASE_URL) {
    const rows = await withTemporaryDatabase(process.env.DATABASE_URL, (url) => onDatabase('PostgreSQL', floor, url));
    results.push(['PostgreSQL', rows]);
  }
} finally {
  await stopProcess(floor);
  await provider.close();
}

for (const [database, rows] of results) printTable(database, rows);
for (const [database, figures] of generations) {
  const overMet = figures.overhead.p99 <= GENERATION_OVERHEAD_P99;
  console.log(
    `\n${database} generation (${figures.count} pairs, one at a time): provider alone p50 ${figures.provider.p50.toFixed(1)} / p99 ${figures.provider.p99.toFixed(1)} ms; ` +
      `through the product p50 ${figures.product.p50.toFixed(1)} / p99 ${figures.product.p99.toFixed(1)} ms; ` +
      `added p50 ${figures.overhead.p50.toFixed(1)} / p99 ${figures.overhead.p99.toFixed(1)} ms (target ≤ ${GENERATION_OVERHEAD_P99}: ${overMet ? 'met' : 'missed'})`,
  );
}
for (const [database, figures] of abuse) printAbuse(database, figures);
for (const [database, rows] of adminRows) printAdminTable(database, rows, duration);
const errors = [...results.flatMap(([, rows]) => rows), ...adminRows.flatMap(([, rows]) => rows)].reduce(
  (sum, row) => sum + row.errors,
  0,
);
const missed = [
  ...adminRows.flatMap(([database, rows]) => adminMisses(database, rows)),
  ...results.flatMap(([database, rows]) => rows.flatMap((row) => misses(database, row))),
  ...generations
    .filter(([, figures]) => figures.overhead.p99 > GENERATION_OVERHEAD_P99)
    .map(([database]) => `${database} generation`),
  ...abuse.filter(([, figures]) => figures.beside.p99 > ABUSE_P99).map(([database]) => `${database} abuse beside`),
];
if (errors > 0) {
  console.error(`\n${errors} requests failed (non-2xx, errors or timeouts).`);
  process.exit(1);
}
if (missed.length > 0 && 'check' in args) {
  console.error(`\n${missed.length} target(s) missed (--check).`);
  process.exit(1);
}
