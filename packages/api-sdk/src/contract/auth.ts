import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { credentials, loginData } from './schemas';

export const adminLogin = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/admin-login',
  summary: '관리자 로그인',
  access: 'public',
  body: credentials,
  data: loginData,
});

export const adminToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/admin-token',
  summary: '관리자 세션 확인',
  access: 'admin',
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
