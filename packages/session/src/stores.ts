import type { LoginData } from '@career/api-sdk';
import { proxy } from 'valtio';
import type { SessionKind } from './areas';

/** Spec §3 session fields, one store per audience. `null` until signed in. */
export interface UserSession {
  isAuth: boolean;
  uid: number | null;
  /** The gift code, only for an AI-gift login. */
  code: string | null;
  group: string | null;
}

export interface UniversityUserSession {
  isAuth: boolean;
  uid: number | null;
  group: string | null;
  /** 'INSTRUCTOR' means instructor; any other type means consultant. */
  type: string | null;
}

export interface UniversitySession {
  isAuth: boolean;
  uid: number | null;
  group: string | null;
  university: { id: number; name: string } | null;
}

export interface AdminSession {
  isAuth: boolean;
  uid: number | null;
  group: string | null;
}

const initial = {
  user: (): UserSession => ({ isAuth: false, uid: null, code: null, group: null }),
  universityUser: (): UniversityUserSession => ({ isAuth: false, uid: null, group: null, type: null }),
  university: (): UniversitySession => ({ isAuth: false, uid: null, group: null, university: null }),
  admin: (): AdminSession => ({ isAuth: false, uid: null, group: null }),
};

export const sessions = {
  user: proxy(initial.user()),
  universityUser: proxy(initial.universityUser()),
  university: proxy(initial.university()),
  admin: proxy(initial.admin()),
};

export type Sessions = typeof sessions;

/** Who is signed in, for display only (not a session field of spec §3). */
export const identities = proxy<Record<SessionKind, string | null>>({
  user: null,
  universityUser: null,
  university: null,
  admin: null,
});

/** Spec §4: a session is authenticated only by a 200 reply that carries a token. */
export function isAcceptedLogin(reply: { code: number; data: LoginData | null } | undefined): reply is {
  code: 200;
  data: LoginData;
} {
  return reply?.code === 200 && typeof reply.data?.token === 'string' && reply.data.token.length > 0;
}

/** Fills the kind's store from a login or token reply. */
export function applyLogin(kind: SessionKind, data: LoginData): void {
  identities[kind] = data.name;
  const common = { isAuth: true, uid: data.id, group: data.group };
  switch (kind) {
    case 'user':
      Object.assign(sessions.user, { ...common, code: data.code });
      break;
    case 'universityUser':
      Object.assign(sessions.universityUser, { ...common, type: data.type });
      break;
    case 'university':
      Object.assign(sessions.university, { ...common, university: data.university });
      break;
    case 'admin':
      Object.assign(sessions.admin, common);
      break;
  }
}

export function clearSession(kind: SessionKind): void {
  Object.assign(sessions[kind], initial[kind]());
  identities[kind] = null;
}
