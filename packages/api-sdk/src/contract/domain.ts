import * as z from 'zod/mini';
import { todayInKorea } from '../koreaDay';

// ── Domains: what a date or a number may be ──
// Every date and number a caller sends is built by `day` (schemas.ts), `count`, `wonAmount` or `id`
// (here), and each builder records the field's domain beside its schema. A contract test
// (domains.test.ts) holds every field of every endpoint to having one, so a new field cannot
// forget, and checks that each schema refuses just outside its domain. Domains that depend on
// stored rows (a class-log day within that class's dates, a deposit within that class's fee, a
// class's length) are checked by the handler and refused the same way: 400 naming the field.

/** The largest value of the database's integer columns: no id or count can be larger. */
export const INT32_MAX = 2_147_483_647;

/** A day relative to today in Korea: today, or some days or years before (negative) or after it. */
export type DayBound = 'today' | { readonly days: number } | { readonly years: number };

/** The days a date field takes, both ends included, relative to today in Korea (the day of the check). */
export interface DayDomain {
  readonly from: DayBound;
  readonly to: DayBound;
}

/** The whole numbers a number field takes, both ends included; `unit` is how they are counted ('명', '원'). */
export interface CountDomain {
  readonly min: number;
  readonly max: number;
  readonly unit?: string;
}

/** A field's declared domain. */
export type Domain = ({ readonly kind: 'day' } & DayDomain) | ({ readonly kind: 'id' | 'count' | 'won' } & CountDomain);

/** The domain of every date and number field, by its schema (tests read it; the builders write it). */
export const domains = z.registry<Domain>();

// ── Days ──

/** The first and last day any date field takes (the calendar format's own range). */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day a bound names, counted from `today` (YYYY-MM-DD), kept within FIRST_DAY…LAST_DAY. */
export function dayOf(bound: DayBound, today: string = todayInKorea()): string {
  if (bound === 'today') return today;
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const moved =
    'days' in bound
      ? new Date(Date.UTC(year, month - 1, date + bound.days))
      : new Date(Date.UTC(year + bound.years, month - 1, Math.min(date, daysInMonth(year + bound.years, month))));
  const day = moved.toISOString().slice(0, 10);
  return day < FIRST_DAY ? FIRST_DAY : day > LAST_DAY ? LAST_DAY : day;
}

/** The first and last day of a domain as of `today`: what a date input's `min` and `max` are. */
export function dayRange(domain: DayDomain, today: string = todayInKorea()): { from: string; to: string } {
  return { from: dayOf(domain.from, today), to: dayOf(domain.to, today) };
}

/** Days from `from` to `to`, both counted (a one-day class is 1). */
export const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

const boundText = (bound: DayBound, day: string) => {
  if (bound === 'today') return `오늘(${day})`;
  const [amount, unit] = 'days' in bound ? [bound.days, '일'] : [bound.years, '년'];
  return amount === 0 ? `오늘(${day})` : `${Math.abs(amount)}${unit} ${amount < 0 ? '전' : '뒤'}(${day})`;
};

/** What a date field takes, as a refusal says it ('입금일은 5년 전(2021-12-02)부터 오늘(2026-12-02)까지 …'). */
export function dayRangeMessage(topic: string, domain: DayDomain, today: string = todayInKorea()): string {
  const range = dayRange(domain, today);
  return `${topic} ${boundText(domain.from, range.from)}부터 ${boundText(domain.to, range.to)}까지 입력할 수 있습니다.`;
}

// ── The product's day domains, in one table ──
// Relative to the day of the call, so they never go stale; wide enough that a record saved again
// whole (a class, a plan, a validity window) keeps its days, narrow enough that no 2099 gets in.

/** A class's first and last day (a class-log day must also be within its own class's days). */
export const CLASS_DAYS = { from: { years: -5 }, to: { years: 5 } } as const satisfies DayDomain;
/**
 * The longest class, in days (a year, a leap day included). A class log holds one entry a class
 * and day, so a class's log holds at most this many entries.
 */
