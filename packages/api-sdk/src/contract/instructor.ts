import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { email, line, newPassword, requiredText } from './schemas';

/** Instructor sign-up: the e-mail's verification code, a password, and both agreements. */
export const signUp = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/sign-up',
  summary: '강사 회원가입',
  access: 'public',
  body: z.object({
    email,
    code: line('인증번호를 입력해 주세요.').check(z.trim(), z.regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.')),
    password: newPassword,
    name: requiredText('이름을', 50),
    phone: line('휴대전화 번호를 입력해 주세요.').check(
      z.trim(),
      z.regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, '휴대전화 번호 형식이 올바르지 않습니다.'),
    ),
    agree_terms: z.literal(true, '서비스 이용약관에 동의해 주세요.'),
    agree_privacy: z.literal(true, '개인정보 수집·이용에 동의해 주세요.'),
  }),
  data: z.object({ id: z.number() }),
});

/** Sends a six-digit verification code to the address (valid 10 minutes). */
export const sendEmail = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/send-email',
  summary: '가입 인증번호 메일 발송',
  access: 'public',
  body: z.object({ email }),
  data: z.object({ expires_in_seconds: z.number() }),
});

/** Whether an address is free for sign-up (rate-limited: it necessarily tells availability). */
export const checkEmail = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/check-email',
  summary: '가입 이메일 중복 확인',
  access: 'public',
  body: z.object({ email }),
  data: z.object({ available: z.boolean() }),
});

/**
 * Mails a one-time password reset code when the address has an instructor account; the reply is
 * the same either way (no account enumeration), and nothing changes until the code is used.
 */
export const sendPasswordResetCode = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/send-temporary-password',
  summary: '비밀번호 재설정 인증번호 발송',
  access: 'public',
  body: z.object({ email }),
  data: z.object({ expires_in_seconds: z.number() }),
});

/** Sets a password of the user's choosing with the mailed code: valid once, for a short time, for a few tries. */
export const resetPassword = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor/reset-password',
  summary: '비밀번호 재설정',
  access: 'public',
  body: z.object({
    email,
    // Spaces and hyphens a person types between the digits are dropped.
    code: line('인증번호를 입력해 주세요.').check(
      z.overwrite((value) => value.replace(/[\s-]/g, '')),
      z.regex(/^\d{8}$/, '인증번호 8자리를 입력해 주세요.'),
    ),
    password: newPassword,
  }),
  data: z.null(),
});
