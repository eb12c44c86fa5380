import { type ApiClient, type coupons, type EndpointData, routes, TOOL_NAMES, withParticle } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/Form';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { Notice } from '../../patterns/Notice';

/** What a redeemed coupon gave: its group's name, the tools, and when. */
export type Redeemed = EndpointData<typeof coupons.redeem>;

export interface CouponRedeemProps {
  /** The signed-in user's client (the redemption is theirs). */
  client: ApiClient;
  /** After the code was taken: the tools it granted are the user's now. */
  onRedeemed?(redeemed: Redeemed): void;
}

/** What a coupon gave, in a sentence: '"취업캠프 쿠폰" 쿠폰으로 성격 유형을 받았습니다.' */
export const redeemedText = ({ group_name, tools }: Redeemed) =>
  `"${group_name}" 쿠폰으로 ${withParticle(tools.map((tool) => TOOL_NAMES[tool]).join(', '), '을/를')} 받았습니다.`;

/**
 * A user enters a coupon code (typed as it reads: case, spaces and hyphens do not matter) and
 * receives the tools of its group. The server's refusal, in Korean, is shown at the field.
 */
export function CouponRedeem({ client, onRedeemed }: CouponRedeemProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const submit = async () => {
    setBusy(true);
    const reply = await client.load(routes.coupons.redeem, { body: { code } });
    setBusy(false);
    if (!reply.ok) {
      // The server's words (unknown code, used up, expired …), or that it could not be reached.
      setError(reply.message);
      return;
    }
    setError(null);
    setCode('');
    setRedeemed(reply.data);
    onRedeemed?.(reply.data);
  };
  return (
    <Form aria-label="쿠폰 코드 입력" onSubmit={submit}>
      <Stack space="3" align="start">
        {/* The button under the field: a description or an error under the field moves nothing. */}
        <TextField
          label="쿠폰 코드"
          description="예: ABCD-EFGH-JKMN-PQRS (대소문자와 하이픈은 상관없습니다)"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          isRequired
          maxLength={40}
          autoComplete="off"
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" variant="secondary" isLoading={busy} loadingLabel="확인 중">
          쿠폰 등록
        </Button>
        {redeemed ? (
          <Notice tone="success" title="쿠폰을 등록했습니다">
            {redeemedText(redeemed)}
          </Notice>
        ) : null}
      </Stack>
    </Form>
  );
}
