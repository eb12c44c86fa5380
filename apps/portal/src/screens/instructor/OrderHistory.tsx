import { type Checkout, isRefundableOrder, ORDER_PAYABLE_MINUTES, type Order, routes } from '@career/api-sdk';
import {
  Button,
  dateTimeOf,
  EmptyState,
  Heading,
  Inline,
  Loaded,
  linkButton,
  OrderStateBadge,
  orderMoneyText,
  orderUsesText,
  Stack,
  Table,
  type TableColumn,
  Text,
  useLoaded,
  won,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { openTossCheckout } from './commerce/checkout';
import { TestCheckout } from './commerce/TestCheckout';

/** The orders' columns; `payAgain` reopens the checkout of an order not yet paid. */
const columnsFor = (payAgain: (order: Order) => void): TableColumn<Order>[] => [
  { id: 'created_at', label: '주문일', render: (order) => dateTimeOf(order.created_at), width: '11rem' },
  {
    id: 'order_name',
    label: '상품',
    isRowHeader: true,
    // Two orders of one kit read alike: the order number tells them apart (and matches the receipt).
    render: (order) => (
      <Stack space="1">
        <span>{order.order_name}</span>
        <Text size="xs" tone="muted">
          주문 번호 {order.order_no}
        </Text>
      </Stack>
    ),
  },
  { id: 'amount', label: '금액', align: 'end', render: orderMoneyText },
  {
    id: 'status',
    label: '상태',
    render: (order) => (
      <Stack space="1">
        <OrderStateBadge order={order} />
        {order.status === 'pending' && order.payable_until ? (
          <Text size="xs" tone="muted">
            {dateTimeOf(order.payable_until)}까지 결제
          </Text>
        ) : order.status === 'expired' ? (
          <Text size="xs" tone="muted">
            결제하지 않아 만료됨
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { id: 'uses', label: '인원', render: orderUsesText },
  {
    id: 'actions',
    label: '할 일',
    render: (order) => (
      <Inline space="2">
        {isRefundableOrder(order) ? (
          <Link
            to={`/order/refund?order=${order.order_no}`}
            className={linkButton({ variant: 'secondary', size: 'sm' })}
            aria-label={`${order.order_name} 환불 신청 (최대 ${won(order.refundable_amount)})`}
          >
            환불 신청
          </Link>
        ) : null}
        {order.status === 'pending' ? (
          // The same order, paid now: its checkout opens again (nothing is recorded as a failure).
          <Button variant="ghost" size="sm" onPress={() => payAgain(order)}>
            결제하기
          </Button>
        ) : null}
        {order.paid_at ? (
          <Link
            to={`/order/receipt?order=${order.order_no}`}
            className={linkButton({ variant: 'ghost', size: 'sm' })}
            aria-label={`${order.order_name} 영수증 (주문 번호 ${order.order_no})`}
          >
            영수증
          </Link>
        ) : null}
      </Inline>
    ),
  },
];

/** `/order/history`: every order with what it cost, where it stands and how many uses are left. */
export function OrderHistory() {
  const loaded = useLoaded(() => api.load(routes.commerce.history), 'history');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const payAgain = async (order: Order) => {
    const again = await api.call(routes.commerce.retry, { params: { orderNo: order.order_no } }, { unwrap: true });
    if (!again) return;
    if (again.client_key) await openTossCheckout(again);
    else setCheckout(again);
  };
  const columns = columnsFor((order) => void payAgain(order));
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>주문 내역</Heading>
        <Text tone="muted">
          키트마다 산 인원, 참여자에게 쓴 인원, 환불한 인원과 남은 인원입니다. 남은 인원은 결제 후 1년 안에 환불할 수
          있습니다. 결제하지 않은 주문은 주문 후 {ORDER_PAYABLE_MINUTES}분 동안 결제할 수 있고, 그 뒤에는 만료됩니다.
        </Text>
      </Stack>
      {checkout ? <TestCheckout checkout={checkout} onClose={() => setCheckout(null)} /> : null}
      <Loaded
        value={loaded}
        failed="주문 내역을 불러오지 못했습니다"
        loading={{ label: '주문 내역을 불러오는 중', variant: 'block', lines: 4 }}
      >
        {({ orders }) =>
          orders.length === 0 ? (
            <EmptyState
              title="아직 주문이 없습니다"
              description="상품 화면에서 수업에 쓸 키트를 구매할 수 있습니다."
              action={
                <Link to="/product" className={linkButton({ variant: 'primary' })}>
                  상품 보기
                </Link>
              }
            />
          ) : (
            <Table label="주문 내역" columns={columns} rows={orders} />
          )
        }
      </Loaded>
    </Stack>
  );
}
