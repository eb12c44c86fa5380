import { MAX_UNPAID_ORDERS, ORDER_TERMS_VERSION, type Order } from '@career/api-sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAbandonedOrders } from '../src/commerce';
import { type FakeToss, startFakeToss } from './fakeToss';
import { DEMO_PASSWORD, signInConsultant, startTestServer, type TestClient, type TestServer } from './harness';

// Kits, orders, payments and refunds (issue 22, decision 032): through the built-in sandbox, and
// through the real Toss client against a fake Toss on loopback, on both databases.

interface Checkout {
  order: Order;
  client_key: string | null;
}

async function signInInstructor(server: TestServer): Promise<TestClient> {
  const instructor = server.client();
  const login = await instructor.call('POST', '/api/instructor-login', {
    body: { login_id: 'instructor@demo.kr', password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  return instructor;
}

async function participantId(server: TestServer, name: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('app_user')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the checkout sends once the buyer ticked both agreements. */
const agreed = { agree_terms: true, agree_refund_policy: true } as const;

async function order(instructor: TestClient, kitId: number, quantity = 1): Promise<Checkout> {
  const made = await instructor.call<Checkout>('POST', '/api/order/kit', {
    body: { kit_id: kitId, quantity, ...agreed },
  });
  expect(made.status).toBe(200);
  return made.body.data;
}

describe('kits through the built-in sandbox (no gateway keys)', () => {
  let server: TestServer;
  let instructor: TestClient;
  let kitId: number;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    instructor = await signInInstructor(server);
    const kits = await instructor.call<{ kits: { id: number; uses: number; price: number }[]; gateway: string }>(
      'GET',
      '/api/product/kits',
    );
    expect(kits.body.data.gateway).toBe('sandbox');
    expect(kits.body.data.kits.map((kit) => [kit.uses, kit.price])).toEqual([
      [10, 50000],
      [30, 135000],
      [100, 400000],
    ]);
    kitId = kits.body.data.kits[0]?.id as number;
  });
  afterAll(() => server.close());

  it('fixes the amount on the server, refuses a different one before paying, and records one payment', async () => {
    // An amount in the body is not the order's: the server's price × quantity is.
    const made = await instructor.call<Checkout>('POST', '/api/order/kit', {
      body: { kit_id: kitId, quantity: 2, amount: 100, ...agreed },
    });
    expect(made.body.data.order).toMatchObject({ amount: 100000, uses: { total: 20, left: 20 }, status: 'pending' });
    expect(made.body.data.client_key).toBeNull();
    const orderNo = made.body.data.order.order_no;
    const paid = await instructor.call<{ payment_key: string; amount: number }>('POST', '/api/order/sandbox/pay', {
      body: { order_no: orderNo },
    });
    expect(paid.body).toMatchObject({ code: 200 });
    const paymentKey = paid.body.data.payment_key;

    const wrong = await instructor.call('POST', '/api/order/confirm', {
      body: { payment_key: paymentKey, order_no: orderNo, amount: 100 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('결제 금액이 주문 금액과 다릅니다');
    const untouched = await server.database.db
      .selectFrom('sandbox_payment')
      .select('status')
      .where('payment_key', '=', paymentKey)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('IN_PROGRESS');

    const confirm = () =>
      instructor.call<Order>('POST', '/api/order/confirm', {
        body: { payment_key: paymentKey, order_no: orderNo, amount: 100000 },
      });
    const replies = await Promise.all([confirm(), confirm(), confirm(), confirm(), confirm()]);
    for (const reply of replies) expect(reply.body.data).toMatchObject({ status: 'paid', method: '테스트 결제' });
    // The success page reloaded: the same receipt.
    expect((await confirm()).body.data.status).toBe('paid');
    const history = await instructor.call<{ orders: Order[] }>('GET', '/api/order/history');
    expect(history.body.data.orders.filter((entry) => entry.order_no === orderNo)).toHaveLength(1);
  });

  it('gives a participant one use of a kit when the instructor starts the tool for them, once', async () => {
    const jiwoo = await participantId(server, '서지우');
    const before = await instructor.call<{ granted: boolean; message: string }>(
      'GET',
      `/api/instructor/ptid/access/${jiwoo}`,
    );
    expect(before.body.data).toMatchObject({ granted: true, source: 'purchase' });
    expect(before.body.data.message).toContain('키트에서 1명분');
    const starts = await Promise.all(
      [1, 2, 3].map(() => instructor.call('POST', `/api/instructor/tool/ptid/run/${jiwoo}`, { body: {} })),
    );
    for (const start of starts) expect(start.status).toBe(200);
    const history = await instructor.call<{ orders: Order[] }>('GET', '/api/order/history');
    const used = history.body.data.orders.reduce((sum, entry) => sum + entry.uses.used, 0);
    expect(used).toBe(1);
  });

  it('refunds unused uses by the policy, one refund at a time, and never more than is left', async () => {
    const { order: made } = await order(instructor, kitId);
    const { payment_key } = (
      await instructor.call<{ payment_key: string }>('POST', '/api/order/sandbox/pay', {
        body: { order_no: made.order_no },
      })
    ).body.data;
    await instructor.call('POST', '/api/order/confirm', {
      body: { payment_key, order_no: made.order_no, amount: made.amount },
    });
    const refund = (uses: number) =>
      instructor.call<Order>('POST', '/api/request/refund', {
        body: { order_no: made.order_no, uses, reason: '수업 인원이 줄었습니다.' },
      });
    // Two at once that together would give back more than is left: one is made, the other refused
    // (held by the first, or, once it is done, too many).
    const [first, second] = await Promise.all([refund(6), refund(6)]);
    const [made6, refused] = first.status === 200 ? [first, second] : [second, first];
    expect(made6.status).toBe(200);
    expect([400, 409]).toContain(refused.status);
    expect(made6.body.data).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 30000,
      uses: { total: 10, refunded: 6, left: 4 },
    });
    expect((await refund(5)).body.message).toBe('환불할 수 있는 인원은 사용하지 않은 4명까지입니다.');
    // The rest, never used: the whole remaining amount comes back.
    const rest = await refund(4);
    expect(rest.body.data).toMatchObject({ status: 'refunded', refunded_amount: 50000, refundable_amount: 0 });
  });

  it('keeps an order whose payment failed, to pay again, and refuses what is not the instructor’s', async () => {
    const { order: made } = await order(instructor, kitId);
    const failed = await instructor.call<Order>('POST', '/api/order/fail', {
      body: { order_no: made.order_no, code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소했습니다.' },
    });
    expect(failed.body.data).toMatchObject({
      status: 'pending',
      failure: { code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소했습니다.' },
    });
    const again = await instructor.call<Checkout>('GET', `/api/order/checkout/${made.order_no}`);
    expect(again.body.data.order.order_no).toBe(made.order_no);

    const consultant = await signInConsultant(server);
    expect((await consultant.call('GET', '/api/order/history')).status).toBe(403);
    const bad = await instructor.call('POST', '/api/order/kit', { body: { kit_id: kitId, quantity: 0, ...agreed } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('수량은 1개부터 10개까지 입력할 수 있습니다.');
    const unknown = await instructor.call('POST', '/api/order/confirm', {
      body: { payment_key: 'x', order_no: 'KIT-nothing-here', amount: 1 },
    });
    expect(unknown.status).toBe(404);
  });

  /** Moves an order's making back in time, as if it had waited that long unpaid (`created_at` is insert-only in the schema's types). */
  const age = (orderNo: string, minutes: number) =>
    server.database.db
      .updateTable('kit_order')
      .set({ created_at: sql<Date>`now() - make_interval(mins => ${minutes})` as never })
      .where('order_no', '=', orderNo)
      .execute();
  const storedStatus = async (orderNo: string) =>
    (
      await server.database.db
        .selectFrom('kit_order')
        .select('status')
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow()
    ).status;

  it('makes no order without both agreements, naming the field, and records what was agreed to', async () => {
    const before = await server.database.db.selectFrom('kit_order').select('id').execute();
    for (const [missing, message] of [
      ['agree_terms', '서비스 이용약관(유료 서비스·청약철회·환불)에 동의해 주세요.'],
      ['agree_refund_policy', '환불 규정에 동의해 주세요.'],
    ] as const) {
      for (const value of [undefined, false]) {
        const refused = await instructor.call<{ issues: { path: string }[] }>('POST', '/api/order/kit', {
          body: { kit_id: kitId, quantity: 1, ...agreed, [missing]: value },
        });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(message);
        expect(refused.body.data.issues.map((issue) => issue.path)).toEqual([missing]);
      }
    }
    expect(await server.database.db.selectFrom('kit_order').select('id').execute()).toHaveLength(before.length);
    const { order: made } = await order(instructor, kitId);
    expect(made.agreement).toEqual({ terms_version: ORDER_TERMS_VERSION, agreed_at: expect.any(String) });
    expect(Math.abs(Date.parse(made.agreement?.agreed_at ?? '') - Date.now())).toBeLessThan(60_000);
    await age(made.order_no, 60);
  });

  it('reads an unpaid order past its 30 minutes as expired, without a read writing it, and opens no checkout for it', async () => {
    const { order: made } = await order(instructor, kitId);
    expect(made.status).toBe('pending');
    expect(Date.parse(made.payable_until ?? '') - Date.parse(made.created_at)).toBe(30 * 60_000);
    await age(made.order_no, 31);
    const listed = async () =>
      (await instructor.call<{ orders: Order[] }>('GET', '/api/order/history')).body.data.orders.find(
        (entry) => entry.order_no === made.order_no,
      );
    expect(await listed()).toMatchObject({ status: 'expired' });
    expect(await listed()).toMatchObject({ status: 'expired' });
    // Two reads later the stored order is as it was: the state is read, never written by a GET.
    expect(await storedStatus(made.order_no)).toBe('pending');
    const again = await instructor.call('GET', `/api/order/checkout/${made.order_no}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('만료된 주문입니다');
    const pay = await instructor.call('POST', '/api/order/sandbox/pay', { body: { order_no: made.order_no } });
    expect(pay.status).toBe(409);
  });

  it('accepts a checkout opened before expiry, charges nothing later, and records a payment the gateway completed', async () => {
    const authorised = async () => {
      const { order: made } = await order(instructor, kitId);
      const pay = await instructor.call<{ payment_key: string; order_no: string; amount: number }>(
        'POST',
        '/api/order/sandbox/pay',
        { body: { order_no: made.order_no } },
      );
      expect(pay.status).toBe(200);
      return pay.body.data;
    };
    // Opened at minute 29, finished at minute 35: inside the gateway's own time, so paid.
    const inTime = await authorised();
    await age(inTime.order_no, 35);
    const paid = await instructor.call<Order>('POST', '/api/order/confirm', { body: inTime });
    expect(paid.body.data).toMatchObject({ status: 'paid', payable_until: null });

    // Past that: not approved, and the gateway's authorisation is left uncharged.
    const late = await authorised();
    await age(late.order_no, 75);
    const refused = await instructor.call('POST', '/api/order/confirm', { body: late });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('결제는 승인하지 않았고 청구되지 않습니다');
    const sandbox = await server.database.db
      .selectFrom('sandbox_payment')
      .select('status')
      .where('payment_key', '=', late.payment_key)
      .executeTakeFirstOrThrow();
    expect(sandbox.status).toBe('IN_PROGRESS');
    expect(await storedStatus(late.order_no)).toBe('pending');

    // The gateway did charge (our answer was lost): the money moved, so the order is the buyer's.
    const charged = await authorised();
    await server.database.db
      .updateTable('sandbox_payment')
      .set({ status: 'DONE', approved_at: new Date() })
      .where('payment_key', '=', charged.payment_key)
      .execute();
    await age(charged.order_no, 75);
    const recorded = await instructor.call<Order>('POST', '/api/order/confirm', { body: charged });
    expect(recorded.body.data).toMatchObject({ status: 'paid', uses: { left: 10 } });
  });

  it('holds at most five payable unpaid orders per instructor, also when many arrive at once', async () => {
    const { db } = server.database;
    // What earlier tests left unpaid has expired.
    await db
      .updateTable('kit_order')
      .set({ created_at: sql<Date>`now() - interval '1 hour'` as never })
      .where('status', '=', 'pending')
      .execute();
    const tries = await Promise.all(
      Array.from({ length: MAX_UNPAID_ORDERS + 3 }, () =>
        instructor.call('POST', '/api/order/kit', { body: { kit_id: kitId, quantity: 1, ...agreed } }),
      ),
    );
    expect(tries.filter((reply) => reply.status === 200)).toHaveLength(MAX_UNPAID_ORDERS);
    const refused = tries.filter((reply) => reply.status !== 200);
    expect(refused.map((reply) => reply.status)).toEqual([429, 429, 429]);
    expect(refused[0]?.body.message).toContain('결제하지 않은 주문이 5건 있습니다');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(1700);
    // Another instructor is not held by this one's orders.
    const other = server.client();
    await other.call('POST', '/api/instructor-login', { body: { login_id: 'kit@demo.kr', password: DEMO_PASSWORD } });
    expect(
      (await other.call('POST', '/api/order/kit', { body: { kit_id: kitId, quantity: 1, ...agreed } })).status,
    ).toBe(200);
    // Paying one frees a place.
    const history = await instructor.call<{ orders: Order[] }>('GET', '/api/order/history');
    const open = history.body.data.orders.find((entry) => entry.status === 'pending') as Order;
    const pay = await instructor.call<{ payment_key: string; order_no: string; amount: number }>(
      'POST',
      '/api/order/sandbox/pay',
      { body: { order_no: open.order_no } },
    );
    expect((await instructor.call('POST', '/api/order/confirm', { body: pay.body.data })).status).toBe(200);
    expect((await order(instructor, kitId)).order.status).toBe('pending');
  });

  it('removes unpaid orders a month old in the daily clean-up, and nothing that was paid', async () => {
    const { db } = server.database;
    // What earlier tests left unpaid is an hour old: expired, not yet a month.
    await db
      .updateTable('kit_order')
      .set({ created_at: sql<Date>`now() - interval '1 hour'` as never })
      .where('status', '=', 'pending')
      .execute();
    const { order: abandoned } = await order(instructor, kitId);
    await age(abandoned.order_no, 31 * 24 * 60);
    const paidBefore = await db.selectFrom('kit_order').select('id').where('status', '!=', 'pending').execute();
    expect(await purgeAbandonedOrders(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('kit_order')
      .select('order_no')
      .where('order_no', '=', abandoned.order_no)
      .execute();
    expect(left).toEqual([]);
    expect(await db.selectFrom('kit_order').select('id').where('status', '!=', 'pending').execute()).toEqual(
      paidBefore,
    );
    // Younger unpaid orders stay listed (as 만료 once past their time).
    expect(await db.selectFrom('kit_order').select('id').where('status', '=', 'pending').execute()).not.toHaveLength(0);
  });
});

describe('kits through Toss Payments (the real client, a fake Toss on loopback)', () => {
  let toss: FakeToss;
  let server: TestServer;
  let instructor: TestClient;
  let kitId: number;

  beforeAll(async () => {
    toss = await startFakeToss();
    server = await startTestServer({
      seed: true,
      config: { toss: { secretKey: toss.secretKey, clientKey: 'test_ck_fake', apiBase: toss.url } },
    });
    instructor = await signInInstructor(server);
    const kits = await instructor.call<{ kits: { id: number }[]; gateway: string }>('GET', '/api/product/kits');
    expect(kits.body.data.gateway).toBe('toss');
    kitId = kits.body.data.kits[0]?.id as number;
  });
  afterAll(async () => {
    await server.close();
    await toss.close();
  });

  const paidOrder = async () => {
    const { order: made, client_key } = await order(instructor, kitId);
    expect(client_key).toBe('test_ck_fake');
    const paymentKey = toss.authorize(made.order_no, made.amount);
    const confirmed = await instructor.call<Order>('POST', '/api/order/confirm', {
      body: { payment_key: paymentKey, order_no: made.order_no, amount: made.amount },
    });
    expect(confirmed.body.data.status).toBe('paid');
    return { made, paymentKey };
  };

  it('never asks Toss to approve a payment for an order expired past the gateway’s own time', async () => {
    const { order: made } = await order(instructor, kitId);
    const paymentKey = toss.authorize(made.order_no, made.amount);
    await server.database.db
      .updateTable('kit_order')
      .set({ created_at: sql<Date>`now() - interval '75 minutes'` as never })
      .where('order_no', '=', made.order_no)
      .execute();
    const before = toss.calls.confirm;
    const late = await instructor.call('POST', '/api/order/confirm', {
      body: { payment_key: paymentKey, order_no: made.order_no, amount: made.amount },
    });
    expect(late.status).toBe(409);
    expect(toss.calls.confirm).toBe(before);
    const listed = (await instructor.call<{ orders: Order[] }>('GET', '/api/order/history')).body.data.orders;
    expect(listed.find((entry) => entry.order_no === made.order_no)?.status).toBe('expired');
  });

  it('records exactly one payment for 50 concurrent confirms of one order', async () => {
    const { order: made } = await order(instructor, kitId);
    const paymentKey = toss.authorize(made.order_no, made.amount);
    toss.confirmDelayMs = 300;
    const before = toss.calls.executed.confirm;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        instructor.call<Order>('POST', '/api/order/confirm', {
          body: { payment_key: paymentKey, order_no: made.order_no, amount: made.amount },
        }),
      ),
    );
    toss.confirmDelayMs = 0;
    for (const reply of replies) expect(reply.body.data?.status).toBe('paid');
    expect(toss.calls.executed.confirm - before).toBe(1);
    const rows = await server.database.db
      .selectFrom('kit_order')
      .select(['status', 'payment_key'])
      .where('payment_key', '=', paymentKey)
      .execute();
    expect(rows).toEqual([{ status: 'paid', payment_key: paymentKey }]);
    expect(toss.payment(paymentKey)?.status).toBe('DONE');
  });

  it('refuses an amount that differs from the order before the gateway is called', async () => {
    const { order: made } = await order(instructor, kitId);
    const paymentKey = toss.authorize(made.order_no, made.amount);
    const calls = toss.calls.confirm;
    const refused = await instructor.call('POST', '/api/order/confirm', {
      body: { payment_key: paymentKey, order_no: made.order_no, amount: made.amount - 1 },
    });
    expect(refused.status).toBe(400);
    expect(toss.calls.confirm).toBe(calls);
    expect(toss.payment(paymentKey)?.status).toBe('IN_PROGRESS');
  });

  it('says why the gateway refused, and keeps the order to pay again', async () => {
    const { order: made } = await order(instructor, kitId);
    const refused = await instructor.call('POST', '/api/order/confirm', {
      body: { payment_key: 'tpay_unknown', order_no: made.order_no, amount: made.amount },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('결제를 승인하지 못했습니다: 존재하지 않는 결제 정보 입니다.');
    const history = await instructor.call<{ orders: Order[] }>('GET', '/api/order/history');
    expect(history.body.data.orders.find((entry) => entry.order_no === made.order_no)).toMatchObject({
      status: 'pending',
      failure: { code: 'NOT_FOUND_PAYMENT' },
    });
    // Paid afterwards, with a new authorisation.
    const paymentKey = toss.authorize(made.order_no, made.amount);
    const paid = await instructor.call<Order>('POST', '/api/order/confirm', {
      body: { payment_key: paymentKey, order_no: made.order_no, amount: made.amount },
    });
    expect(paid.body.data).toMatchObject({ status: 'paid', failure: null });
  });

  it('makes one refund of two concurrent ones, through the gateway’s cancel with the amount', async () => {
    const { made, paymentKey } = await paidOrder();
    const cancels = toss.calls.executed.cancel;
    const refund = () =>
      instructor.call<Order>('POST', '/api/request/refund', {
        body: { order_no: made.order_no, uses: 10, reason: '수업이 취소되었습니다.' },
      });
    const replies = await Promise.all([refund(), refund()]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(toss.calls.executed.cancel - cancels).toBe(1);
    expect(toss.payment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('applies a virtual account deposit from its webhook only with the payment’s secret, once', async () => {
    const { order: made } = await order(instructor, kitId);
    const paymentKey = toss.authorize(made.order_no, made.amount, '가상계좌');
    const waiting = await instructor.call<Order>('POST', '/api/order/confirm', {
      body: { payment_key: paymentKey, order_no: made.order_no, amount: made.amount },
    });
    expect(waiting.body.data.status).toBe('waiting_deposit');
    const hook = `${server.url}/api/payments/toss/webhook`;
    const deposit = toss.deposit(made.order_no);
    const callback = (secret: string) => ({
      createdAt: new Date().toISOString(),
      secret,
      status: 'DONE',
      transactionKey: 'tx_deposit',
      orderId: made.order_no,
    });
    // A forged callback (wrong secret) changes nothing, even though the deposit is real.
    expect(await toss.sendWebhook(hook, callback('forged'))).toBe(200);
    const statusOf = async () =>
      (await instructor.call<{ orders: Order[] }>('GET', '/api/order/history')).body.data.orders.find(
        (entry) => entry.order_no === made.order_no,
      )?.status;
    expect(await statusOf()).toBe('waiting_deposit');
    // Webhooks are told apart by their content as well, so the forged one did not use up the real one's place.
    const transmission = 'wh_real_deposit';
    expect(await toss.sendWebhook(hook, { ...callback(deposit.secret), transactionKey: 'tx_real' }, transmission)).toBe(
      200,
    );
    expect(await statusOf()).toBe('paid');
    // Replayed: nothing changes.
    const replay = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tosspayments-webhook-transmission-id': transmission },
      body: JSON.stringify({ ...callback(deposit.secret), transactionKey: 'tx_real' }),
    });
    expect(((await replay.json()) as { data: { applied: boolean } }).data.applied).toBe(false);
    expect(await statusOf()).toBe('paid');
  });

  it('lists for the administrator what differs from the gateway, and the kits with their orders', async () => {
    const { made, paymentKey } = await paidOrder();
    // Cancelled at the gateway's dashboard, not through the product.
    await fetch(`${toss.url}/v1/payments/${paymentKey}/cancel`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${toss.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ cancelReason: '대시보드에서 취소', cancelAmount: 5000 }),
    });
    const admin = server.client();
    await admin.call('POST', '/api/admin-login', { body: { login_id: 'admin', password: DEMO_PASSWORD } });
    const run = await admin.call<{ checked: number; differences: { order_no: string; kind: string }[] }>(
      'POST',
      '/adminApi/kit/reconcile',
    );
    expect(run.body.data.checked).toBeGreaterThan(0);
    expect(run.body.data.differences).toContainEqual(
      expect.objectContaining({ order_no: made.order_no, kind: '잔액 다름' }),
    );
    const view = await admin.call<{ kits: unknown[]; orders: { order_no: string }[]; reconciled_at: string }>(
      'GET',
      '/adminApi/kit',
    );
    expect(view.body.data.kits).toHaveLength(3);
    expect(view.body.data.orders.map((entry) => entry.order_no)).toContain(made.order_no);
    expect(view.body.data.reconciled_at).not.toBeNull();
  });
});
