import type { Checkout } from '@career/api-sdk';

// Opening the gateway's checkout for an order (decision 032): Toss Payments' window when the server
// has its keys (the SDK loads only then), else the built-in sandbox on the product screen.

/** Where the gateway sends the buyer back: the spec's success and fail screens. */
export const returnUrls = () => ({
  successUrl: `${window.location.origin}/payment-success`,
  failUrl: `${window.location.origin}/payment-fail`,
});

/** Opens Toss Payments' card checkout; it leaves the page and comes back to a return URL. */
export async function openTossCheckout(checkout: Checkout): Promise<void> {
  if (!checkout.client_key) throw new Error('Toss Payments needs a client key');
  const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(checkout.client_key);
  const payment = toss.payment({ customerKey: checkout.customer_key });
  await payment.requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: checkout.order.amount },
    orderId: checkout.order.order_no,
    orderName: checkout.order.order_name,
    customerName: checkout.customer_name,
    ...returnUrls(),
  });
}

/** What the gateway puts in the success address, for the sandbox to give the same. */
export const successPath = (payment: { payment_key: string; order_no: string; amount: number }) =>
  `/payment-success?${new URLSearchParams({
    paymentKey: payment.payment_key,
    orderId: payment.order_no,
    amount: String(payment.amount),
  })}`;

/** What the gateway puts in the fail address. */
export const failPath = (orderNo: string, code: string, message: string) =>
  `/payment-fail?${new URLSearchParams({ code, message, orderId: orderNo })}`;
