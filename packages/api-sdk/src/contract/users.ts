import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { numericId, page, pageQuery, universityRef, userProfile, userWithResults } from './schemas';

/** The signed-in user's own profile. */
export const user = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/user/{id}',
  summary: '사용자 정보',
  access: 'user',
  params: z.object({ id: numericId }),
  data: userProfile,
});

/** A student of one of the consultant's or instructor's classes, with the tools they completed. */
export const studentDetails = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/student/details/{id}',
  summary: '학생 상세',
  access: 'universityUser',
  params: z.object({ id: numericId }),
  data: userWithResults,
});

/**
 * The students of the classes assigned to the caller (a consultant's students, an instructor's
 * participants), with the tools each completed: whom a session's tools can be run for.
 */
export const studentList = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/student/list',
  summary: '담당 학생 목록',
  access: 'universityUser',
  data: z.array(userWithResults),
});

export const activeUniversities = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/university/active/list',
  summary: '운영 중인 대학 목록',
  access: 'public',
  data: z.array(universityRef),
});

export const adminUserList = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/admin/user/list',
  summary: '사용자 목록 (관리자)',
  access: 'admin',
  query: pageQuery,
  data: page(userProfile),
});

export const adminUser = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/admin/user/{id}',
  summary: '사용자 상세 (관리자)',
  access: 'admin',
  params: z.object({ id: numericId }),
  data: userWithResults,
});
