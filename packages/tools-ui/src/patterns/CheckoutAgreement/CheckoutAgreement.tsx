import { REFUND_POLICY_TEXT } from '@career/api-sdk';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Checkbox } from '../../components/Checkbox';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { textLink } from '../LinkStyles';
import { won } from '../OrderFacts';

export interface CheckoutAgreementProps {
  /** What is being bought, as the order will name it ("성격 유형 10인 키트 × 2"). */
  orderName: string;
  /** The amount in won, VAT included (the server fixes it again when the order is made). */
  amount: number;
  /** Participants the order gives uses for. */
  participants: number;
  /** Where the 서비스 이용약관 opens (in a new tab, so the checkout stays). */
  termsHref: string;
  /** Called once both agreements are ticked and 결제하기 is pressed. */
  onPay(): void;
  onCancel(): void;
  /** The order is being made. */
  isPaying?: boolean;
}

/**
 * The last step before paying (decision 040): what is bought for how much, and the buyer's explicit
 * agreement to the terms and to the refund policy, whose words are shown here; 결제하기 stays off
 * until both are ticked, and the server refuses an order without them.
 */
export function CheckoutAgreement({
  orderName,
  amount,
  participants,
  termsHref,
  onPay,
  onCancel,
  isPaying = false,
}: CheckoutAgreementProps) {
  const [terms, setTerms] = useState(false);
  const [refund, setRefund] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  // It opens below the 구매하기 pressed: focus moves here, so a keyboard or screen-reader user lands on it.
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1}>
      <Card title="주문 확인" headingLevel={2} tone="brand">
        <Stack space="4">
          <Text>
            <strong>{orderName}</strong> · 참여자 {participants}명분 · {won(amount)} (부가세 포함)
          </Text>
          <Text size="sm" tone="muted">
            {REFUND_POLICY_TEXT}
          </Text>
          <Stack space="2">
            <Checkbox isSelected={terms} onChange={setTerms}>
              <span>
                <a href={termsHref} target="_blank" rel="noreferrer" className={textLink}>
                  서비스 이용약관
                </a>
                의 유료 서비스·청약철회·환불 조항(제13조~제15조)을 읽고 동의합니다. (필수)
              </span>
            </Checkbox>
            <Checkbox isSelected={refund} onChange={setRefund}>
              위 환불 기준에 동의합니다. (필수)
            </Checkbox>
          </Stack>
          <Inline space="3">
            <Button
              variant="primary"
              isDisabled={!(terms && refund)}
              onPress={onPay}
              isLoading={isPaying}
              loadingLabel="주문하는 중"
            >
              {`${won(amount)} 결제하기`}
            </Button>
            <Button variant="ghost" onPress={onCancel}>
              취소
            </Button>
          </Inline>
          {terms && refund ? null : (
            <Text size="sm" tone="muted">
              두 항목에 모두 동의하면 결제할 수 있습니다.
            </Text>
          )}
        </Stack>
      </Card>
    </div>
  );
}
