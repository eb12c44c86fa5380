import * as z from 'zod/mini';
import { ACTION_ITEMS, DIGITS, GROUPS, TOKEN } from '../constants';

export const numericId = z.string().check(z.regex(DIGITS, '숫자만 입력할 수 있습니다.'));
export const linkToken = z.string().check(z.regex(TOKEN, '영문 소문자, 숫자, _ 또는 -만 쓸 수 있습니다.'));
export const actionItem = z.enum(ACTION_ITEMS);

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
  z
    .string(`${label} 입력해 주세요.`)
    .check(z.trim(), z.minLength(1, `${label} 입력해 주세요.`), z.maxLength(max, `${max}자까지 입력할 수 있습니다.`));

export const credentials = z.object({
  login_id: requiredText('아이디를'),
  password: z
    .string('비밀번호를 입력해 주세요.')
    .check(z.minLength(1, '비밀번호를 입력해 주세요.'), z.maxLength(200, '비밀번호가 너무 깁니다.')),
});

export const email = z
  .string('이메일 주소를 입력해 주세요.')
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, '이메일 주소가 너무 깁니다.'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일 주소 형식이 올바르지 않습니다.'),
  );

/** Sign-up passwords: 8 to 64 characters with at least one letter and one digit. */
export const newPassword = z
  .string('비밀번호를 입력해 주세요.')
  .check(
    z.minLength(8, '비밀번호는 8자 이상이어야 합니다.'),
    z.maxLength(64, '비밀번호는 64자 이하여야 합니다.'),
    z.regex(/[A-Za-z]/, '비밀번호에 영문자를 하나 이상 넣어 주세요.'),
    z.regex(/\d/, '비밀번호에 숫자를 하나 이상 넣어 주세요.'),
  );

export { requiredText };

export const pageQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1, '페이지는 1 이상이어야 합니다.'))),
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100, '한 번에 100개까지 볼 수 있습니다.'))),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

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
