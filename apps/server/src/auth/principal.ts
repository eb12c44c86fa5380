import type { Access, LoginData } from '@career/api-sdk';
import type { Context } from 'hono';
import { compiledOnce } from '../db/compiledOnce';
import type { SessionArea } from '../db/schema';
import { ApiError } from '../http/errors';
import type {
  AdminPrincipal,
  Deps,
  Principal,
  SessionPrincipal,
  UniversityPrincipal,
  UniversityUserPrincipal,
  UserPrincipal,
} from '../http/types';
import { guestBrowserHash } from './guests';
import { liveSession, sessionTokenHash, touchSession } from './sessions';

// The live session of each area joined with its account: who is calling, in one query.
const userSession = compiledOnce((deps: Deps, tokenHash: string) =>
  liveSession(deps, 'user', tokenHash).innerJoin('app_user as a', 'a.id', 's.subject_id').select(['a.id', 'a.name']),
);
const universityUserSession = compiledOnce((deps: Deps, tokenHash: string) =>
  liveSession(deps, 'universityUser', tokenHash)
    .innerJoin('university_user as uu', 'uu.id', 's.subject_id')
    .leftJoin('university as u', 'u.id', 'uu.university_id')
    .select(['uu.id', 'uu.name', 'uu.type', 'u.id as university_id', 'u.name as university_name'])
    .where('uu.active', '=', true),
);
const universitySession = compiledOnce((deps: Deps, tokenHash: string) =>
  liveSession(deps, 'university', tokenHash)
    .innerJoin('university_manager as m', 'm.id', 's.subject_id')
    .innerJoin('university as u', 'u.id', 'm.university_id')
    .select(['m.id', 'm.name', 'u.id as university_id', 'u.name as university_name'])
    .where('m.active', '=', true),
);
const adminSession = compiledOnce((deps: Deps, tokenHash: string) =>
  liveSession(deps, 'admin', tokenHash)
    .innerJoin('admin_account as a', 'a.id', 's.subject_id')
    .select(['a.id', 'a.name']),
);

interface Found {
  principal: SessionPrincipal;
  sessionId: number;
  touch: boolean;
}

async function findSessionAccount(deps: Deps, area: SessionArea, tokenHash: string): Promise<Found | null> {
  switch (area) {
    case 'user': {
      const row = await userSession(deps, tokenHash);
      if (!row) return null;
      const principal: UserPrincipal = {
        area,
        publicToken: row.public_token,
        name: row.name,
        userId: row.id,
        aiGiftCode: row.ai_gift_code,
      };
      return { principal, sessionId: row.session_id, touch: row.touch };
    }
    case 'universityUser': {
      const row = await universityUserSession(deps, tokenHash);
      if (!row) return null;
      const university =
        row.university_id && row.university_name ? { id: row.university_id, name: row.university_name } : null;
      const principal: UniversityUserPrincipal = {
        area,
        publicToken: row.public_token,
        name: row.name,
        universityUserId: row.id,
        type: row.type,
        university,
      };
      return { principal, sessionId: row.session_id, touch: row.touch };
    }
    case 'university': {
      const row = await universitySession(deps, tokenHash);
      if (!row) return null;
      const principal: UniversityPrincipal = {
        area,
        publicToken: row.public_token,
        name: row.name,
        managerId: row.id,
        university: { id: row.university_id, name: row.university_name },
      };
      return { principal, sessionId: row.session_id, touch: row.touch };
    }
    case 'admin': {
      const row = await adminSession(deps, tokenHash);
      if (!row) return null;
      const principal: AdminPrincipal = { area, publicToken: row.public_token, name: row.name, adminId: row.id };
      return { principal, sessionId: row.session_id, touch: row.touch };
    }
  }
}

/**
 * Who the live session of `area` with this token hash belongs to; null when there is none or its
 * account is gone or deactivated. Read from the database on every call, never cached, so a logout
 * or a deactivation on any server instance counts at once.
 */
export async function findPrincipal(
  deps: Deps,
  area: SessionArea,
  tokenHash: string,
): Promise<SessionPrincipal | null> {
  const found = await findSessionAccount(deps, area, tokenHash);
  if (!found) return null;
  if (found.touch) await touchSession(deps, found.sessionId);
  return found.principal;
}

const areaOfAccess: Readonly<Record<Exclude<Access, 'public' | 'guest'>, SessionArea>> = {
  user: 'user',
  universityUser: 'universityUser',
  consultant: 'universityUser',
  instructor: 'universityUser',
  university: 'university',
  admin: 'admin',
};

export const LOGIN_REQUIRED = '로그인이 필요합니다.';
const GUEST_REQUIRED = 'QR 코드로 다시 들어와 주세요.';
const INSTRUCTOR_ONLY = '강사 계정으로 로그인해 주세요.';
const CONSULTANT_ONLY = '상담사 계정으로 로그인해 주세요.';

/**
 * Enforces an endpoint's access: 401 without a live session, 403 for a university user of the
 * other type on consultant or instructor calls.
 */
export async function authorize(deps: Deps, c: Context, access: Access): Promise<Principal | null> {
  if (access === 'public') return null;
  if (access === 'guest') {
    const browserHash = guestBrowserHash(c);
    if (!browserHash) throw new ApiError(401, GUEST_REQUIRED);
    return { area: 'guest', browserHash };
  }
  const area = areaOfAccess[access];
  const tokenHash = sessionTokenHash(c, area);
  const principal = tokenHash && (await findPrincipal(deps, area, tokenHash));
  if (!principal) throw new ApiError(401, LOGIN_REQUIRED);
  if (access === 'instructor' && !(principal.area === 'universityUser' && principal.type === 'INSTRUCTOR')) {
    throw new ApiError(403, INSTRUCTOR_ONLY);
  }
  if (access === 'consultant' && !(principal.area === 'universityUser' && principal.type !== 'INSTRUCTOR')) {
    throw new ApiError(403, CONSULTANT_ONLY);
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
export function loginDataOf(principal: SessionPrincipal): LoginData {
  const base = { token: principal.publicToken, group: groupOfArea[principal.area], name: principal.name };
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
