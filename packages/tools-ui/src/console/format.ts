import { type DayDomain, dayRange } from '@career/api-sdk';

/** A timestamp as a Korean date, e.g. 2026. 11. 26. */
export const dateOf = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' }) : '-';

/** A timestamp as a Korean date and time, e.g. 2026. 11. 26. 오후 3:04. */
export const dateTimeOf = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' })
    : '-';

/** A day range, either end optional: '2026-03-01 ~ 2027-02-28', '2026-03-01부터', '-'. */
export function periodOf(from: string | null, to: string | null): string {
  if (from && to) return `${from} ~ ${to}`;
  if (from) return `${from}부터`;
  if (to) return `${to}까지`;
  return '-';
}

/** Text typed into an optional field: null when left empty. */
export const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * A typed number as the server takes it: null when empty, the number when it is one (thousands
 * separators as people type them, "360,000", dropped), else the text itself, so the server's own
 * message ("정원은 숫자로 입력해 주세요.") is shown at the field.
 */
export function typedNumber(typed: string): number | null {
  const digits = typed.replace(/[,\s]/g, '');
  if (digits === '') return null;
  return (/^\d+$/.test(digits) ? Number(digits) : typed) as number;
}

/** A date input's `min` and `max` from the contract's domain of its field, as of today in Korea. */
export function dayLimits(domain: DayDomain): { min: string; max: string } {
  const { from, to } = dayRange(domain);
  return { min: from, max: to };
}
