import {
  isRefundableOrder,
  isUsableOrder,
  type Order,
  REFUND_POLICY_TEXT,
  refundAmount,
  routes,
} from '@career/api-sdk';
import {
  Button,
  Card,
  confirm,
  Form,
  Heading,
  Inline,
  Loaded,
  linkButton,
  Notice,
  OrderStateBadge,
  orderUsesText,
  Stack,
  Text,
  Textarea,
  TextField,
  textLink,
  useLoaded,
  won,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { list } from './commerce/commerce.css';

/** `/order/refund?order=…`: the refund policy, then unused uses of one order to refund. */
export function OrderRefund() {
  const [search] = useSearchParams();
  const orderNo = search.get('order') ?? '';
  const history = useLoaded(() => api.load(routes.commerce.history), 'history');
  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>환불 신청</Heading>
        <Text tone="muted">{REFUND_POLICY_TEXT}</Text>
      </Stack>
      <Loaded
        value={history}
        failed="주문을 불러오지 못했습니다"
        loading={{ label: '주문을 불러오는 중', variant: 'block', lines: 3 }}
      >
        {({ orders }) => {
          const order = orders.find((entry) => entry.order_no === orderNo);
          return order ? (
            <RefundForm key={`${order.order_no}-${order.uses.left}`} order={order} onDone={history.retry} />
          ) : (
            <Refundable orders={orders} named={orderNo !== ''} />
          );
        }}
      </Loaded>
      <Inline space="3">
        <Link to="/order/history" className={linkButton({ variant: 'secondary' })}>
          주문 내역
        </Link>
      </Inline>
    </Stack>
  );
}

/** Without an order named (or one not found): the orders with uses left to refund, to choose from. */
function Refundable({ orders, named }: { orders: readonly Order[]; named: boolean }) {
  const refundable = orders.filter(isRefundableOrder);
  return (
    <Stack space="3">
      {named ? (
        <Notice tone="warning" title="환불할 주문을 찾을 수 없습니다">
          주문 번호가 맞지 않습니다. 아래에서 환불할 주문을 골라 주세요.
        </Notice>
      ) : null}
      {refundable.length === 0 ? (
        <Notice title="환불할 수 있는 주문이 없습니다">
          참여자에게 쓰지 않은 인원이 남은 주문이 없습니다. 주문은 주문 내역에서 볼 수 있습니다.
        </Notice>
      ) : (
        <Card title="환불할 수 있는 주문" headingLevel={2}>
          <ul className={list}>
            {refundable.map((entry) => (
              <li key={entry.order_no}>
                <Link className={textLink} to={`/order/refund?order=${entry.order_no}`}>
                  {entry.order_name}
                </Link>{' '}
                <Text as="span" size="sm" tone="muted">
                  {won(entry.amount)} · 남은 {entry.uses.left}명 · 최대 {won(entry.refundable_amount)} 환불
                </Text>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Stack>
  );
}

function RefundForm({ order, onDone }: { order: Order; onDone(): void }) {
  const [uses, setUses] = useState(String(order.uses.left));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Order | null>(null);
  const count = Number(uses);
  const problem =
    !/^\d+$/.test(uses) || count < 1
      ? '환불할 인원을 1명 이상으로 입력해 주세요.'
      : count > order.uses.left
        ? `남은 인원은 ${order.uses.left}명입니다.`
        : null;
  const amount = problem
    ? 0
    : refundAmount(
        { ...order, used_uses: order.uses.used, refunded_uses: order.uses.refunded, uses: order.uses.total },
        count,
      );
  const refundable = isUsableOrder(order);

  const submit = async () => {
    if (problem || !reason.trim()) return;
    const sure = await confirm(
      `${order.order_name}에서 ${count}명분, ${won(amount)}을 환불할까요? 환불한 인원은 다시 쓸 수 없습니다.`,
      {
        title: '환불 신청',
        confirmLabel: '환불하기',
      },
    );
    if (!sure) return;
    setBusy(true);
    const refunded = await api.call(
      routes.commerce.requestRefund,
      { body: { order_no: order.order_no, uses: count, reason } },
      { unwrap: true },
    );
    setBusy(false);
    if (refunded) setDone(refunded);
  };

  if (done) {
    return (
      <Card title="환불했습니다" headingLevel={2} tone="brand">
        <Stack space="2">
          <Text>
            {done.order_name} · 지금까지 환불 {won(done.refunded_amount)}
          </Text>
          <Text size="sm">{orderUsesText(done)}</Text>
          {/* A refund of every use left leaves nothing to refund: no button offers more. */}
          {done.uses.left > 0 ? (
            <Button variant="secondary" size="sm" onPress={onDone}>
              남은 인원 더 환불하기
            </Button>
          ) : (
            <Text size="sm">남은 인원을 모두 환불했습니다.</Text>
          )}
        </Stack>
      </Card>
    );
  }
  return (
    <Card title={order.order_name} headingLevel={2}>
      <Stack space="4" align="start">
        <Inline space="2" alignY="center">
          <OrderStateBadge order={order} />
          <Text size="sm">
            {won(order.amount)} · {orderUsesText(order)}
          </Text>
        </Inline>
        {!refundable || order.uses.left === 0 ? (
          <Notice title="환불할 인원이 없습니다">이 주문에는 환불할 수 있는 남은 인원이 없습니다.</Notice>
        ) : (
          <Form onSubmit={submit}>
            <Stack space="4" align="start">
              <TextField
                label="환불할 인원"
                value={uses}
                onChange={setUses}
                inputMode="numeric"
                errorMessage={problem ?? undefined}
                isInvalid={problem !== null}
                description={`최대 ${order.uses.left}명`}
              />
              <Textarea label="환불 사유" value={reason} onChange={setReason} maxLength={200} rows={2} isRequired />
              <Text>
                돌려받을 금액: <strong>{won(amount)}</strong>
              </Text>
              <Button
                type="submit"
                variant="primary"
                isDisabled={problem !== null || !reason.trim()}
                isLoading={busy}
                loadingLabel="환불하는 중"
              >
                환불 신청하기
              </Button>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
