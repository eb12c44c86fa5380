import { DEFAULT_BODY_BYTES, MAX_BODY_DEPTH } from '@career/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeToss, startFakeToss } from './fakeToss';
import { DEMO_PASSWORD, startTestServer, type TestServer, testDatabase } from './harness';

// Bodies are bounded before they are parsed (decision 035): a size per endpoint, declared in the
// contract, and one nesting depth for every call, public ones and the payment webhook included.

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe(`request bodies on ${testDatabase}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  it('refuses a body past its endpoint’s size before reading it, naming the size', async () => {
    const reply = await server.call('POST', '/api/admin-login', {
      rawBody: JSON.stringify({ login_id: 'admin', password: 'a'.repeat(DEFAULT_BODY_BYTES) }),
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      code: 413,
      message: '요청 본문이 너무 큽니다(64KB까지 받습니다).',
      data: { max_bytes: DEFAULT_BODY_BYTES },
    });
  });

  it('takes a larger body where the contract says so: a run’s answers', async () => {
    const student = server.client();
    const login = await student.call<{ id: number }>('POST', '/api/login/link', { body: { token: 'demo-student-01' } });
    const run = await student.call<{ id: number }>('POST', `/api/user/tool/self-introduce/run/${login.body.data.id}`, {
      body: {},
    });
    // Twelve answers of 5,000 Korean characters: about 180 KB, within the tool's 256 KiB.
    const answers = Array.from({ length: 12 }, (_, index) => ({
      item: `a.q${index}`,
      value: '가'.repeat(5000),
      base: 0,
    }));
    const saved = await student.call('PATCH', `/api/user/tool/self-introduce/answers/${run.body.data.id}`, {
      body: { answers },
    });
    expect(saved.status).toBe(200);
  });

  it('refuses nesting past the depth at once, on a public call, whatever the schema', async () => {
    const started = performance.now();
    const deep = await server.call('POST', '/api/admin-login', { rawBody: nested(30_000) });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe(`요청 본문의 괄호가 너무 깊게 겹쳐 있습니다(${MAX_BODY_DEPTH}단계까지 받습니다).`);
    // The depth is found in one pass over the text, before JSON.parse or the schema see it.
    expect(performance.now() - started).toBeLessThan(1000);
    // Brackets inside a string are text, not nesting: the schema answers instead.
    const inString = await server.call('POST', '/api/admin-login', {
      body: { login_id: nested(90), password: 'wrong-password' },
    });
    expect(inString.status).toBe(401);
    // Up to the depth, the schema is the one that answers.
    const shallow = await server.call('POST', '/api/admin-login', { rawBody: nested(MAX_BODY_DEPTH) });
    expect(shallow.status).toBe(400);
    expect(shallow.body.message).not.toContain('괄호');
  });
});

describe(`the payment webhook on ${testDatabase}`, () => {
  let toss: FakeToss;
  let server: TestServer;
  let hook: string;
  const webhooks = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('payment_webhook')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    toss = await startFakeToss();
    server = await startTestServer({
      seed: true,
      config: {
        toss: { secretKey: toss.secretKey, clientKey: 'test_ck_fake', apiBase: toss.url },
        webhooksPerMinute: 40,
      },
    });
    hook = `${server.url}/api/payments/toss/webhook`;
  });
  afterAll(async () => {
    await server.close();
    await toss.close();
  });

  it('stores nothing of a body it cannot verify, and never answers 5xx to a hostile one', async () => {
    const post = (body: string) =>
      fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        (reply) => reply.status,
      );
    const made = (index: number) =>
      JSON.stringify({ eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: `made_up_${index}`, status: 'DONE' } });
    const statuses = [
      // Large unsigned deliveries: refused before they are read.
      ...(await Promise.all(
        Array.from({ length: 6 }, () =>
          post(JSON.stringify({ data: { paymentKey: 'x', extra: 'a'.repeat(900_000) } })),
        ),
      )),
      // Keys the gateway does not know: answered, not kept.
      ...(await Promise.all(Array.from({ length: 6 }, (_, index) => post(made(index))))),
      await post(JSON.stringify({ data: { paymentKey: `${nested(100_000)}` } })),
      await post(`{"data":{"paymentKey":"a","extra":${nested(15_000)}}}`),
      await post(JSON.stringify({ data: { paymentKey: 'tgen_\u0000' } })),
      await post('{"data":'),
    ];
    expect(statuses).toEqual([413, 413, 413, 413, 413, 413, 200, 200, 200, 200, 200, 200, 413, 400, 400, 400]);
    expect(await webhooks()).toBe(0);
  });

  it('keeps a real payment’s delivery once, however often it comes', async () => {
    const instructor = server.client();
    await instructor.call('POST', '/api/instructor-login', {
      body: { login_id: 'kit@demo.kr', password: DEMO_PASSWORD },
    });
    const kits = await instructor.call<{ kits: { id: number }[] }>('GET', '/api/product/kits');
    const checkout = await instructor.call<{ order: { order_no: string; amount: number } }>('POST', '/api/order/kit', {
      body: { kit_id: kits.body.data.kits[0]?.id, quantity: 1, agree_terms: true, agree_refund_policy: true },
    });
    const { order_no, amount } = checkout.body.data.order;
    const paymentKey = toss.authorize(order_no, amount);
    await instructor.call('POST', '/api/order/confirm', { body: { payment_key: paymentKey, order_no, amount } });
    const before = await webhooks();
    const body = { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey, orderId: order_no, status: 'DONE' } };
    for (let time = 0; time < 3; time++) expect(await toss.sendWebhook(hook, body)).toBe(200);
    expect(await webhooks()).toBe(before + 1);
    const kept = await server.database.db
      .selectFrom('payment_webhook')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // What the gateway said, not the body as sent.
    expect(kept.body).toEqual({
      eventType: 'PAYMENT_STATUS_CHANGED',
      paymentKey,
      orderId: order_no,
      status: 'DONE',
      balanceAmount: amount,
    });
  });

  it('makes a sender past its rate wait', async () => {
    await server.database.db.deleteFrom('rate_limit').execute();
    const send = () =>
      fetch(hook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { paymentKey: 'made_up' } }),
      });
    for (let time = 0; time < 40; time++) expect((await send()).status).toBe(200);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
