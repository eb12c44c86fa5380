import { type Checkout, routes } from '@career/api-sdk';
import { Button, Card, Inline, Notice, Stack, Text, won } from '@career/tools-ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { failPath, successPath } from './checkout';

/**
 * The built-in sandbox checkout (테스트 결제), shown when the server has no gateway keys: it
 * approves, declines or cancels as a card company's window would, and returns to the same success
 * and fail screens. No money moves, and it says so.
 */
export function TestCheckout({ checkout, onClose }: { checkout: Checkout; onClose(): void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const { order } = checkout;
  useEffect(() => region.current?.focus(), []);

  const approve = async () => {
    setBusy(true);
    const paid = await api.call(routes.commerce.sandboxPay, { body: { order_no: order.order_no } }, { unwrap: true });
    setBusy(false);
    if (paid) navigate(successPath(paid));
  };

  return (
    // Focus moves here when it opens, so a keyboard or screen-reader user lands on the checkout.
    <div ref={region} tabIndex={-1}>
      <Card title="테스트 결제" headingLevel={2} tone="brand">
        <Stack space="4">
          <Notice tone="warning" title="실제 돈이 오가지 않는 테스트 결제입니다">
            이 서버에는 결제사 키가 설정되지 않아, 결제 과정을 시험해 볼 수 있는 테스트 결제로 진행합니다. 키트는 실제
            결제처럼 주문 내역에 들어가고 참여자에게 쓸 수 있습니다.
          </Notice>
          <Text>
            <strong>{order.order_name}</strong> · {won(order.amount)} · 참여자 {order.uses.total}명분
          </Text>
          <Inline space="3">
            <Button variant="primary" onPress={approve} isLoading={busy} loadingLabel="결제하는 중">
              {`${won(order.amount)} 테스트 결제하기`}
            </Button>
            <Button
              variant="secondary"
              onPress={() =>
                navigate(
                  failPath(order.order_no, 'REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다. (테스트 결제)'),
                )
              }
            >
              카드 거절 시험하기
            </Button>
            <Button variant="ghost" onPress={onClose}>
              닫기
            </Button>
          </Inline>
        </Stack>
      </Card>
    </div>
  );
}
