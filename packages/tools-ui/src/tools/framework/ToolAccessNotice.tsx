import { useState } from 'react';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Notice } from '../../patterns/Notice';
import { CouponRedeem, type Redeemed, redeemedText } from './CouponRedeem';
import { useOptionalTool } from './ToolContext';

/** Whether the user may take a tool that must be granted, through what, and if not, what to do. */
export interface ToolAccess {
  granted: boolean;
  source: 'class' | 'coupon' | 'purchase' | 'ai_gift' | null;
  message: string | null;
}

export interface ToolAccessNoticeProps {
  access: ToolAccess;
  /** How the user holds the tool, in a sentence per source ('등록한 쿠폰으로 합니다.'). */
  sourceLabels: Record<NonNullable<ToolAccess['source']>, string>;
  /** The warning's title when the user does not hold it. */
  title: string;
}

/**
 * On a granted tool's front page: how the user holds the tool, or why not and what to do. The user
 * themselves may enter a coupon code right there; when it grants the tool, the tool loads its
 * access again and opens, saying what the coupon gave.
 */
export function ToolAccessNotice({ access, sourceLabels, title }: ToolAccessNoticeProps) {
  const tool = useOptionalTool();
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  if (access.granted) {
    // The server's own words when it has some (a kit use about to be taken), else the source's line.
    const line = access.message ?? (access.source ? sourceLabels[access.source] : null);
    const source = line ? <Text tone="muted">{line}</Text> : null;
    if (!redeemed) return source;
    return (
      <Stack space="2">
        <Notice tone="success" title="쿠폰을 등록했습니다">
          {redeemedText(redeemed)}
        </Notice>
        {source}
      </Stack>
    );
  }
  // Only the user redeems, for themselves: a consultant's or instructor's screen has no form.
  return (
    <Notice tone="warning" title={title}>
      {tool?.audience === 'user' ? (
        <Stack space="3">
          <div>{access.message}</div>
          <CouponRedeem
            client={tool.client}
            onRedeemed={(given) => {
              setRedeemed(given);
              void tool.reload();
            }}
          />
        </Stack>
      ) : (
        access.message
      )}
    </Notice>
  );
}
