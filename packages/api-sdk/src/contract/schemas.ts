import * as z from 'zod/mini';
import { DIGITS, GROUPS, TOKEN } from '../constants';
import { withoutInvisibleFormat } from '../invisibleText';
import { todayInKorea } from '../koreaDay';
import { ACTION_ITEMS } from '../registry';
import { count, type DayDomain, dayRange, dayRangeMessage, domains, INT32_MAX } from './domain';

export {
  CLASS_DAYS,
  CONTRACT_DAYS,
  count,
  type DayBound,
  type DayDomain,
  type Domain,
  DUE_DAYS,
  dayCount,
  dayOf,
  dayRange,
  dayRangeMessage,
  domains,
  INT32_MAX,
  id,
  MAX_CLASS_DAYS,
  PERIOD_DAYS,
  RECORD_DAYS,
  VALIDITY_DAYS,
  wonAmount,
} from './domain';

// ── What the database can store ──
// Every string a caller sends goes through `text` (or `line`), and every date and number through a
// builder with a domain (`day` below, `count`, `wonAmount`, `id` in domain.ts), so input the
// database cannot hold is refused here with a Korean message instead of failing in a query.
// Contract tests hold every entry to this (storable.test.ts, domains.test.ts).

const UNUSABLE_CHARACTER = '입력값에 쓸 수 없는 문자가 들어 있습니다.';
/** An unpaired surrogate, which UTF-8 cannot encode (a `u` regex sees pairs as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Control characters (C0, DEL, C1): they have no place in a one-line value. */
const CONTROL = /\p{Cc}/u;

/** The one check behind every string of the contract (PostgreSQL text cannot hold U+0000); tests look for it by identity. */
export const storableText = z.refine<string>(
  (value) => !value.includes('\u0000') && !LONE_SURROGATE.test(value),
  UNUSABLE_CHARACTER,
);
const singleLine = z.refine<string>((value) => !CONTROL.test(value), UNUSABLE_CHARACTER);

// ── Text that cannot rewrite the screen (invisibleText.ts) ──

const INVISIBLE_FORMAT =
  '보이지 않는 서식 문자(글자 방향을 바꾸는 문자, 폭 없는 공백 등)는 쓸 수 없습니다. 지우고 다시 입력해 주세요.';
/** One-line values refuse invisible format characters: the writer learns of a character they cannot see. Tests look for it by identity. */
export const visibleText = z.refine<string>((value) => withoutInvisibleFormat(value) === value, INVISIBLE_FORMAT);
/**
 * Multi-line values drop them instead: a pasted paragraph (from a web page, a word processor, a
 * PDF) brings zero-width spaces and direction marks its writer cannot see or find, and Korean prose
 * loses nothing without them. Tests look for it by identity.
 */
export const pastedText = z.overwrite<string>(withoutInvisibleFormat);

/** Text the database can store (multi-line values: tabs and line breaks allowed; invisible format characters dropped). */
export const text = (message?: string) => z.string(message).check(storableText, pastedText);

/** One-line text: no control or invisible format characters at all (names, titles, ids, codes, addresses). */
export const line = (message?: string) => z.string(message).check(storableText, singleLine, visibleText);

/**
 * A secret as it was chosen (passwords): storable, and otherwise untouched. It is compared, never
 * shown, so nothing in it can rewrite a screen, and dropping a character here but not at an older
 * sign-in would lock its owner out.
 */
export const secret = (message?: string) => z.string(message).check(storableText);

/** Whether YYYY-MM-DD names a day that exists (no 2026-02-30, no month 13). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DAY_FORMAT = /^20\d{2}-\d{2}-\d{2}$/;

/**
 * A calendar day as YYYY-MM-DD that exists, within its domain relative to today in Korea (checked
 * on the day of the call). `topic` is the Korean noun with its topic particle ('입금일은').
 */
export function day({ topic, from, to }: DayDomain & { readonly topic: string }) {
  const domain = { from, to };
  const schema = line('날짜를 입력해 주세요.').check(
    z.regex(DAY_FORMAT, '날짜는 2000~2099년의 YYYY-MM-DD 형식으로 입력해 주세요.'),
    z.refine(isCalendarDate, '달력에 없는 날짜입니다.'),
    z.superRefine((value, ctx) => {
      if (!DAY_FORMAT.test(value) || !isCalendarDate(value)) return;
      const today = todayInKorea();
      const range = dayRange(domain, today);
      if (value < range.from || value > range.to)
        ctx.addIssue({ code: 'custom', input: value, message: dayRangeMessage(topic, domain, today) });
    }),
  );
  domains.add(schema, { kind: 'day', ...domain });
  return schema;
}

/** A row id in a path (spec §5: digits), within the integer columns' range. */
export const numericId = line().check(
  z.regex(DIGITS, '숫자만 입력할 수 있습니다.'),
  z.refine((value) => Number(value) <= INT32_MAX, '올바른 번호가 아닙니다.'),
);
export const linkToken = line().check(
  z.regex(TOKEN, '영문 소문자, 숫자, _ 또는 -만 쓸 수 있습니다.'),
  z.maxLength(100, '링크 코드가 너무 깁니다.'),
);
export const actionItem = z.enum(ACTION_ITEMS);
/** An AI-gift code as it appears in a path. */
export const giftCode = line().check(z.regex(/^[A-Za-z0-9-]{1,50}$/, '선물 코드 형식이 올바르지 않습니다.'));

