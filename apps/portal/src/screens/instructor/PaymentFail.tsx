import type { Checkout } from '@career/api-sdk';
import { routes } from '@career/api-sdk';
import { Button, Card, Heading, Inline, linkButton, Stack, Text } from '@career/tools-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { openTossCheckout } from './commerce/checkout';
import { TestCheckout } from './commerce/TestCheckout';

/** `/payment-fail`: why paying failed, in the gateway's words; the order stays, to pay again. */
export function PaymentFail() {
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const message = search.get('message') || '결제사에서 실패한 이유를 보내지 않았습니다.';
  const orderNo = search.get('orderId') ?? '';
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const recorded = useRef(false);

  // The order keeps why (the history shows it), once per visit.
  useEffect(() => {
    if (recorded.current || !orderNo) return;
    recorded.current = true;
    void api.call(routes.commerce.fail, {
      body: { order_no: orderNo, code: code.slice(0, 100), message: message.slice(0, 500) },
    });
  }, [orderNo, code, message]);

  const retry = async () => {
    const again = await api.call(routes.commerce.retry, { params: { orderNo } }, { unwrap: true });
    if (!again) return;
    if (again.client_key) await openTossCheckout(again);
    else setCheckout(again);
  };

  return (
    <Stack space="6">
      <Heading level={1}>결제 실패</Heading>
      <Card title="결제가 끝나지 않았습니다" headingLevel={2}>
        <Stack space="2">
          <Text>{message}</Text>
          {code ? (
            <Text size="sm" tone="muted">
              오류 코드 {code}
            </Text>
          ) : null}
          <Text size="sm">주문은 그대로 남아 있어 다시 결제할 수 있습니다. 돈은 빠져나가지 않았습니다.</Text>
        </Stack>
      </Card>
      {checkout ? <TestCheckout checkout={checkout} onClose={() => setCheckout(null)} /> : null}
      <Inline space="3">
        {orderNo ? (
          <Button variant="primary" onPress={() => void retry()}>
            다시 결제하기
          </Button>
        ) : null}
        <Link to="/order/history" className={linkButton({ variant: 'secondary' })}>
          주문 내역
        </Link>
        <Link to="/product" className={linkButton({ variant: 'ghost' })}>
          상품으로
        </Link>
      </Inline>
    </Stack>
  );
}
