import * as z from 'zod/mini';

/** Route parameter rules of spec §5, shared by the server's validation and the apps' route matching. */
export const DIGITS = /^\d+$/;
export const TOKEN = /^[a-z0-9_-]+$/;

export const numericId = z.string().check(z.regex(DIGITS, '숫자만 입력할 수 있습니다.'));
export const linkToken = z.string().check(z.regex(TOKEN, '영문 소문자, 숫자, _ 또는 -만 쓸 수 있습니다.'));

/** The data of every login and token reply (spec §3). */
export const loginData = z.object({
  /** Satisfies the client's "token present" rule; the credential itself is the httpOnly cookie. */
  token: z.string(),
  id: z.number(),
  group: z.string(),
  type: z.nullable(z.string()),
  code: z.nullable(z.string()),
  university: z.nullable(z.object({ id: z.number(), name: z.string() })),
});
export type LoginData = z.output<typeof loginData>;

export const credentials = z.object({
  loginId: z.string().check(z.trim(), z.minLength(1, '아이디를 입력해 주세요.'), z.maxLength(200)),
  password: z.string().check(z.minLength(1, '비밀번호를 입력해 주세요.'), z.maxLength(200)),
});
