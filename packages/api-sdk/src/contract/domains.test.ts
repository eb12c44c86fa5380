import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { todayInKorea } from '../koreaDay';
import { contract, toolDefinitions } from '.';
import {
  type CountDomain,
  count,
  dayCount,
  dayOf,
  dayRange,
  domains,
  FIRST_DAY,
  INT32_MAX,
  id,
  LAST_DAY,
  RECORD_DAYS,
  wonAmount,
} from './domain';
import type { Endpoint } from './endpoint';
import { endpointFields, type Field, fieldsOf } from './fields';
import { day } from './schemas';

const accepts = (field: Pick<Field, 'schema' | 'coerce'>, value: unknown) =>
  z.safeParse(field.schema, field.coerce ? String(value) : value).success;
const issueOf = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

const today = todayInKorea();
/** Days a date field may be probed with: one of them lies in any sensible domain. */
const probeDays = [0, 1, -1, 30, -30]
  .map((days) => dayOf({ days }))
  .concat([1, -1, 5, -5, 10, -10].map((years) => dayOf({ years })));
/** Names that say a value is a day, whatever its schema. */
const DAY_NAME = /(^|_)(on|day|date|from|to|until|of)$/;

/**
 * A string field is a day when it takes some day but refuses a day the calendar does not have (the
 * calendar check only a day needs), or when its name says so and it takes a day.
 */
function isDayShaped(field: Field): boolean {
  if (field.kind !== 'string') return false;
  const taken = probeDays.find((probe) => accepts(field, probe));
  if (taken === undefined) return false;
  return !accepts(field, `${taken.slice(0, 4)}-02-30`) || DAY_NAME.test(field.path.at(-1) ?? '');
}

const endpoints = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
const inputs = endpointFields(endpoints);
const answerItems = Object.values(toolDefinitions).flatMap((tool) =>
  Object.entries(tool.items).flatMap(([pattern, schema]) =>
    fieldsOf(schema).map((field) => ({ name: `${tool.id} ${pattern} ${field.path.join('.')}`, field })),
  ),
);
const numbers = [...inputs, ...answerItems].filter(({ field }) => field.kind === 'number');
const days = inputs.filter(({ field }) => isDayShaped(field));

describe('every date and number the contract takes declares its domain', () => {
  it('finds the date and number fields of every entry', () => {
    expect(numbers.length).toBeGreaterThan(100);
    expect(days.length).toBeGreaterThan(30);
  });

  it.each(numbers)('$name declares its domain', ({ field }) => {
    expect(domains.get(field.schema)?.kind).toMatch(/^(id|count|won)$/);
  });

  it.each(numbers)('$name takes its domain and nothing outside it', ({ field }) => {
    const domain = domains.get(field.schema) as CountDomain | undefined;
    if (!domain) return; // the test above fails for it
    expect(domain.max).toBeLessThanOrEqual(INT32_MAX);
    expect(accepts(field, domain.min), `min ${domain.min}`).toBe(true);
    expect(accepts(field, domain.max), `max ${domain.max}`).toBe(true);
    for (const outside of [domain.min - 1, domain.max + 1, domain.min + 0.5])
      expect(accepts(field, outside), String(outside)).toBe(false);
  });

  it.each(days)('$name is a day with a declared domain', ({ field }) => {
    expect(domains.get(field.schema)?.kind).toBe('day');
  });

  it.each(days)('$name takes its days and nothing outside them', ({ field }) => {
    const domain = domains.get(field.schema);
    if (domain?.kind !== 'day') return; // the test above fails for it
    const { from, to } = dayRange(domain);
    expect(accepts(field, from), from).toBe(true);
    expect(accepts(field, to), to).toBe(true);
    const before = from === FIRST_DAY ? '1999-12-31' : dayOf({ days: -1 }, from);
    const after = to === LAST_DAY ? '2100-01-01' : dayOf({ days: 1 }, to);
    expect(accepts(field, before), before).toBe(false);
    expect(accepts(field, after), after).toBe(false);
  });

  it('holds the days seen in issue 35 to their domains', () => {
    const deposit = contract.instructorWork.depositProcess.body;
    const note = contract.consultantLog.save.body;
    for (const [schema, value, path] of [
      [deposit, { class_id: 1, action: 'deposit', amount: 1000, deposited_on: '2099-12-31' }, 'deposited_on'],
      [note, { user_id: 1, action_item: 'general', session_on: '2099-12-31', visibility: 'private' }, 'session_on'],
    ] as const) {
      const issues = z.safeParse(schema, value).error?.issues ?? [];
      expect(issues.map((issue) => issue.path.join('.'))).toContain(path);
    }
  });
});

