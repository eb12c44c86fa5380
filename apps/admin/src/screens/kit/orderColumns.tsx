import type { AdminOrder, Order } from '@career/api-sdk';
import { dateOf, dateTimeOf, OrderStateBadge, orderMoneyText, type TableColumn } from '@career/tools-ui';

/**
 * Who paid, when the instructor has withdrawn: the name and e-mail the law keeps with the order for
 * five years from its last transaction, or that they were erased when those years ended.
 */
export function buyerText(order: AdminOrder): string | null {
  if (!order.buyer) return null;
  if (order.buyer.name === null && order.buyer.email === null) return '지움 (보관 5년 지남)';
  const who = [order.buyer.name, order.buyer.email].filter(Boolean).join(' · ');
  return `${who} (${dateOf(order.buyer.kept_until)}까지 보관)`;
}

/** An order's columns, as both kit screens list them. */
export function orderColumns<T extends Order>(): TableColumn<T>[] {
  return [
    { id: 'created_at', label: '주문일', render: (order) => dateTimeOf(order.created_at), width: '10rem' },
    { id: 'order_name', label: '상품', isRowHeader: true },
    {
      id: 'amount',
      label: '금액',
      align: 'end',
      render: orderMoneyText,
    },
    {
      id: 'status',
      label: '상태',
      render: (order) => <OrderStateBadge order={order} />,
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
