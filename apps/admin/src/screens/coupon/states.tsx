import type { CouponCode, CouponGroup } from '@career/api-sdk';
import { Badge, type BadgeProps } from '@career/tools-ui';

type BadgeTone = NonNullable<BadgeProps['tone']>;

// A group's and a code's state in words, as the server's CSV writes them, each with its own tone.

const GROUP_STATES: Record<CouponGroup['state'], { label: string; tone: BadgeTone }> = {
  scheduled: { label: '사용 전', tone: 'info' },
  valid: { label: '사용 중', tone: 'success' },
  expired: { label: '기간 끝', tone: 'neutral' },
  revoked: { label: '회수됨', tone: 'danger' },
};

const CODE_STATES: Record<CouponCode['state'], { label: string; tone: BadgeTone }> = {
  unused: { label: '미사용', tone: 'neutral' },
  redeemed: { label: '사용됨', tone: 'success' },
  revoked: { label: '회수됨', tone: 'danger' },
};

/** The state filter of the group list: every state, or all of them. */
export const GROUP_STATE_OPTIONS = [
  { id: 'all', label: '전체' },
  ...Object.entries(GROUP_STATES).map(([id, { label }]) => ({ id, label })),
];

/** The state filter of a group's codes. */
export const CODE_STATE_OPTIONS = [
  { id: 'all', label: '전체' },
  ...Object.entries(CODE_STATES).map(([id, { label }]) => ({ id, label })),
];

export function GroupStateBadge({ state }: { state: CouponGroup['state'] }) {
  return <Badge tone={GROUP_STATES[state].tone}>{GROUP_STATES[state].label}</Badge>;
}

export function CodeStateBadge({ state }: { state: CouponCode['state'] }) {
  return <Badge tone={CODE_STATES[state].tone}>{CODE_STATES[state].label}</Badge>;
}
