import { dayOf } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  signInConsultant,
  startTestServer,
  type TestClient,
  type TestServer,
  testDatabase,
} from './harness';

// Guest QR links (decision 018): the owner makes one; a guest joins with a name and no account,
// comes back to the same run from the same browser, and no one else reaches it; closed, past and
// full links say so; the owner sees what each guest handed in.

interface Link {
  id: number;
  token: string;
  open: boolean;
  closed_reason: string | null;
  use_count: number;
}
interface GuestLink {
  guest: { user_id: number; display_name: string } | null;
  session: string | null;
}
interface Run {
  id: number;
  audience: string;
  answers: { item: string; revision: number }[];
}

describe(`guests on QR links on ${testDatabase}`, () => {
  let server: TestServer;
  let instructor: TestClient;
  let link: Link;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
    });
    const made = await instructor.call<Link>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '자기소개서 특강', session_label: '3주차 특강' },
    });
    expect(made.status).toBe(200);
    link = made.body.data;
  });
  afterAll(() => server.close());

  const join = (browser: TestClient, token: string, name: string) =>
    browser.call<GuestLink>('POST', `/api/selfIntroduce/qr/${token}`, { body: { display_name: name } });

  it('makes a link with an unguessable token (130 bits), listed for its owner only', async () => {
    expect(link.token).toMatch(/^[a-z2-7]{26}$/);
    expect(link.open).toBe(true);
    const mine = await instructor.call<{ links: Link[]; classes: { name: string }[] }>('GET', '/api/qrcode');
    expect(mine.body.data.links.map((entry) => entry.id)).toContain(link.id);
    expect(mine.body.data.classes.map((entry) => entry.name)).toContain('이강사의 진로 특강');
    const consultant = await signInConsultant(server);
    expect((await consultant.call<{ links: Link[] }>('GET', '/api/qrcode')).body.data.links).toEqual([]);
    expect((await consultant.call('GET', `/api/qrcode/${link.id}/submissions`)).status).toBe(404);
    // A class that is not the owner's cannot be named.
    const classes = await server.database.db.selectFrom('university_class').select(['id', 'name']).execute();
    const notTheirs = classes.find((row) => row.name !== '이강사의 진로 특강')?.id;
    const refused = await instructor.call('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '남의 수업', university_class_id: notTheirs },
    });
    expect(refused.status).toBe(403);
  });

  it('lets a guest join with a name, write, and come back to the same run from the same browser only', async () => {
    const browser = server.client();
    const before = await browser.call<GuestLink>('GET', `/api/self-introduce/token/${link.token}`);
    expect(before.body.data).toMatchObject({ guest: null, session: '3주차 특강' });
    const joined = await join(browser, link.token, '김게스트');
    expect(joined.status).toBe(200);
    const guestId = joined.body.data.guest?.user_id as number;
    expect(browser.cookies.get('cc_guest')).toBeTruthy();

    const run = await browser.call<Run>('POST', `/api/guest/tool/self-introduce/run/${guestId}`, { body: {} });
    expect(run.body.data.audience).toBe('guest');
    const saved = await browser.call('PATCH', `/api/guest/tool/self-introduce/answers/${run.body.data.id}`, {
      body: { answers: [{ item: 'a.motivation', value: '저는 데이터로 사람을 돕고 싶습니다.', base: 0 }] },
    });
    expect(saved.status).toBe(200);

    // Back again from the same browser: the same guest, the same run, the answer kept.
    const again = await join(browser, link.token, '다른 이름');
    expect(again.body.data.guest).toEqual({ user_id: guestId, display_name: '김게스트' });
    const current = await browser.call<{ run: Run }>('GET', `/api/guest/tool/self-introduce/run/${guestId}`);
    expect(current.body.data.run.answers.map((answer) => answer.item)).toEqual(['a.motivation']);

    // Another browser on the same link is another guest, and cannot reach the first one's run.
    const other = server.client();
    const otherGuest = await join(other, link.token, '이게스트');
    expect(otherGuest.body.data.guest?.user_id).not.toBe(guestId);
    expect((await other.call('GET', `/api/guest/tool/self-introduce/run/${guestId}`)).status).toBe(404);
    expect((await other.call('GET', `/api/guest/tool/self-introduce/result/${run.body.data.id}`)).status).toBe(404);
    // A student cannot either, nor can a browser with no guest at all.
    const student = server.client();
    await student.call('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    expect((await student.call('GET', `/api/user/tool/self-introduce/run/${guestId}`)).status).toBe(403);
    expect((await server.client().call('GET', `/api/guest/tool/self-introduce/run/${guestId}`)).status).toBe(401);

    // The owner sees the guest's work with its session, and may open it.
    const submitted = await instructor.call<{ guests: { user_id: number; status: string; answered: number }[] }>(
      'GET',
      `/api/qrcode/${link.id}/submissions`,
    );
    expect(submitted.body.data.guests).toContainEqual(
      expect.objectContaining({ user_id: guestId, status: 'in_progress', answered: 1 }),
    );
    const opened = await instructor.call<{ run: Run }>('GET', `/api/instructor/tool/self-introduce/run/${guestId}`);
    expect(opened.body.data.run.id).toBe(run.body.data.id);
  });

  it('lets exactly as many guests join as the link allows, under concurrent joins', async () => {
    const made = await instructor.call<Link>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '한 명만', max_uses: 1 },
    });
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, n) => join(server.client(), made.body.data.token, `게스트${n}`)),
    );
    expect(tries.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = tries.find((reply) => reply.status === 403);
    expect(refused?.body.message).toContain('인원이 다 찼습니다');
  });

  it('says a closed or past link cannot be used, and closes it for its guests too', async () => {
    const browser = server.client();
    const made = await instructor.call<Link>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '닫을 링크' },
    });
    const joined = await join(browser, made.body.data.token, '박게스트');
    const guestId = joined.body.data.guest?.user_id as number;
    const closed = await instructor.call<Link>('PATCH', `/api/qrcode/${made.body.data.id}`, {
      body: { active: false },
    });
    expect(closed.body.data).toMatchObject({ open: false, closed_reason: expect.stringContaining('닫혔습니다') });
    const check = await server.client().call('GET', `/api/self-introduce/token/${made.body.data.token}`);
    expect(check.status).toBe(403);
    expect(check.body.message).toContain('닫혔습니다');
    const write = await browser.call('GET', `/api/guest/tool/self-introduce/run/${guestId}`);
    expect(write.status).toBe(403);

    const past = await instructor.call<Link>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '지난 링크', expires_on: dayOf({ days: -1 }) },
    });
    // A last day is a day of its domain (five years either way), never 2099 (issue 35).
    const far = await instructor.call<{ issues: { path: string }[] }>('POST', '/api/qrcode', {
      body: { action_item: 'self-introduce', title: '먼 링크', expires_on: '2099-12-31' },
    });
    expect([far.status, far.body.data.issues.map((issue) => issue.path)]).toEqual([400, ['expires_on']]);
    const late = await join(server.client(), past.body.data.token, '최게스트');
    expect(late.status).toBe(403);
    expect(late.body.message).toContain('기간이 끝났습니다');
    expect((await server.client().call('GET', '/api/self-introduce/token/nosuchlinkatall')).status).toBe(404);
  });

  it('keeps a guest of one tool out of the other tool', async () => {
    const browser = server.client();
    const joined = await join(browser, link.token, '정게스트');
    const guestId = joined.body.data.guest?.user_id as number;
    // A self-introduction guest is not a deep-interview guest (no such calls, and no other tool's run).
    expect((await browser.call('GET', `/api/guest/tool/career-anchor/run/${guestId}`)).status).toBe(404);
  });
});