export const universityRef = z.object({ id: z.number(), name: z.string() });

/** The data of every login and token reply (spec §3). */
export const loginData = z.object({
  /** Satisfies the client's "token present" rule; the credential itself is the httpOnly cookie. */
  token: z.string(),
  id: z.number(),
  group: z.enum(GROUPS),
  /** University users: 'CONSULTANT' or 'INSTRUCTOR'; otherwise null. */
  type: z.nullable(z.string()),
  /** The gift code of an AI-gift login; otherwise null. */
  code: z.nullable(z.string()),
  university: z.nullable(universityRef),
  /** Display name of the signed-in person, for the layouts (kept apart from the session store). */
  name: z.string(),
});
export type LoginData = z.output<typeof loginData>;

/** Url data of a token exchange (spec §3), stored by the client after the exchange. */
export const urlTokenData = z.object({
  university_user_id: z.nullable(z.number()),
  type: z.nullable(z.string()),
  token: z.string(),
  class_id: z.nullable(z.number()),
});
export type UrlTokenData = z.output<typeof urlTokenData>;

/** Trimmed text that must not be empty; `label` is the Korean noun with its object particle ('이름을'). */
const requiredText = (label: string, max = 200) =>
  line(`${label} 입력해 주세요.`).check(
    z.trim(),
    z.minLength(1, `${label} 입력해 주세요.`),
    z.maxLength(max, `${max}자까지 입력할 수 있습니다.`),
  );

/** A password being checked (sign-in, confirming a change): anything storable, as it was chosen. */
export const password = secret('비밀번호를 입력해 주세요.').check(
  z.minLength(1, '비밀번호를 입력해 주세요.'),
  z.maxLength(200, '비밀번호가 너무 깁니다.'),
);

export const credentials = z.object({ login_id: requiredText('아이디를'), password });

export const email = line('이메일 주소를 입력해 주세요.').check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254, '이메일 주소가 너무 깁니다.'),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일 주소 형식이 올바르지 않습니다.'),
);

/** Sign-up passwords: 8 to 64 characters with at least one letter and one digit. */
export const newPassword = secret('비밀번호를 입력해 주세요.').check(
  z.minLength(8, '비밀번호는 8자 이상이어야 합니다.'),
  z.maxLength(64, '비밀번호는 64자 이하여야 합니다.'),
  z.regex(/[A-Za-z]/, '비밀번호에 영문자를 하나 이상 넣어 주세요.'),
  z.regex(/\d/, '비밀번호에 숫자를 하나 이상 넣어 주세요.'),
);

export { requiredText };

export const pageQuery = z.object({
  page: z.optional(count({ topic: '페이지는', min: 1, max: INT32_MAX, coerce: true })),
  size: z.optional(count({ topic: '한 페이지의 개수는', min: 1, max: 100, unit: '개', coerce: true })),
  keyword: z.optional(line().check(z.trim(), z.maxLength(100, '검색어는 100자까지 입력할 수 있습니다.'))),
});

/**
 * A console list's query: paging and search, plus `sort` as a column key, `-key` for descending
 * (the keys a list offers; anything else is a Korean 400).
 */
export const listQuery = <const K extends readonly [string, ...string[]]>(sortKeys: K) =>
  z.object({
    ...pageQuery.shape,
    sort: z.optional(
      z.enum(
        [...sortKeys, ...sortKeys.map((key) => `-${key}`)] as [string, ...string[]],
        '정렬 기준이 올바르지 않습니다.',
      ),
    ),
  });

/** Lists filter by whether a row is in use. */
export const activeFilter = z.optional(z.enum(['all', 'active', 'inactive'], '사용 여부 필터가 올바르지 않습니다.'));

/** An export: the file the console saves (UTF-8 CSV with a BOM). */
export const csvExport = z.object({ filename: z.string(), csv: z.string() });

/**
 * A user's sign-in link in force: `path` is the address that signs them in, `/user/{token}` or, for a
 * regional link, `/gwangju/{token}/{userId}` (spec §2); a console prints the origin before it.
 */
export const signInLink = z.object({
  token: z.string(),
  path: z.string(),
  created_at: z.string(),
  use_count: z.number(),
});

/**
 * A page of a list. `total_at_least`: the count stopped at `total` (LIST_COUNT_LIMIT, or the end of
 * the page asked for) and the list holds more.
 */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    total_at_least: z.optional(z.boolean()),
    page: z.number(),
    size: z.number(),
  });

/** A user as other calls show them. */
export const userProfile = z.object({
  id: z.number(),
  name: z.string(),
  student_number: z.nullable(z.string()),
  university: z.nullable(universityRef),
  class: z.nullable(z.object({ id: z.number(), name: z.string() })),
  created_at: z.string(),
});

/** One saved tool result, as the completed-tool calls list it (spec §3). */
export const resultRecord = z.object({ action_item: actionItem, created_at: z.string() });

/** A user with the tools they have completed. */
export const userWithResults = z.object({ ...userProfile.shape, results: z.array(resultRecord) });
