import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { credentials, id, line, loginData } from './schemas';

// Spec §6: four API areas, each with its own login, logout and token check, plus the instructor
// and AI-gift logins. A token check without a session answers 401.

/** End-user login: `link` with a link token, or `gwangju` (regional) with a token and the user's id. */
export const userLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/login/{type}',
  summary: '사용자 로그인 (링크 토큰, 지역 링크)',
  access: 'public',
  params: z.object({ type: z.enum(['link', 'gwangju'], '지원하지 않는 로그인 방식입니다.') }),
  body: z.object({
    token: line('링크 코드를 입력해 주세요.').check(
      z.trim(),
      z.minLength(1, '링크 코드를 입력해 주세요.'),
      z.maxLength(100, '링크 코드가 너무 깁니다.'),
    ),
    user_id: z.optional(id()),
  }),
  data: loginData,
});

export const aiGiftLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/ai-gift/login',
  summary: 'AI 선물 코드 로그인',
  access: 'public',
  body: z.object({
    code: line('선물 코드를 입력해 주세요.').check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, '선물 코드를 입력해 주세요.'),
      z.maxLength(50, '선물 코드가 너무 깁니다.'),
    ),
  }),
  data: loginData,
});

export const userLogout = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/logout',
  summary: '사용자 로그아웃',
  access: 'public',
  data: z.null(),
});

export const userToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/token',
  summary: '사용자 세션 확인',
  access: 'user',
  data: loginData,
});

export const universityUserLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/university-user-login',
  summary: '상담사 로그인',
  access: 'public',
  body: credentials,
  data: loginData,
});

export const instructorLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/instructor-login',
  summary: '강사 로그인 (이메일)',
  access: 'public',
  body: credentials,
  data: loginData,
});

export const universityUserLogout = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/university-user-logout',
  summary: '상담사·강사 로그아웃',
  access: 'public',
  data: z.null(),
});

export const universityUserToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/university-user-token',
  summary: '상담사·강사 세션 확인',
  access: 'universityUser',
  data: loginData,
});

export const universityLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/university-login',
  summary: '대학 담당자 로그인',
  access: 'public',
  body: credentials,
  data: loginData,
});

export const universityLogout = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/university-logout',
  summary: '대학 담당자 로그아웃',
  access: 'public',
  data: z.null(),
});

export const universityToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/university-token',
  summary: '대학 담당자 세션 확인',
  access: 'university',
  data: loginData,
});

export const adminLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/admin-login',
  summary: '관리자 로그인',
  access: 'public',
  body: credentials,
  data: loginData,
});

export const adminLogout = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/admin-logout',
  summary: '관리자 로그아웃',
  access: 'public',
  data: z.null(),
});

export const adminToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/admin-token',
  summary: '관리자 세션 확인',
  access: 'admin',
  data: loginData,
});
