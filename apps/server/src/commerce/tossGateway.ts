import { GatewayError, type GatewayPayment, type GatewayStatus, type PaymentGateway } from './gateway';

// Toss Payments' REST API (docs/research/toss-payments.md): Basic auth with the secret key, an
// Idempotency-Key on every POST, errors as { code, message }. `apiBase` is Toss's, or a fake Toss
// on loopback in tests, which exercises this very client.

const TIMEOUT_MS = 15_000;

interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: GatewayStatus;
  totalAmount: number;
  balanceAmount: number;
  method?: string | null;
  approvedAt?: string | null;
  receipt?: { url?: string | null } | null;
  secret?: string | null;
  cancels?: { transactionKey: string; cancelAmount: number }[] | null;
}

const fromToss = (payment: TossPayment): GatewayPayment => ({
  paymentKey: payment.paymentKey,
  orderId: payment.orderId,
  status: payment.status,
  totalAmount: payment.totalAmount,
  balanceAmount: payment.balanceAmount,
  method: payment.method ?? null,
  approvedAt: payment.approvedAt ?? null,
  receiptUrl: payment.receipt?.url ?? null,
  secret: payment.secret ?? null,
  cancels: (payment.cancels ?? []).map(({ transactionKey, cancelAmount }) => ({ transactionKey, cancelAmount })),
});

export function createTossGateway(options: { secretKey: string; clientKey: string; apiBase: string }): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new GatewayError('NETWORK', '결제사에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.', 0, { cause });
    }
    const payload = (await response.json().catch(() => null)) as
      | (TossPayment & { code?: string; message?: string })
      | null;
    if (!response.ok || !payload) {
      throw new GatewayError(
        payload?.code ?? 'UNKNOWN',
        payload?.message ?? '결제사의 응답을 읽지 못했습니다.',
        response.status,
      );
    }
    return payload;
  }

  const found = async (path: string) => {
    try {
      return fromToss(await call('GET', path));
    } catch (error) {
      if (error instanceof GatewayError && error.status === 404) return null;
      throw error;
    }
  };

  return {
    kind: 'toss',
    clientKey: options.clientKey,
    confirm: async (input, idempotencyKey) =>
      fromToss(await call('POST', '/v1/payments/confirm', input, idempotencyKey)),
    cancel: async (paymentKey, { amount, reason }, idempotencyKey) =>
      fromToss(
        await call(
          'POST',
          `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
          { cancelReason: reason, cancelAmount: amount },
          idempotencyKey,
        ),
      ),
    payment: (paymentKey) => found(`/v1/payments/${encodeURIComponent(paymentKey)}`),
    paymentOfOrder: (orderId) => found(`/v1/payments/orders/${encodeURIComponent(orderId)}`),
  };
}
