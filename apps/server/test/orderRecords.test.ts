import type { AdminOrder } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredBuyerCopies } from '../src/commerce';
import { createMailer } from '../src/mail/mailer';
import { DEMO_PASSWORD, startTestServer, type TestClient, type TestServer } from './harness';

// A withdrawn instructor's orders (decisions 032, 033): the administrator sees who paid, from the copy
// kept on each order, until five years after its last transaction; then the copy is erased and the
// order stays without a name. Through HTTP, on both databases.

type Instructor = { id: number; name: string; withdrawn_at: string | null };

describe('a withdrawn buyer’s orders', () => {
  let server: TestServer;
  let admin: TestClient;
  let instructorId: number;
  const orderNos: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const leaving = server.client();
    const login = await leaving.call<{ id: number }>('POST', '/api/instructor-login', {
      body: { login_id: 'kit@demo.kr', password: DEMO_PASSWORD },
    });
    instructorId = login.body.data.id;
    const kit = await server.database.db.selectFrom('kit').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (let index = 0; index < 2; index++) {
      const made = await leaving.call<{ order: { order_no: string } }>('POST', '/api/order/kit', {
        body: { kit_id: kit.id, quantity: 1, agree_terms: true, agree_refund_policy: true },
      });
      orderNos.push(made.body.data.order.order_no);
      const pay = await leaving.call<{ payment_key: string; order_no: string; amount: number }>(
        'POST',
        '/api/order/sandbox/pay',
        { body: { order_no: made.body.data.order.order_no } },
      );
      const paid = await leaving.call('POST', '/api/order/confirm', { body: pay.body.data });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    // The outbox holds mail to them and about them: the sign-up code (sent before the account existed),
    // a password reset, and a class report they sent to a teacher; beside another person's mail.
    const mailer = createMailer(server.database, { from: 'test@career.kr' });
    await mailer.send({
      to: 'kit@demo.kr',
      subject: '[진로 코칭 플랫폼] 회원가입 인증번호',
      text: '123456',
      secret: '123456',
    });
    await mailer.send({ to: 'someone@demo.kr', subject: '[진로 코칭 플랫폼] 회원가입 인증번호', text: '654321' });
    const reset = await server.client().call('POST', '/api/instructor/send-temporary-password', {
      body: { email: 'kit@demo.kr' },
    });
    expect(reset.status).toBe(200);
    const classes = await leaving.call<{ classes: { id: number }[] }>('GET', '/api/instructor/class/list');
    const report = await leaving.call('POST', '/api/send/report', {
      body: { class_id: classes.body.data.classes[0]?.id, to: 'teacher@garam.ms.kr', names: true },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const gone = await leaving.call('DELETE', `/api/instructor/withdraw/${instructorId}`, {
      body: { password: DEMO_PASSWORD },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
  });
  afterAll(() => server.close());

  const instructorKits = async () =>
    (
      await admin.call<{ instructor: Instructor; orders: AdminOrder[] }>(
        'GET',
        `/adminApi/instructor/kit/${instructorId}`,
      )
    ).body.data;

  it('leaves no outbox copy that names them or whom they wrote to, and keeps other people’s mail', async () => {
    const outbox = await admin.call<{
      items: { recipient: string; subject: string; body: string; attachments: unknown[] }[];
    }>('GET', '/adminApi/mail/outbox?size=100');
    expect(outbox.status).toBe(200);
    const text = JSON.stringify(outbox.body.data.items);
    for (const trace of ['kit@demo.kr', '최강사', 'teacher@garam.ms.kr']) expect(text).not.toContain(trace);
    const erased = outbox.body.data.items.filter((item) => item.recipient === '(탈퇴로 지움)');
    // That mail of each kind went stays: its tag, not what it said.
    expect(erased.map((item) => item.subject).sort()).toEqual([
      '[수업 보고서] (지움)',
      '[진로 코칭 플랫폼] (지움)',
      '[진로 코칭 플랫폼] (지움)',
    ]);
    for (const item of erased) expect(item.attachments).toEqual([]);
    expect(outbox.body.data.items.filter((item) => item.recipient === 'someone@demo.kr')).toMatchObject([
      { subject: '[진로 코칭 플랫폼] 회원가입 인증번호', body: '654321' },
    ]);
  });

  it('shows the administrator who paid, and until when that is kept', async () => {
    const { instructor, orders } = await instructorKits();
    expect(instructor).toMatchObject({ id: instructorId, name: '탈퇴한 강사', withdrawn_at: expect.any(String) });
    const ours = orders.filter((order) => orderNos.includes(order.order_no));
    expect(ours).toHaveLength(2);
    for (const order of ours) {
      expect(order.buyer).toMatchObject({ name: '최강사', email: 'kit@demo.kr' });
      const years =
        (Date.parse(order.buyer?.kept_until ?? '') - Date.parse(order.paid_at ?? '')) / (365.25 * 86_400_000);
      expect(years).toBeCloseTo(5, 1);
    }
    const all = await admin.call<{ orders: (AdminOrder & { instructor: Instructor })[] }>('GET', '/adminApi/kit');
    const listed = all.body.data.orders.filter((order) => orderNos.includes(order.order_no));
    expect(listed.map((order) => order.instructor.withdrawn_at)).toEqual([expect.any(String), expect.any(String)]);
    // An instructor still here is their own record: no copy is shown.
    expect(
      all.body.data.orders
        .filter((order) => order.instructor.id !== instructorId)
        .every((order) => order.buyer === null),
    ).toBe(true);
  });

  it('erases the copy five years after the order’s last transaction, and keeps the order', async () => {
    const { db } = server.database;
    const [old, recent] = orderNos;
    // Rows dated as the years passed (the columns' own defaults are now()).
    await sql`update kit_order set created_at = now() - interval '6 years', paid_at = now() - interval '6 years'
      where order_no in (${old ?? ''}, ${recent ?? ''})`.execute(db);
    // The second was refunded four years ago: its five years run from the refund.
    await sql`insert into kit_refund (order_id, uses, amount, reason, status, created_at)
      select id, 1, 1000, '수업 취소', 'done', now() - interval '4 years' from kit_order where order_no = ${recent ?? ''}`.execute(
      db,
    );

    expect(await purgeExpiredBuyerCopies(db)).toBe(1);
    expect(await purgeExpiredBuyerCopies(db)).toBe(0);
    const { orders } = await instructorKits();
    const byNo = new Map(orders.map((order) => [order.order_no, order]));
    expect(byNo.get(old ?? '')?.buyer).toMatchObject({ name: null, email: null });
    expect(byNo.get(old ?? '')?.amount).toBeGreaterThan(0);
    expect(byNo.get(recent ?? '')?.buyer).toMatchObject({ name: '최강사', email: 'kit@demo.kr' });
  });
});
