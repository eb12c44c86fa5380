// The admin console at the load data's scale (issue 18; decision 022 "Scale"), a phase of
// `pnpm bench:api`: the database gets `pnpm seed:load` (50 universities, 500 classes, 20,000 users,
// 200,000 runs), then the product starts on it and each console call is measured with one
// connection, as an operator uses the console: p50 and p99 of its requests, beside its target.
import autocannon from 'autocannon';
import { ensurePnpm } from './toolchain.mjs';

/** A Korean day, `offset` days from today, as YYYY-MM-DD. */
function koreanDay(offset = 0) {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

/** The calls, each with its target p99 in ms (QUALITY.md: a page, a search or a deep page ≤ 30, statistics and trends ≤ 250). */
export const ADMIN_CALLS = [
  { id: 'university-list', name: 'GET 대학 목록 (page 1)', path: '/adminApi/university/list', p99: 30 },
  { id: 'user-list', name: 'GET 사용자 목록 (page 1)', path: '/adminApi/admin/user/list', p99: 30 },
  { id: 'user-list-deep', name: 'GET 사용자 목록 (page 500)', path: '/adminApi/admin/user/list?page=500', p99: 30 },
  {
    id: 'user-search',
    name: 'GET 사용자 검색 (이름 일부)',
    path: `/adminApi/admin/user/list?keyword=${encodeURIComponent('사용자 12')}`,
    p99: 30,
  },
  {
    id: 'user-list-name-deep',
    name: 'GET 사용자 목록 이름순 (page 500)',
    path: '/adminApi/admin/user/list?sort=name&page=500',
    p99: 30,
  },
  { id: 'customer-list', name: 'GET 고객 목록', path: '/adminApi/customer/list', p99: 30 },
  {
    id: 'trend-year',
    name: 'GET 추이: 한 해를 달별로 (모든 실행)',
    path: () => `/adminApi/usage/trend?unit=month&from=${koreanDay(-365)}&to=${koreanDay()}`,
    p99: 250,
  },
  {
    id: 'trend-weeks',
    name: 'GET 추이: 한 해를 주별로',
    path: () => `/adminApi/usage/trend?unit=week&from=${koreanDay(-365)}&to=${koreanDay()}`,
    p99: 250,
  },
  {
    id: 'trend-days',
    name: 'GET 추이: 92일을 날별로',
    path: () => `/adminApi/usage/trend?unit=day&from=${koreanDay(-91)}&to=${koreanDay()}`,
    p99: 250,
  },
  {
    id: 'statistics-month',
    name: 'GET 통계: 30일 (도구·대학·강사별)',
    path: () => `/adminApi/statistics?from=${koreanDay(-29)}&to=${koreanDay()}`,
    p99: 250,
  },
  {
    id: 'statistics-year',
    name: 'GET 통계: 한 해 (도구·대학·강사별)',
    path: () => `/adminApi/statistics?from=${koreanDay(-365)}&to=${koreanDay()}`,
    p99: 250,
  },
  { id: 'dashboard', name: 'GET 대시보드', path: '/adminApi/dashboard' },
  // The load's consultant (apps/server/src/seed/load.ts): every class of a university, 400 students.
  { id: 'students', name: 'GET 담당 학생 (상담사, page 1)', session: 'consultant', path: '/api/student/list', p99: 30 },
  {
    id: 'students-deep',
    name: 'GET 담당 학생 수업순 (page 20)',
    session: 'consultant',
    path: '/api/student/list?sort=class&page=20',
    p99: 30,
  },
  {
    id: 'students-search',
    name: 'GET 담당 학생 검색 (이름 일부)',
    session: 'consultant',
    path: `/api/student/list?keyword=${encodeURIComponent('사용자 1')}`,
    p99: 30,
  },
];

/** The load's consultant, as the seed makes it (the first load of the database). */
export const LOAD_CONSULTANT_SESSION = {
  path: '/api/university-user-login',
  body: { login_id: 'load-consultant-1', password: 'load1234!' },
};

/** Adds the load data to the database in `env` (DATA_DIR or DATABASE_URL); the product must not be running on it. */
export function seedLoad(env) {
  const status = ensurePnpm()(['run', 'seed:load'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) throw new Error(`pnpm seed:load failed (${status})`);
}

/** The p99 a call must hold at ten connections (QUALITY.md), whatever it holds at one. */
const TEN_CONNECTIONS_P99 = 100;

/**
 * Measures every call on `serverUrl` with its session's cookie (`cookies.admin`, or the one its
 * `session` names) at `connections` at once (one, as an operator uses the console; ten, as a busy
 * office does); rows of p50 and p99 in ms.
 */
export async function measureAdmin(serverUrl, cookies, seconds, connections = 1) {
  const rows = [];
  for (const call of ADMIN_CALLS) {
    const cookie = cookies[call.session ?? 'admin'];
    const headers = { accept: 'application/json', 'x-requested-with': 'career-platform', cookie };
    const path = typeof call.path === 'function' ? call.path() : call.path;
    const check = await fetch(`${serverUrl}${path}`, { headers });
    if (!check.ok) throw new Error(`${path}: ${check.status} ${await check.text()}`);
    const result = await autocannon({ url: `${serverUrl}${path}`, connections, duration: seconds, headers });
    rows.push({
      ...call,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      target: connections === 1 ? call.p99 : call.p99 && Math.max(call.p99, TEN_CONNECTIONS_P99),
      connections,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return rows;
}

export function printAdminTable(database, rows, seconds) {
  const lines = [['call', 'requests', 'p50 ms', 'p99 ms', 'target']];
  for (const row of rows) {
    const target =
      row.target === undefined ? '' : row.p99 <= row.target ? `met (≤ ${row.target})` : `p99 > ${row.target} ms`;
    lines.push([row.name, `${row.requests}`, row.p50.toFixed(0), row.p99.toFixed(0), target]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const connections = rows[0]?.connections ?? 1;
  console.log(
    `\n${database}, admin console at the load data's scale (${connections} connection${connections === 1 ? '' : 's'}, ${seconds} s a call)`,
  );
  for (const line of lines)
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

/** Targets the rows miss, as text. */
export const adminMisses = (database, rows) =>
  rows
    .filter((row) => row.target !== undefined && row.p99 > row.target)
    .map((row) => `${database} ${row.id} (${row.connections} connection${row.connections === 1 ? '' : 's'})`);
