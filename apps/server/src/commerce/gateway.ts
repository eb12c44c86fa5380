// The payment gateway port (issue 22, decision 032): what the orders need from whoever moves the
// money. Toss Payments when its keys are set (tossGateway.ts), else the built-in sandbox
// (sandboxGateway.ts), which behaves the same way and moves nothing. Shapes follow Toss Payments'
// Payment object (docs/research/toss-payments.md), trimmed to what we read.

/** A payment's state at the gateway (Toss Payments' statuses). */
export type GatewayStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface GatewayPayment {
  paymentKey: string;
  orderId: string;
  status: GatewayStatus;
  totalAmount: number;
  /** What is left after cancels. */
  balanceAmount: number;
  method: string | null;
  approvedAt: string | null;
  receiptUrl: string | null;
  /** Sent again with a virtual account's deposit callback, to tell it is the gateway's. */
  secret: string | null;
  cancels: { transactionKey: string; cancelAmount: number }[];
}

/** A refusal or failure of the gateway: its code and message (in Korean, as Toss gives them). */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The gateway's HTTP status; 0 when it could not be reached. */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface PaymentGateway {
  kind: 'toss' | 'sandbox';
  /** The browser SDK's key (null for the sandbox). */
  clientKey: string | null;
  /** Approves an authorised payment; the same idempotency key gives the first answer again. */
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  /** Cancels all (no amount) or part of a payment. */
  cancel(
    paymentKey: string,
    input: { amount: number; reason: string },
    idempotencyKey: string,
  ): Promise<GatewayPayment>;
  /** The payment as the gateway has it now, or null when it has none. */
  payment(paymentKey: string): Promise<GatewayPayment | null>;
  paymentOfOrder(orderId: string): Promise<GatewayPayment | null>;
}
