import type { Order } from '@career/api-sdk';
import { Badge } from '@career/tools-ui';
import { won } from './checkout';

/** An order's state in words (and a tone to show it in). */
export const ORDER_STATE: Record<Order['status'], { label: string; tone: 'neutral' | 'info' | 'success' | 'warning' }> =
  {
    pending: { label: '결제 전', tone: 'neutral' },
    confirming: { label: '승인 중', tone: 'info' },
    waiting_deposit: { label: '입금 대기', tone: 'info' },
    paid: { label: '결제 완료', tone: 'success' },
    partially_refunded: { label: '일부 환불', tone: 'warning' },
    refunded: { label: '환불 완료', tone: 'neutral' },
    canceled: { label: '취소됨', tone: 'neutral' },
  };

export function OrderState({ order }: { order: Order }) {
  const state = ORDER_STATE[order.status];
  return <Badge tone={state.tone}>{state.label}</Badge>;
}

/** The uses of an order, in a line: bought, used, refunded, left. */
export const usesText = (order: Order) =>
  `${order.uses.total}명분 · 사용 ${order.uses.used} · 환불 ${order.uses.refunded} · 남음 ${order.uses.left}`;

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { dateStyle: 'medium', timeStyle: 'short' });

/** What was paid and what came back, in a line. */
export const moneyText = (order: Order) =>
  order.refunded_amount > 0 ? `${won(order.amount)} (환불 ${won(order.refunded_amount)})` : won(order.amount);
