// "Abuse beside" (QUALITY.md, decision 035): another person's cheap authenticated GET, measured
// alone and then while one client sends the heaviest requests the server allows
// (bench-abuser.mjs: nested bodies at the size and depth limits, class reports at the page cap).
// Target: that GET's p99 stays within 20 ms.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from './toolchain.mjs';

export const ABUSE_P99 = 20;
const headers = { 'content-type': 'application/json', 'x-requested-with': 'career-platform' };

const dayFromToday = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));

/** A class of the instructor with sixty days of notes of the longest length: a report near the page cap. */
async function longClass(serverUrl, cookie) {
  const call = async (path, body) => {
    const reply = await fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    const envelope = /** @type {{ message: string, data: { id: number } }} */ (await reply.json());
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${envelope.message}`);
    return envelope.data;
  };
  const found = await call('/api/instructor/class/register', {
    name: '벤치 긴 기록 수업',
    organization: '벤치 학교',
    starts_on: dayFromToday(-70),
    ends_on: dayFromToday(0),
  });
  const note = '두 사람씩 닻을 이야기하고 서로의 까닭을 적었다. '.repeat(110).slice(0, 3000);
  for (let day = 1; day <= 60; day++) {
    await call(`/api/instructor/class/${found.id}/log`, { day: dayFromToday(-day), title: `${day}일 전`, note });
  }
  return found.id;
}

async function victim(serverUrl, cookie, seconds) {
  const result = await autocannon({
    url: `${serverUrl}/api/university-user-token`,
    connections: 1,
    duration: seconds,
    headers: { accept: 'application/json', cookie },
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** The GET alone, then beside the abuser; each with its p50, p99 and errors. */
export async function measureAbuseBeside(serverUrl, { consultant, instructor }, seconds) {
  const classId = await longClass(serverUrl, instructor);
  const alone = await victim(serverUrl, consultant, seconds);
  const abuser = spawn(
    process.execPath,
    [join(root, 'scripts', 'bench-abuser.mjs'), serverUrl, instructor, String(classId)],
    {
      stdio: 'ignore',
    },
  );
  try {
    // The first report starts its worker; the bodies are flowing by then.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const beside = await victim(serverUrl, consultant, seconds);
    return { alone, beside };
  } finally {
    const exited = new Promise((resolve) => abuser.once('exit', resolve));
    abuser.kill('SIGTERM');
    await exited;
  }
}

export function printAbuse(database, { alone, beside }) {
  const met = beside.p99 <= ABUSE_P99 ? 'met' : 'missed';
  console.log(
    `\n${database} abuse beside (GET /api/university-user-token, 1 connection): alone p50 ${alone.p50} / p99 ${alone.p99} ms; ` +
      `beside nested 64 KiB bodies and class reports p50 ${beside.p50} / p99 ${beside.p99} ms (target p99 ≤ ${ABUSE_P99}: ${met})`,
  );
}