describe('dayOf', () => {
  it('counts days and years from a given day, a leap day falling back to the month’s last', () => {
    expect(dayOf('today', '2026-12-02')).toBe('2026-12-02');
    expect(dayOf({ days: -2 }, '2026-03-01')).toBe('2026-02-27');
    expect(dayOf({ days: 30 }, '2026-12-02')).toBe('2027-01-01');
    expect(dayOf({ years: -5 }, '2026-12-02')).toBe('2021-12-02');
    expect(dayOf({ years: 1 }, '2028-02-29')).toBe('2029-02-28');
  });

  it('stays within the days a date field can hold', () => {
    expect(dayOf({ years: -10 }, '2004-06-01')).toBe(FIRST_DAY);
    expect(dayOf({ years: 10 }, '2095-06-01')).toBe(LAST_DAY);
  });

  it('counts a class’s days with both ends', () => {
    expect(dayCount('2026-07-20', '2026-07-21')).toBe(2);
    expect(dayCount('2028-01-01', '2028-12-31')).toBe(366);
  });
});

describe('day', () => {
  const depositDay = day({ topic: '입금일은', ...RECORD_DAYS });

  it('takes today and the first day of its domain, and says the domain when refusing', () => {
    expect(z.safeParse(depositDay, today).success).toBe(true);
    expect(z.safeParse(depositDay, dayOf({ years: -5 })).success).toBe(true);
    expect(issueOf(depositDay, '2099-12-31')).toBe(
      `입금일은 5년 전(${dayOf({ years: -5 })})부터 오늘(${today})까지 입력할 수 있습니다.`,
    );
    expect(issueOf(depositDay, '2000-01-01')).toMatch(/^입금일은 5년 전/);
  });

  it('refuses what is not a day with one reason', () => {
    expect(z.safeParse(depositDay, '2026-02-30').error?.issues.map((issue) => issue.message)).toEqual([
      '달력에 없는 날짜입니다.',
    ]);
    expect(issueOf(depositDay, '26-12-02')).toBe('날짜는 2000~2099년의 YYYY-MM-DD 형식으로 입력해 주세요.');
  });

  it('records its domain', () => {
    expect(domains.get(depositDay)).toEqual({ kind: 'day', ...RECORD_DAYS });
  });
});

describe('count, wonAmount and id', () => {
  it('word every refusal from the topic and say the domain', () => {
    const capacity = count({ topic: '정원은', min: 1, max: 1000, unit: '명' });
    expect(issueOf(capacity, '3')).toBe('정원은 숫자로 입력해 주세요.');
    expect(issueOf(capacity, 1.5)).toBe('정원은 정수로 입력해 주세요.');
    expect(issueOf(capacity, 1001)).toBe('정원은 1명부터 1,000명까지 입력할 수 있습니다.');
    expect(domains.get(capacity)).toEqual({ kind: 'count', min: 1, max: 1000, unit: '명' });
  });

  it('take one message for every refusal when given', () => {
    const scale = count({ message: '1에서 5 사이로 골라 주세요.', min: 1, max: 5 });
    expect([issueOf(scale, 'x'), issueOf(scale, 6), issueOf(scale, 2.5)]).toEqual(
      Array(3).fill('1에서 5 사이로 골라 주세요.'),
    );
  });

  it('coerce query text when asked', () => {
    const page = count({ topic: '페이지는', min: 1, max: 10, coerce: true });
    expect(z.safeParse(page, '3').data).toBe(3);
    expect(z.safeParse(page, '11').success).toBe(false);
  });

  it('word money in won', () => {
    const fee = wonAmount({ topic: '강사료는', max: 100_000_000 });
    expect(issueOf(fee, 10.5)).toBe('강사료는 원 단위 정수로 입력해 주세요.');
    expect(issueOf(fee, 100_000_001)).toBe('강사료는 0원부터 100,000,000원까지 입력할 수 있습니다.');
    expect(domains.get(fee)).toEqual({ kind: 'won', min: 0, max: 100_000_000, unit: '원' });
  });

  it('keep ids to the integer columns', () => {
    expect(issueOf(id(), 0)).toBe('올바른 번호가 아닙니다.');
    expect(z.safeParse(id(), INT32_MAX).success).toBe(true);
    expect(domains.get(id())).toEqual({ kind: 'id', min: 1, max: INT32_MAX });
  });

  it('refuse a domain the database cannot hold', () => {
    expect(() => count({ topic: '수는', min: 0, max: INT32_MAX + 1 })).toThrow(/integer columns/);
    expect(() => count({ topic: '수는', min: 5, max: 1 })).toThrow();
  });

  it('keep the domain through a further check (a choice among values)', () => {
    const lengths = count({ message: '3, 5 중 하나로 답해 주세요.', min: 3, max: 5 }).check(
      z.refine((value) => value !== 4, '3, 5 중 하나로 답해 주세요.'),
    );
    expect(domains.get(lengths)).toMatchObject({ min: 3, max: 5 });
  });
});
