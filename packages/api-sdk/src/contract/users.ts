import * as z from 'zod/mini';
import { STUDENT_SORTS, USER_KINDS } from '../constants';
import { adminGrant, adminUserResource } from './admin';
import { consultantLogRow } from './consultantLog';
import { defineEndpoint } from './endpoint';
import {
  actionItem,
  listQuery,
  numericId,
  page,
  signInLink,
  universityRef,
  userProfile,
  userWithResults,
} from './schemas';

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
 * participants), with the tools each completed: whom a session's tools can be run for. Searched by
 * name or student number, sorted and paged on the server, so a consultant of 2,000 students gets a
 * page, not all of them with every result (issue 38).
 */
export const studentList = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/student/list',
  summary: '담당 학생 목록: 이름·학번 검색, 정렬, 페이지, 학생마다 마친 도구',
  access: 'universityUser',
  query: listQuery(STUDENT_SORTS),
  data: page(z.object({ ...userProfile.shape, completed: z.array(actionItem) })),
});

export const activeUniversities = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/university/active/list',
  summary: '운영 중인 대학 목록',
  access: 'public',
  data: z.array(universityRef),
});

export const { adminUserList, adminUserExport } = adminUserResource.endpoints;

export const adminUser = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/admin/user/{id}',
  summary: '사용자 상세 (관리자): 정보, 완료한 도구, 이용권, 로그인 링크',
  access: 'admin',
  params: z.object({ id: numericId }),
  data: z.object({
    ...userWithResults.shape,
    kind: z.enum(USER_KINDS),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    grants: z.array(adminGrant),
    link: z.nullable(signInLink),
    runs: z.array(
      z.object({
        id: z.number(),
        action_item: actionItem,
        status: z.enum(['open', 'completed', 'abandoned']),
        created_at: z.string(),
        completed_at: z.nullable(z.string()),
      }),
    ),
    /** Every consultant log about them, deleted ones too (the administrator erases them). */
    notes: z.array(consultantLogRow),
  }),
});
