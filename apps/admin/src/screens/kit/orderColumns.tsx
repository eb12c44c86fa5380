import type { Order } from '@career/api-sdk';
import { Badge, dateTimeOf, type TableColumn } from '@career/tools-ui';

const STATE: Record<Order['status'], { label: string; tone: 'neutral' | 'info' | 'success' | 'warning' }> = {
  pending: { label: '결제 전', tone: 'neutral' },
  confirming: { label: '승인 중', tone: 'info' },
  waiting_deposit: { label: '입금 대기', tone: 'info' },
  paid: { label: '결제 완료', tone: 'success' },
  partially_refunded: { label: '일부 환불', tone: 'warning' },
  refunded: { label: '환불 완료', tone: 'neutral' },
  canceled: { label: '취소됨', tone: 'neutral' },
};

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** An order's columns, as both kit screens list them. */
export function orderColumns<T extends Order>(): TableColumn<T>[] {
  return [
    { id: 'created_at', label: '주문일', render: (order) => dateTimeOf(order.created_at), width: '10rem' },
    { id: 'order_name', label: '상품', isRowHeader: true },
    {
      id: 'amount',
      label: '금액',
      align: 'end',
      render: (order) =>
        order.refunded_amount > 0 ? `${won(order.amount)} (환불 ${won(order.refunded_amount)})` : won(order.amount),
    },
    {
      id: 'status',
      label: '상태',
      render: (order) => <Badge tone={STATE[order.status].tone}>{STATE[order.status].label}</Badge>,
    },
    {
      id: 'uses',
      label: '인원 (사용 · 환불 · 남음)',
      render: (order) => `${order.uses.total}명 (${order.uses.used} · ${order.uses.refunded} · ${order.uses.left})`,
    },
    {
      id: 'gateway',
      label: '결제',
      render: (order) => (order.gateway === 'sandbox' ? '테스트 결제' : (order.method ?? '토스페이먼츠')),
    },
    { id: 'order_no', label: '주문 번호' },
  ];
}
