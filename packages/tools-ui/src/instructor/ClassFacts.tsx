import {
  CLASS_STATE_LABELS,
  type ClassState,
  classPeriodText,
  dayText,
  type FeeState,
  type InstructorClass,
} from '@career/api-sdk';
import { Badge } from '../components/Badge';
import { won } from '../patterns/OrderFacts';

// How an instructor's class reads everywhere it appears: its state, its dates, its fee.

const STATE_TONE: Record<ClassState, 'neutral' | 'info' | 'success' | 'warning'> = {
  upcoming: 'info',
  ongoing: 'success',
  finished: 'neutral',
  cancelled: 'warning',
};

const FEE: Record<FeeState, { label: string; tone: 'neutral' | 'success' | 'warning' }> = {
  none: { label: '강사료 없음', tone: 'neutral' },
  waiting: { label: '입금 전', tone: 'warning' },
  deposited: { label: '입금 완료', tone: 'success' },
};

export const classStateLabel = (state: ClassState) => CLASS_STATE_LABELS[state];

export function ClassStateBadge({ state }: { state: ClassState }) {
  return <Badge tone={STATE_TONE[state]}>{CLASS_STATE_LABELS[state]}</Badge>;
}

export function FeeStateBadge({ state }: { state: FeeState }) {
  return <Badge tone={FEE[state].tone}>{FEE[state].label}</Badge>;
}

// Said the same on the screens and in the class report the server prints.
export { classPeriodText, dayText };

/** The agreed fee, or that none was set. */
export const feeAmountText = (fee: InstructorClass['fee']) => (fee.amount === null ? '정하지 않음' : won(fee.amount));

/** The deposit in a line: "2026.08.05 · 450,000원 입금", or what is still owed. */
export function depositText(fee: InstructorClass['fee']): string {
  if (fee.state === 'deposited' && fee.deposited_amount !== null && fee.deposited_on)
    return `${dayText(fee.deposited_on)} · ${won(fee.deposited_amount)} 입금`;
  if (fee.state === 'waiting' && fee.amount !== null) return `${won(fee.amount)} 입금 전`;
  return '받을 강사료가 없습니다';
}
