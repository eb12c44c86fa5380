import type { Access, LoginData } from '@career/api-sdk';
import type { Context } from 'hono';
import type { SessionArea, UniversityUserType } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/router';
import { readSession, type SessionRecord } from './sessions';

interface UniversityRef {
  id: number;
  name: string;
}

interface Named {
  session: SessionRecord;
  name: string;
}

export interface UserPrincipal extends Named {
  area: 'user';
  userId: number;
  aiGiftCode: string | null;
}

export interface UniversityUserPrincipal extends Named {
  area: 'universityUser';
  universityUserId: number;
  type: UniversityUserType;
  university: UniversityRef | null;
}

export interface UniversityPrincipal extends Named {
  area: 'university';
  managerId: number;
  university: UniversityRef;
}

export interface AdminPrincipal extends Named {
  area: 'admin';
  adminId: number;
}

export type Principal = UserPrincipal | UniversityUserPrincipal | UniversityPrincipal | AdminPrincipal;

/** What a handler of an endpoint with this access receives. */
export type PrincipalFor<A extends Access> = A extends 'user'
  ? UserPrincipal
  : A extends 'universityUser' | 'instructor'
    ? UniversityUserPrincipal
    : A extends 'university'
      ? UniversityPrincipal
      : A extends 'admin'
        ? AdminPrincipal
        : null;

/** Loads who a live session belongs to; null when the account is gone or deactivated. */
export async function loadPrincipal({ database }: Deps, session: SessionRecord): Promise<Principal | null> {
  const { db } = database;
  switch (session.area) {
    case 'user': {
      const user = await db
        .selectFrom('app_user')
        .select(['id', 'name'])
        .where('id', '=', session.subjectId)
        .executeTakeFirst();
      return user ? { area: 'user', session, name: user.name, userId: user.id, aiGiftCode: session.aiGiftCode } : null;
    }
    case 'universityUser': {
      const row = await db
        .selectFrom('university_user as uu')
        .leftJoin('university as u', 'u.id', 'uu.university_id')
        .select(['uu.id', 'uu.name', 'uu.type', 'uu.active', 'u.id as university_id', 'u.name as university_name'])
        .where('uu.id', '=', session.subjectId)
        .executeTakeFirst();
      if (!row?.active) return null;
      const university =
        row.university_id && row.university_name ? { id: row.university_id, name: row.university_name } : null;
      return { area: 'universityUser', session, name: row.name, universityUserId: row.id, type: row.type, university };
    }
    case 'university': {
      const row = await db
        .selectFrom('university_manager as m')
        .innerJoin('university as u', 'u.id', 'm.university_id')
        .select(['m.id', 'm.name', 'u.id as university_id', 'u.name as university_name'])
        .where('m.id', '=', session.subjectId)
        .executeTakeFirst();
      return row
        ? {
            area: 'university',
            session,
            name: row.name,
            managerId: row.id,
            university: { id: row.university_id, name: row.university_name },
          }
        : null;
    }
    case 'admin': {
      const row = await db
        .selectFrom('admin_account')
        .select(['id', 'name'])
        .where('id', '=', session.subjectId)
        .executeTakeFirst();
      return row ? { area: 'admin', session, name: row.name, adminId: row.id } : null;
    }
  }
}

const areaOfAccess: Readonly<Record<Exclude<Access, 'public'>, SessionArea>> = {
  user: 'user',
  universityUser: 'universityUser',
  instructor: 'universityUser',
  university: 'university',
  admin: 'admin',
};

export const LOGIN_REQUIRED = '로그인이 필요합니다.';
const INSTRUCTOR_ONLY = '강사 계정으로 로그인해 주세요.';

/** Enforces an endpoint's access: 401 without a live session, 403 for a non-instructor on instructor calls. */
export async function authorize(deps: Deps, c: Context, access: Access): Promise<Principal | null> {
  if (access === 'public') return null;
  const session = await readSession(deps, c, areaOfAccess[access]);
  const principal = session && (await loadPrincipal(deps, session));
  if (!principal) throw new ApiError(401, LOGIN_REQUIRED);
  if (access === 'instructor' && !(principal.area === 'universityUser' && principal.type === 'INSTRUCTOR')) {
    throw new ApiError(403, INSTRUCTOR_ONLY);
  }
  return principal;
}

const groupOfArea = {
  user: 'USER',
  universityUser: 'UNIVERSITY_USER',
  university: 'UNIVERSITY',
  admin: 'ADMIN',
} as const;

/** The login/token reply of spec §3 for a principal. */
export function loginDataOf(principal: Principal): LoginData {
  const base = { token: principal.session.publicToken, group: groupOfArea[principal.area], name: principal.name };
  switch (principal.area) {
    case 'user':
      return { ...base, id: principal.userId, type: null, code: principal.aiGiftCode, university: null };
    case 'universityUser':
      return {
        ...base,
        id: principal.universityUserId,
        type: principal.type,
        code: null,
        university: principal.university,
      };
    case 'university':
      return { ...base, id: principal.managerId, type: null, code: null, university: principal.university };
    case 'admin':
      return { ...base, id: principal.adminId, type: null, code: null, university: null };
  }
}
