import type { AiGift } from '@career/api-sdk';
import { Badge, type BadgeProps } from '@career/tools-ui';

// A gift's state in words, as the server's CSV writes them, each with its own tone.

const STATES: Record<AiGift['state'], { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  scheduled: { label: '사용 전', tone: 'info' },
  valid: { label: '사용 중', tone: 'success' },
  expired: { label: '기간 끝', tone: 'neutral' },
  used_up: { label: '횟수 소진', tone: 'warning' },
  revoked: { label: '회수됨', tone: 'danger' },
};

/** The state filter of the gift list: every state, or all of them. */
export const GIFT_STATE_OPTIONS = [
  { id: 'all', label: '전체' },
  ...Object.entries(STATES).map(([id, { label }]) => ({ id, label })),
];

export function GiftStateBadge({ state }: { state: AiGift['state'] }) {
  return <Badge tone={STATES[state].tone}>{STATES[state].label}</Badge>;
}

/** How often a gift was used, of how often it may be: '3 / 10번', '3번 (제한 없음)'. */
export const usesOf = (gift: Pick<AiGift, 'use_count' | 'max_uses'>) =>
  gift.max_uses === null ? `${gift.use_count}번 (제한 없음)` : `${gift.use_count} / ${gift.max_uses}번`;
