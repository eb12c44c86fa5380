// Where an instructor's class stands and what its fee is (decision 033): shared by the instructor's
// calls and the administrator's view of an instructor, so both say the same.

/** Where a class stands: by its dates, unless it was cancelled. */
export const CLASS_STATES = ['upcoming', 'ongoing', 'finished', 'cancelled'] as const;
export type ClassState = (typeof CLASS_STATES)[number];

/** A lecture fee: none agreed, agreed and not yet in the bank, or deposited. */
export const FEE_STATES = ['none', 'waiting', 'deposited'] as const;
export type FeeState = (typeof FEE_STATES)[number];

/** Each class state as shown and printed. */
export const CLASS_STATE_LABELS: Record<ClassState, string> = {
  upcoming: '예정',
  ongoing: '진행 중',
  finished: '끝남',
  cancelled: '취소',
};

/** 2026-07-20 → 2026.07.20 */
export const dayText = (day: string) => day.replaceAll('-', '.');

/** A class's days: one day, or from–to with the year said once when it is the same. */
export function classPeriodText({ starts_on, ends_on }: { starts_on: string; ends_on: string }): string {
  if (starts_on === ends_on) return dayText(starts_on);
  const end = starts_on.slice(0, 4) === ends_on.slice(0, 4) ? dayText(ends_on.slice(5)) : dayText(ends_on);
  return `${dayText(starts_on)} – ${end}`;
}
