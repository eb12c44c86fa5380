import { type Checkout, type Kit, MAX_KIT_QUANTITY, routes, TOOL_NAMES } from '@career/api-sdk';
import { identities } from '@career/session';
import {
  Button,
  Card,
  CheckoutAgreement,
  Grid,
  Heading,
  Inline,
  Loaded,
  linkButton,
  Select,
  Stack,
  Text,
  useLoaded,
  won,
} from '@career/tools-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api';
import { openTossCheckout } from './commerce/checkout';
import { TestCheckout } from './commerce/TestCheckout';

const QUANTITIES = Array.from({ length: MAX_KIT_QUANTITY }, (_, index) => ({
  id: String(index + 1),
  label: `${index + 1}개`,
}));

/** One kit: what it gives, its price per participant, and a quantity to buy. */
function KitCard({ kit, onBuy }: { kit: Kit; onBuy(quantity: number): void }) {
  const [quantity, setQuantity] = useState('1');
  const count = Number(quantity);
  return (
    <Card title={kit.name} headingLevel={2}>
      <Stack space="3" align="start">
        <Text size="sm" tone="muted">
          {kit.description}
        </Text>
        <Text>
          <strong>{won(kit.price)}</strong> · {TOOL_NAMES[kit.action_item]} 참여자 {kit.uses}명 · 1인당{' '}
          {won(Math.floor(kit.price / kit.uses))}
        </Text>
        <Select
          label="수량"
          options={QUANTITIES}
          selectedKey={quantity}
          onSelectionChange={(key) => setQuantity(String(key ?? '1'))}
        />
        <Button variant="primary" onPress={() => onBuy(count)}>
          {`${won(kit.price * count)} 구매하기`}
        </Button>
      </Stack>
    </Card>
  );
}

/** The instructor's kits to buy (tool uses for their participants), paid through the gateway or the sandbox. */
export function Product() {
  const names = useSnapshot(identities);
  const kits = useLoaded(() => api.load(routes.commerce.kits), 'kits');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  // 구매하기 makes no order: the order is made only once the buyer agreed and pressed 결제하기.
  const [choice, setChoice] = useState<{ kit: Kit; quantity: number } | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async ({ kit, quantity }: { kit: Kit; quantity: number }) => {
    setPaying(true);
    const made = await api.call(
      routes.commerce.create,
      { params: { type: 'kit' }, body: { kit_id: kit.id, quantity, agree_terms: true, agree_refund_policy: true } },
      { unwrap: true },
    );
    setPaying(false);
    if (!made) return;
    setChoice(null);
    if (made.client_key) await openTossCheckout(made);
    else setCheckout(made);
  };

  return (
    <Stack space="6">
      <Stack space="2">
        <Heading level={1}>상품</Heading>
        <Text tone="muted">
          {names.universityUser} 강사님, 수업 참여자에게 쓸 키트를 고릅니다. 키트 1개로 정해진 인원의 참여자가 검사를 할
          수 있고, 참여자에게 검사를 시작할 때 1명분씩 쓰입니다. 쓰지 않은 인원은 결제 후 1년 안에 환불할 수 있습니다.
        </Text>
        <Inline space="3">
          <Link to="/order/history" className={linkButton({ variant: 'secondary', size: 'sm' })}>
            주문 내역
          </Link>
        </Inline>
      </Stack>
      {choice ? (
        <CheckoutAgreement
          // A new choice starts unticked: an agreement is to one order.
          key={`${choice.kit.id}-${choice.quantity}`}
          orderName={choice.quantity > 1 ? `${choice.kit.name} × ${choice.quantity}` : choice.kit.name}
          amount={choice.kit.price * choice.quantity}
          participants={choice.kit.uses * choice.quantity}
          termsHref="/serviceTermPolicy"
          isPaying={paying}
          onPay={() => void pay(choice)}
          onCancel={() => setChoice(null)}
        />
      ) : null}
      {checkout ? <TestCheckout checkout={checkout} onClose={() => setCheckout(null)} /> : null}
      <Loaded
        value={kits}
        failed="키트를 불러오지 못했습니다"
        loading={{ label: '키트를 불러오는 중', variant: 'block', lines: 4 }}
      >
        {(data) => (
          <Grid minItemWidth="16rem" space="4">
            {data.kits.map((kit) => (
              <KitCard
                key={kit.id}
                kit={kit}
                onBuy={(quantity) => {
                  setCheckout(null);
                  setChoice({ kit, quantity });
                }}
              />
            ))}
          </Grid>
        )}
      </Loaded>
    </Stack>
  );
}
