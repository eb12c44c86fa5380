import type { ClassState, FeeState, InstructorClass } from '@career/api-sdk';
import { Badge } from '../components/Badge';
import { won } from '../patterns/OrderFacts';

// How an instructor's class reads everywhere it appears: its state, its dates, its fee.

const STATE: Record<ClassState, { label: string; tone: 'neutral' | 'info' | 'success' | 'warning' }> = {
  upcoming: { label: '예정', tone: 'info' },
  ongoing: { label: '진행 중', tone: 'success' },
  finished: { label: '끝남', tone: 'neutral' },
  cancelled: { label: '취소', tone: 'warning' },
};

const FEE: Record<FeeState, { label: string; tone: 'neutral' | 'success' | 'warning' }> = {
  none: { label: '강사료 없음', tone: 'neutral' },
  waiting: { label: '입금 전', tone: 'warning' },
  deposited: { label: '입금 완료', tone: 'success' },
};

export const classStateLabel = (state: ClassState) => STATE[state].label;

export function ClassStateBadge({ state }: { state: ClassState }) {
  return <Badge tone={STATE[state].tone}>{STATE[state].label}</Badge>;
}

export function FeeStateBadge({ state }: { state: FeeState }) {
  return <Badge tone={FEE[state].tone}>{FEE[state].label}</Badge>;
}

/** 2026-07-20 → 2026.07.20 */
export const dayText = (day: string) => day.replaceAll('-', '.');

/** A class's days: one day, or from–to with the year said once when it is the same. */
export function classPeriodText({ starts_on, ends_on }: Pick<InstructorClass, 'starts_on' | 'ends_on'>): string {
  if (starts_on === ends_on) return dayText(starts_on);
  const end = starts_on.slice(0, 4) === ends_on.slice(0, 4) ? dayText(ends_on.slice(5)) : dayText(ends_on);
  return `${dayText(starts_on)} – ${end}`;
}

/** The agreed fee, or that none was set. */
export const feeAmountText = (fee: InstructorClass['fee']) => (fee.amount === null ? '정하지 않음' : won(fee.amount));

/** The deposit in a line: "2026.08.05 · 450,000원 입금", or what is still owed. */
export function depositText(fee: InstructorClass['fee']): string {
  if (fee.state === 'deposited' && fee.deposited_amount !== null && fee.deposited_on)
    return `${dayText(fee.deposited_on)} · ${won(fee.deposited_amount)} 입금`;
  if (fee.state === 'waiting' && fee.amount !== null) return `${won(fee.amount)} 입금 전`;
  return '받을 강사료가 없습니다';
}
