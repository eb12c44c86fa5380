import { dayCount, MAX_CLASS_DAYS } from '@career/api-sdk';
import { fieldError } from '../people/fields';

// The contract declares every date's and number's domain (api-sdk domain.ts). What a domain cannot
// know without the database (a class-log day within its class's days, a deposit within its class's
// fee, a class's length) the handler checks here, refused the same way: 400 naming the field, so
// the form shows the reason at it.

/** Refuses `value` outside `min`…`max` (days as YYYY-MM-DD, or numbers; a missing end is open) as its field's 400. */
export function requireWithin<T extends string | number>(
  path: string,
  value: T,
  { min, max }: { min?: T | null; max?: T | null },
  message: string,
): void {
  if ((min !== undefined && min !== null && value < min) || (max !== undefined && max !== null && value > max))
    throw fieldError(400, path, message);
}

const SPAN_TOO_LONG = `수업 기간은 ${MAX_CLASS_DAYS}일(1년)까지 정할 수 있습니다. 종료일을 앞당겨 주세요.`;

/** A class's days, when both are set: at most MAX_CLASS_DAYS, so its log (one entry a day) stays bounded. */
export function requireClassSpan(starts: string | null | undefined, ends: string | null | undefined): void {
  if (starts && ends && ends >= starts)
    requireWithin('ends_on', dayCount(starts, ends), { max: MAX_CLASS_DAYS }, SPAN_TOO_LONG);
}