export const MAX_CLASS_DAYS = 366;
/** Something that has happened (a deposit received, a counselling session held): never ahead of today. */
export const RECORD_DAYS = { from: { years: -5 }, to: 'today' } as const satisfies DayDomain;
/** A validity window (a coupon's or an AI gift's days, a QR link's last day). */
export const VALIDITY_DAYS = { from: { years: -5 }, to: { years: 5 } } as const satisfies DayDomain;
/** A university's contract. */
export const CONTRACT_DAYS = { from: { years: -10 }, to: { years: 10 } } as const satisfies DayDomain;
/** A period asked about (a lecture-fee statement, a dashboard, statistics). */
export const PERIOD_DAYS = { from: { years: -10 }, to: { years: 5 } } as const satisfies DayDomain;
/** An action item's due day (a plan is saved again whole, its overdue items with it). */
export const DUE_DAYS = { from: { years: -10 }, to: { years: 10 } } as const satisfies DayDomain;

// ── Numbers ──

const number = (value: number) => value.toLocaleString('ko-KR');

/** What a number field takes, as a refusal says it ('정원은 1명부터 1,000명까지 …'). */
export const countRangeMessage = (topic: string, { min, max, unit = '' }: CountDomain) =>
  `${topic} ${number(min)}${unit}부터 ${number(max)}${unit}까지 입력할 수 있습니다.`;

/**
 * How a number field's refusals are worded: `topic` is the Korean noun with its topic particle
 * ('정원은'), from which each refusal is made; or one `message` for every refusal (an answer's scale).
 */
export type Wording =
  | { readonly topic: string; readonly message?: undefined }
  | { readonly message: string; readonly topic?: undefined };

/** Query parameters arrive as text and are coerced. */
type Coerced = { readonly coerce: true };
type Plain = { readonly coerce?: false };

function wholeNumber(kind: 'id' | 'count' | 'won', domain: CountDomain, wording: Wording, coerce: boolean) {
  const { min, max } = domain;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max || max > INT32_MAX || min < -INT32_MAX - 1)
    throw new Error(`a number field's domain must be whole numbers within the integer columns: ${min}…${max}`);
  const range = wording.message ?? countRangeMessage(wording.topic, domain);
  const type = wording.message ?? `${wording.topic} 숫자로 입력해 주세요.`;
  const whole =
    wording.message ??
    (kind === 'won' ? `${wording.topic} 원 단위 정수로 입력해 주세요.` : `${wording.topic} 정수로 입력해 주세요.`);
  const schema = (coerce ? z.coerce.number(type) : z.number(type)).check(
    z.int(whole),
    z.minimum(min, range),
    z.maximum(max, range),
  );
  domains.add(schema, { kind, ...domain });
  return schema;
}

/** A count (people, uses, codes, pages, seconds, a scale's points) within its stated domain. */
export function count(options: CountDomain & Wording & Coerced): z.ZodMiniNumber<unknown>;
export function count(options: CountDomain & Wording & Plain): z.ZodMiniNumber<number>;
export function count({ coerce = false, min, max, unit, ...wording }: CountDomain & Wording & { coerce?: boolean }) {
  return wholeNumber('count', unit === undefined ? { min, max } : { min, max, unit }, wording as Wording, coerce);
}

/** An amount of money in whole won, from `min` (0 unless stated) to `max`. */
export function wonAmount({ min = 0, max, ...wording }: { min?: number; max: number } & Wording) {
  return wholeNumber('won', { min, max, unit: '원' }, wording as Wording, false) as z.ZodMiniNumber<number>;
}

/** A row id: 1 to INT32_MAX (the integer columns). */
export function id(message?: string, options?: Plain): z.ZodMiniNumber<number>;
export function id(message: string | undefined, options: Coerced): z.ZodMiniNumber<unknown>;
export function id(message = '번호를 입력해 주세요.', { coerce = false }: { coerce?: boolean } = {}) {
  const wrong = '올바른 번호가 아닙니다.';
  const schema = (coerce ? z.coerce.number(message) : z.number(message)).check(
    z.int(wrong),
    z.minimum(1, wrong),
    z.maximum(INT32_MAX, wrong),
  );
  domains.add(schema, { kind: 'id', min: 1, max: INT32_MAX });
  return schema;
}
