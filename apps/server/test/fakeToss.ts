import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake Toss Payments on loopback (docs/research/toss-payments.md, "what our fake server must
// implement"): confirm, cancel and the two lookups with Basic auth, Idempotency-Key replays and
// Toss's error codes, plus what a buyer and a bank do (authorise, deposit) and the webhooks Toss
// sends. The server's real Toss client talks to it.

type Status = 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'EXPIRED';

interface Payment {
  paymentKey: string;
  orderId: string;
  status: Status;
  method: '카드' | '가상계좌';
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  secret: string;
  lastTransactionKey: string | null;
  cancels: { transactionKey: string; cancelAmount: number; cancelReason: string; canceledAt: string }[];
}

const view = (payment: Payment) => ({
  version: '2022-11-16',
  ...payment,
  receipt: { url: `https://dashboard.tosspayments.test/receipt/${payment.paymentKey}` },
});

export interface FakeToss {
  url: string;
  secretKey: string;
  /** What the buyer's checkout does: an authorised payment waiting for the merchant's confirm. */
  authorize(orderId: string, amount: number, method?: Payment['method']): string;
  /** What the bank does for a virtual account: the deposit arrives. */
  deposit(orderId: string): Payment;
  payment(paymentKey: string): Payment | undefined;
  /** Calls the merchant made, by operation (replays answered from the idempotency cache included). */
  calls: { confirm: number; cancel: number; executed: { confirm: number; cancel: number } };
  /** How long a confirm takes (so duplicates overlap). */
  confirmDelayMs: number;
  /** Sends a webhook the way Toss does; returns the merchant's HTTP status. */
  sendWebhook(url: string, body: unknown, transmissionId?: string): Promise<number>;
  close(): Promise<void>;
}

export async function startFakeToss(): Promise<FakeToss> {
  const secretKey = `test_sk_${randomBytes(8).toString('hex')}`;
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const payments = new Map<string, Payment>();
  const idempotent = new Map<string, { status: number; body: unknown } | 'running'>();
  const calls = { confirm: 0, cancel: 0, executed: { confirm: 0, cancel: 0 } };
  const byOrder = (orderId: string) => [...payments.values()].find((payment) => payment.orderId === orderId);

  const fail = (status: number, code: string, message: string) => ({ status, body: { code, message } });

  async function confirm(body: { paymentKey?: string; orderId?: string; amount?: number }) {
    calls.executed.confirm += 1;
    await new Promise((resolve) => setTimeout(resolve, fake.confirmDelayMs));
    const payment = body.paymentKey ? payments.get(body.paymentKey) : undefined;
    if (!payment) return fail(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (payment.orderId !== body.orderId || payment.totalAmount !== body.amount) {
      return fail(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    }
    if (payment.status !== 'IN_PROGRESS') return fail(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    payment.status = payment.method === '가상계좌' ? 'WAITING_FOR_DEPOSIT' : 'DONE';
    payment.approvedAt = payment.status === 'DONE' ? new Date().toISOString() : null;
    return { status: 200, body: view(payment) };
  }

  function cancel(paymentKey: string, body: { cancelReason?: string; cancelAmount?: number }) {
    calls.executed.cancel += 1;
    const payment = payments.get(paymentKey);
    if (!payment) return fail(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (!body.cancelReason) return fail(400, 'INVALID_REQUEST', '취소 사유를 입력해 주세요.');
    if (payment.status === 'CANCELED') return fail(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    const amount = body.cancelAmount ?? payment.balanceAmount;
    if (amount > payment.balanceAmount) return fail(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    const transactionKey = `tx_${randomBytes(8).toString('hex')}`;
    payment.cancels.push({
      transactionKey,
      cancelAmount: amount,
      cancelReason: body.cancelReason,
      canceledAt: new Date().toISOString(),
    });
    payment.balanceAmount -= amount;
    payment.lastTransactionKey = transactionKey;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    return { status: 200, body: view(payment) };
  }

  async function route(request: IncomingMessage, raw: string) {
    if (request.headers.authorization !== authorization) {
      return fail(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (request.method === 'GET') {
      const order = /^\/v1\/payments\/orders\/([^/]+)$/.exec(url.pathname);
      const key = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      const payment = order
        ? byOrder(decodeURIComponent(order[1] ?? ''))
        : payments.get(decodeURIComponent(key?.[1] ?? ''));
      return payment
        ? { status: 200, body: view(payment) }
        : fail(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    if (url.pathname === '/v1/payments/confirm') {
      calls.confirm += 1;
      return confirm(body);
    }
    const cancelPath = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancelPath) {
      calls.cancel += 1;
      return cancel(decodeURIComponent(cancelPath[1] ?? ''), body);
    }
    return fail(404, 'NOT_FOUND', '없는 주소입니다.');
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && request.method === 'POST' ? `${key}|${request.url}` : null;
    let result: { status: number; body: unknown };
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached === 'running') {
      result = fail(409, 'IDEMPOTENT_REQUEST_PROCESSING', '이전 멱등 요청이 처리 중입니다.');
    } else if (cached) {
      // Toss replays the first answer for the same key, without running the call again.
      if (request.url === '/v1/payments/confirm') calls.confirm += 1;
      result = cached;
    } else {
      if (cacheKey) idempotent.set(cacheKey, 'running');
      result = await route(request, raw);
      if (cacheKey) idempotent.set(cacheKey, result);
    }
    response.writeHead(result.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(result.body));
  }

  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeToss = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    calls,
    confirmDelayMs: 0,
    authorize(orderId, amount, method = '카드') {
      const paymentKey = `tpay_${randomBytes(10).toString('hex')}`;
      payments.set(paymentKey, {
        paymentKey,
        orderId,
        status: 'IN_PROGRESS',
        method,
        totalAmount: amount,
        balanceAmount: amount,
        approvedAt: null,
        secret: `ps_${randomBytes(10).toString('hex')}`,
        lastTransactionKey: null,
        cancels: [],
      });
      return paymentKey;
    },
    deposit(orderId) {
      const payment = byOrder(orderId);
      if (!payment) throw new Error(`no payment for ${orderId}`);
      payment.status = 'DONE';
      payment.approvedAt = new Date().toISOString();
      return payment;
    },
    payment: (paymentKey) => payments.get(paymentKey),
    async sendWebhook(url, body, transmissionId = `wh_${randomBytes(8).toString('hex')}`) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'tosspayments-webhook-transmission-id': transmissionId,
          'tosspayments-webhook-transmission-time': new Date().toISOString(),
          'tosspayments-webhook-transmission-retried-count': '0',
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
