import { isLapsedOrder, isPaidOrder, type Order } from '@career/api-sdk';
import { Badge } from '../../components/Badge';

// How a kit order reads, the same to its instructor (portal) and to the administrator (admin).

/** Won, as Korean prices are written: "135,000원". */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

const STATE: Record<Order['status'], { label: string; tone: 'neutral' | 'info' | 'success' | 'warning' }> = {
  pending: { label: '결제 전', tone: 'neutral' },
  expired: { label: '만료', tone: 'neutral' },
  confirming: { label: '승인 중', tone: 'info' },
  waiting_deposit: { label: '입금 대기', tone: 'info' },
  paid: { label: '결제 완료', tone: 'success' },
  partially_refunded: { label: '일부 환불', tone: 'warning' },
  refunded: { label: '환불 완료', tone: 'neutral' },
  canceled: { label: '취소됨', tone: 'neutral' },
};

/** An order's state in words. */
export function OrderStateBadge({ order }: { order: Pick<Order, 'status'> }) {
  const state = STATE[order.status];
  return <Badge tone={state.tone}>{state.label}</Badge>;
}

/**
 * The uses of an order, in a line: bought, used, refunded, left; an order not paid says it has no
 * uses to give yet (or any more), never "남음 10" (issue 36: a page must not contradict the outcome).
 */
export const orderUsesText = (order: Pick<Order, 'uses' | 'status'>) => {
  const { total, used, refunded, left } = order.uses;
  if (isPaidOrder(order)) return `${total}명분 · 사용 ${used} · 환불 ${refunded} · 남음 ${left}`;
  if (isLapsedOrder(order)) return `${total}명분 · 결제하지 않아 쓸 수 없음`;
  return `${total}명분 · 결제가 끝나면 쓸 수 있음`;
};

/** What was paid and what came back, in a line. */
export const orderMoneyText = (order: Pick<Order, 'amount' | 'refunded_amount'>) =>
  order.refunded_amount > 0 ? `${won(order.amount)} (환불 ${won(order.refunded_amount)})` : won(order.amount);
