import {
  type Access,
  bodyBytesOf,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Endpoint,
  endpointPath,
  isEnvelope,
  MAX_BODY_DEPTH,
} from '@career/api-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/tokens';
import { casesFor, type FuzzCase, wrongMethodCases } from './fuzz/generate';
import { DEMO_PASSWORD, startTestServer, testDatabase } from './harness';

// Hostile input generated from the contract: every endpoint the server registers, every field of
// its schemas, signed out and with a session of the endpoint's access. Whatever comes in, the reply
// is an envelope with a 2xx or 4xx status, never a 5xx.

const server = await startTestServer({
  seed: true,
  // Limits far out of reach, so every case gets past them to the code behind.
  config: { loginMaxFailuresPerAccount: 1_000_000, loginMaxFailuresPerAddress: 1_000_000 },
});
afterAll(() => server.close());

const signIns: Record<Exclude<Access, 'public'>, { path: string; body: unknown }> = {
  user: { path: '/api/login/link', body: { token: 'demo-student-01' } },
  universityUser: { path: '/api/university-user-login', body: { login_id: 'consultant', password: DEMO_PASSWORD } },
  consultant: { path: '/api/university-user-login', body: { login_id: 'consultant', password: DEMO_PASSWORD } },
  instructor: { path: '/api/instructor-login', body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD } },
  university: { path: '/api/university-login', body: { login_id: 'univ', password: DEMO_PASSWORD } },
  admin: { path: '/api/admin-login', body: { login_id: 'admin', password: DEMO_PASSWORD } },
  guest: { path: '/api/selfIntroduce/qr/demo-guest-self', body: { display_name: '퍼즈 게스트' } },
};

/**
 * The demo student's link in force again: a generated reissue, revoke or removal may have ended it
 * (and, with it, its sessions), or removed the student; then a student still there gets it.
 */
async function reopenStudentLink(): Promise<void> {
  const { db } = server.database;
  const token = 'demo-student-01';
  const kept = await db
    .updateTable('link_token')
    .set({ expires_at: null })
    .where('token', '=', token)
    .executeTakeFirst();
  if (kept.numUpdatedRows > 0n) return;
  const student = await db
    .selectFrom('app_user')
    .select(['id', 'university_class_id'])
    .where('university_class_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('link_token')
    .values({ token, user_id: student.id, university_class_id: student.university_class_id })
    .execute();
}

/** A new session of the given access, as a cookie header. */
async function signIn(access: Exclude<Access, 'public'>): Promise<string> {
  const { path, body } = signIns[access];
  // A generated case may have made the demo consultant inactive (consultant/inActive): undo it.
  await server.database.db.updateTable('university_user').set({ active: true }).execute();
  if (access === 'user') await reopenStudentLink();
  // A browser of its own: the main client keeps cookies, and a sign-in ends the session its cookie names.
  const reply = await server.client().call('POST', path, { body });
  if (reply.status !== 200) throw new Error(`sign-in for ${access} failed: ${JSON.stringify(reply.body)}`);
  return reply.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

interface Outcome {
  status: number;
  text: string;
}

async function send(fuzzCase: FuzzCase, cookie?: string): Promise<Outcome> {
  const outcome = await sendOnce(fuzzCase, cookie);
  if (outcome.status !== 429) return outcome;
  // A limit would hide the code behind it: clear the counters and send the case again.
  await server.database.db.deleteFrom('rate_limit').execute();
  return sendOnce(fuzzCase, cookie);
}

async function sendOnce(fuzzCase: FuzzCase, cookie?: string): Promise<Outcome> {
  const response = await fetch(`${server.url}${fuzzCase.url}`, {
    method: fuzzCase.method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(fuzzCase.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: fuzzCase.body,
  });
  return { status: response.status, text: await response.text() };
}

/** What is wrong with a reply, or null when it is a 2xx/4xx envelope of its own status. */
function problem({ status, text }: Outcome, expectedStatus?: number): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 120)}`;
  if (expectedStatus !== undefined && status !== expectedStatus)
    return `status ${status}, expected ${expectedStatus}: ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status}, not JSON: ${text.slice(0, 80)}`;
  }
  if (!isEnvelope(body)) return `status ${status}, not an envelope: ${text.slice(0, 80)}`;
  if (body.code !== status) return `status ${status}, envelope code ${body.code}`;
  if (status !== 200 && !/[가-힣]/.test(body.message))
    return `status ${status}, message not in Korean: ${body.message}`;
  return null;
}

/** Sends the cases a few at a time; returns one line per case that went wrong. */
async function run(cases: readonly FuzzCase[], cookie: string | undefined, expectedStatus?: number): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const found = problem(await send(next, cookie), expectedStatus);
      if (found) failures.push(`${next.method} ${next.url.slice(0, 100)} [${next.label}]: ${found}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failures;
}

