import type { IconName } from '../components/Icon';

/** The four statuses a message or a label can have; each has its own hue, icon and word. */
export const statusTones = ['info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Each status in a shape of its own, so colour is never the only cue. */
export const statusIcon = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'alert',
} as const satisfies Record<StatusTone, IconName>;

/** What the icon says to a screen reader, where no other text names the status. */
export const statusLabel = { info: '안내', success: '완료', warning: '주의', danger: '오류' } as const satisfies Record<
  StatusTone,
  string
>;
