import { type Order, routes } from '@career/api-sdk';
import {
  Card,
  dateTimeOf,
  Heading,
  Inline,
  Loaded,
  linkButton,
  Notice,
  orderUsesText,
  Stack,
  Text,
  useLoaded,
  won,
} from '@career/tools-ui';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api';

/** The confirm a success address asks for, once per address (a reload asks again and gets the same receipt). */
function useConfirmed(): ReturnType<typeof useLoaded<Order>> | null {
  const [search] = useSearchParams();
  const paymentKey = search.get('paymentKey') ?? '';
  const orderNo = search.get('orderId') ?? '';
  const amount = Number(search.get('amount'));
  const complete = paymentKey !== '' && orderNo !== '' && Number.isInteger(amount);
  const loaded = useLoaded(
    () =>
      complete
        ? api.load(routes.commerce.confirm, { body: { payment_key: paymentKey, order_no: orderNo, amount } })
        : null,
    `${paymentKey}|${orderNo}|${amount}`,
  );
  return complete ? loaded : null;
}

/** The heading states the outcome: the gateway's return address is no promise that the payment went through. */
function outcomeOf(confirmed: ReturnType<typeof useConfirmed>): string {
  if (confirmed === null) return '결제 정보 없음';
  if (confirmed.status === 'error') return '결제 승인 실패';
  if (confirmed.status !== 'ready') return '결제 승인 중';
  return confirmed.data.status === 'waiting_deposit' ? '입금 대기' : '결제 완료';
}

/** `/payment-success`: the gateway's return after paying; the server confirms, then the receipt. */
export function PaymentSuccess() {
  const confirmed = useConfirmed();
  return (
    <Stack space="6">
      <Heading level={1}>{outcomeOf(confirmed)}</Heading>
      {confirmed === null ? (
        <Notice tone="warning" title="결제 정보가 없습니다">
          결제를 마친 뒤 결제사가 보내 주는 주소로 열리는 화면입니다. 주문 내역에서 결제 상태를 확인해 주세요.
        </Notice>
      ) : (
        <Loaded
          value={confirmed}
          failed="결제를 승인하지 못했습니다"
          loading={{ label: '결제를 승인하는 중', variant: 'block', lines: 3 }}
        >
          {(order) => <Receipt order={order} />}
        </Loaded>
      )}
      <Inline space="3">
        <Link to="/order/history" className={linkButton({ variant: 'secondary' })}>
          주문 내역
        </Link>
        <Link to="/instructor-modal/class" className={linkButton({ variant: 'ghost' })}>
          수업으로
        </Link>
      </Inline>
    </Stack>
  );
}

function Receipt({ order }: { order: Order }) {
  const waiting = order.status === 'waiting_deposit';
  return (
    <Card title={waiting ? '입금을 기다리고 있습니다' : '결제가 끝났습니다'} headingLevel={2} tone="brand">
      <Stack space="2">
        <Text>
          <strong>{order.order_name}</strong> · {won(order.amount)}
        </Text>
        <Text size="sm">{orderUsesText(order)}</Text>
        <Text size="sm" tone="muted">
          주문 번호 {order.order_no}
          {order.method ? ` · ${order.method}` : ''}
          {order.paid_at ? ` · ${dateTimeOf(order.paid_at)}` : ''}
        </Text>
        <Text size="sm">
          {waiting
            ? '입금이 확인되면 키트를 쓸 수 있습니다. 주문 내역에서 상태를 확인해 주세요.'
            : '이제 수업 참여자에게 검사를 시작하면 키트에서 1명분씩 쓰입니다.'}
        </Text>
        {order.paid_at ? (
          <Link
            to={`/order/receipt?order=${order.order_no}`}
            className={linkButton({ variant: 'primary', size: 'sm' })}
          >
            영수증 보기
          </Link>
        ) : null}
      </Stack>
    </Card>
  );
}