/** `count` cases spread evenly over the list, from its first to its last. */
function spread<T>(cases: readonly T[], count: number): T[] {
  if (cases.length <= count) return [...cases];
  return Array.from(
    { length: count },
    (_, index) => cases[Math.round((index * (cases.length - 1)) / (count - 1))] as T,
  );
}

const name = (endpoint: Endpoint) => `${endpoint.method} ${endpointPath(endpoint)}`;
/**
 * A live session of the access, as a cookie header: one per account (`universityUser` and
 * `consultant` sign in as the same consultant, and a sign-in ends the session its cookie names),
 * signed in again when a case ended it (a logout, a deactivation), so every endpoint's cases run
 * signed in, not against a plain 401.
 */
const sessions = new Map<string, string>();
async function sessionOf(access: Exclude<Access, 'public'>): Promise<string> {
  const key = JSON.stringify(signIns[access]);
  const known = sessions.get(key);
  const tokens = (known ?? '').split('; ').map((pair) => sha256(pair.slice(pair.indexOf('=') + 1)));
  const live = known
    ? await server.database.db
        .selectFrom('auth_session')
        .select('id')
        .where('token_hash', 'in', tokens)
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
    : undefined;
  if (live || (known && access === 'guest')) return known as string;
  const cookie = await signIn(access);
  sessions.set(key, cookie);
  return cookie;
}

describe(`hostile input on ${testDatabase}`, () => {
  // Bounds before parsing (decision 035): past the endpoint's size a 413, past the common depth a
  // 400, for every call with a body, with the session the call needs (the session comes first).
  // First, while the demo data is as seeded: these bodies never reach a handler.
  it.each(server.endpoints.filter((endpoint) => endpoint.body).map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s refuses a body past its size and one nested past the depth',
    async (_, endpoint) => {
      const cookie = endpoint.access === 'public' ? undefined : await sessionOf(endpoint.access);
      // The path and query of the valid case: they are checked before the body is read.
      const { url } = casesFor(endpoint)[0] as FuzzCase;
      const limit = bodyBytesOf(endpoint);
      const oversize = {
        label: 'oversize',
        method: endpoint.method,
        url,
        body: JSON.stringify({ pad: 'a'.repeat(limit) }),
      };
      const deep = {
        label: 'nested',
        method: endpoint.method,
        url,
        body: `{"a":${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}}`,
      };
      expect(await run([oversize], cookie, 413)).toEqual([]);
      expect(await run([deep], cookie, 400)).toEqual([]);
    },
  );

  it.each(server.endpoints.map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s answers every generated case with an envelope, never a 5xx',
    async (_, endpoint) => {
      const cases = casesFor(endpoint);
      if (endpoint.access === 'public') {
        expect(await run(cases, undefined)).toEqual([]);
        return;
      }
      // Signed out, the session is checked before the input (registerEndpoint authorizes first):
      // a plain 401 for a spread of the cases shows it; all of them would only double the run.
      expect(await run(spread(cases, 6), undefined, 401)).toEqual([]);
      expect(await run(cases, await sessionOf(endpoint.access))).toEqual([]);
    },
  );

  it('answers a method no endpoint takes on a path with 405, an Allow header and an envelope', async () => {
    const cases = server.endpoints.flatMap((endpoint) => wrongMethodCases(endpoint, server.endpoints));
    expect(cases.length).toBeGreaterThan(server.endpoints.length);
    expect(await run(cases, undefined, 405)).toEqual([]);
    const reply = await fetch(`${server.url}/api/admin-login`, {
      method: 'DELETE',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(reply.headers.get('allow')).toBe('POST');
    expect(await reply.json()).toEqual({ code: 405, message: '허용되지 않는 요청 방식입니다.', data: null });
  });
});
