import {
  ACTION_ITEMS,
  type Access,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Endpoint,
  endpointPath,
  fieldsOf,
  fillPath,
} from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor, sampleOf } from './fuzz/generate';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

// Generated from the contract: every endpoint that is about one user (its `subject`) is called by a
// caller of its access for a user they may not act for — another student, a student of another
// university — and for a run of such a user. Each must be refused (403 or 404); the same call for
// the caller's own user must not be. A new tool's endpoints are covered without anyone listing them.

/** What a caller hears when the user or run is not theirs to act for. */
const REFUSALS = [
  '본인의 정보만 볼 수 있습니다.',
  '담당한 학생을 찾을 수 없습니다.',
  '진행 기록을 찾을 수 없습니다.',
  'QR 코드로 다시 들어와 주세요.',
];

type SubjectAccess = Extract<Access, 'user' | 'consultant' | 'instructor' | 'guest'>;

const signIns: Record<SubjectAccess, { path: string; body: unknown }> = {
  user: { path: '/api/login/link', body: { token: 'demo-student-01' } },
  consultant: { path: '/api/university-user-login', body: { login_id: 'consultant', password: DEMO_PASSWORD } },
  instructor: { path: '/api/instructor-login', body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD } },
  guest: { path: '/api/selfIntroduce/qr/demo-guest-self', body: { display_name: '게스트 하나' } },
};

/** The subject fields a sample body has, with the target's values. */
function pick(about: Record<string, unknown>, body: string): Record<string, unknown> {
  const sample = JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(about).filter(([name]) => name in sample));
}

interface Target {
  userId: number;
  /** A run of each tool of that user, by action_item. */
  runs: Map<string, number>;
}

describe(`access to users and runs on ${testDatabase}`, () => {
  let server: TestServer;
  const cookies = new Map<SubjectAccess, string>();
  /** Per access: whom the caller may act for, and whom not. */
  const targets = new Map<SubjectAccess, { own: Target; foreign: Target[] }>();
  /** The browser of a guest on the deep-interview link (the signed-in guest's link is self introduction's). */
  let deepGuestCookie = '';
  let deepGuestTargets: { own: Target; foreign: Target[] };

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    const { db } = server.database;
    const users = await db
      .selectFrom('app_user as au')
      .innerJoin('university_class as uc', 'uc.id', 'au.university_class_id')
      .select(['au.id', 'au.name', 'uc.name as class_name'])
      .orderBy('au.id')
      .execute();
    const byName = (name: string) => (users.find((user) => user.name === name) as { id: number }).id;
    // One run of every tool for each user: runs a caller must not reach, and their own.
    const runsOf = async (userId: number): Promise<Target> => {
      const rows = await db
        .insertInto('tool_run')
        .values(
          ACTION_ITEMS.map((tool) => ({
            user_id: userId,
            action_item: tool,
            audience: 'user' as const,
          })),
        )
        .returning(['id', 'action_item'])
        .execute();
      return { userId, runs: new Map(rows.map((row) => [row.action_item, row.id])) };
    };
    const student = await runsOf(byName('최민준'));
    const classmate = await runsOf(byName('정서연'));
    const participant = await runsOf(byName('윤하람'));
    const guestIds: number[] = [];
    for (const access of Object.keys(signIns) as SubjectAccess[]) {
      const reply = await server
        .client()
        .call<{ id?: number; guest?: { user_id: number } }>('POST', signIns[access].path, {
          body: signIns[access].body,
        });
      if (reply.body.data.guest) guestIds.push(reply.body.data.guest.user_id);
      cookies.set(
        access,
        reply.headers
          .getSetCookie()
          .map((header) => header.split(';')[0])
          .join('; '),
      );
    }
    // Another browser's guest on the same link, and a guest of the other tool's link.
    for (const [path, name] of [
      ['/api/selfIntroduce/qr/demo-guest-self', '다른 게스트'],
      ['/api/deepinter/qr/demo-guest-deep', '심층 게스트'],
    ] as const) {
      const reply = await server
        .client()
        .call<{ guest: { user_id: number } }>('POST', path, { body: { display_name: name } });
      guestIds.push(reply.body.data.guest.user_id);
      if (path.includes('deepinter'))
        deepGuestCookie = reply.headers
          .getSetCookie()
          .map((h) => h.split(';')[0])
          .join('; ');
    }
    const [guest, otherGuest, deepGuest] = (await Promise.all(guestIds.map(runsOf))) as [Target, Target, Target];
    targets.set('user', { own: student, foreign: [classmate, participant, guest] });
    targets.set('consultant', { own: classmate, foreign: [participant, guest] });
    // The demo links are the instructor's: their guests are the instructor's to see, besides the class.
    targets.set('instructor', { own: participant, foreign: [student, classmate] });
    targets.set('guest', { own: guest, foreign: [otherGuest, deepGuest, student] });
    deepGuestTargets = { own: deepGuest, foreign: [guest, otherGuest, student] };
  });
  afterAll(() => server.close());

  /** The endpoint's valid sample request, about `target` (and a run of it, for `run` subjects). */
  async function callAbout(
    endpoint: Endpoint,
    access: SubjectAccess,
    target: Target,
  ): Promise<{ status: number; message: string }> {
    const tool = endpoint.tool ?? 'career-anchor';
    const runId = target.runs.get(tool) as number;
    const about: Record<string, unknown> = {
      userId: target.userId,
      user_id: target.userId,
      runId,
      run_id: runId,
      pastRunId: runId,
    };
    const params = Object.fromEntries(
      (endpoint.params ? fieldsOf(endpoint.params) : []).map((field) => {
        const name = field.path.join('.');
        return [name, name === 'actionItem' ? tool : (about[name] ?? sampleOf(field))];
      }),
    );
    const [valid] = casesFor(endpoint);
    const body =
      valid?.body === undefined ? undefined : JSON.stringify({ ...JSON.parse(valid.body), ...pick(about, valid.body) });
    const url = fillPath(endpointPath(endpoint), params);
    const response = await fetch(`${server.url}${url}`, {
      method: endpoint.method,
      headers: {
        cookie: access === 'guest' && endpoint.tool === 'deepinter' ? deepGuestCookie : (cookies.get(access) as string),
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
    const reply = (await response.json()) as { message: string };
    return { status: response.status, message: reply.message };
  }

  const endpoints = () =>
    server.endpoints.filter(
      (endpoint): endpoint is Endpoint & { access: SubjectAccess } =>
        Boolean(endpoint.subject) && endpoint.access in signIns,
    );

  it('refuses every call about a user the caller may not act for, and allows it for their own', async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints()) {
      const { own, foreign } =
        endpoint.access === 'guest' && endpoint.tool === 'deepinter'
          ? deepGuestTargets
          : (targets.get(endpoint.access) as { own: Target; foreign: Target[] });
      for (const target of foreign) {
        const { status } = await callAbout(endpoint, endpoint.access, target);
        if (status !== 403 && status !== 404)
          wrong.push(`${endpoint.method} ${endpoint.path} about another: ${status}`);
      }
      // Their own may still be refused for what it is (no result yet, a run already completed), not for whose.
      const { status, message } = await callAbout(endpoint, endpoint.access, own);
      if (status === 401 || REFUSALS.includes(message)) {
        wrong.push(`${endpoint.method} ${endpoint.path} about their own: ${status} ${message}`);
      }
    }
    expect(endpoints().length).toBeGreaterThan(15);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
