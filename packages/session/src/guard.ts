import type { ApiClient } from '@career/api-sdk';
import { AREAS, type GuardArea, loginRedirect } from './areas';
import { ensureSession } from './auth';
import { checkDevelopmentServer } from './serverInfo';
import { type Sessions, sessions } from './stores';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** Whether the held sessions let someone into an area (spec §4 consultant/instructor rules). */
export function admits(area: GuardArea, held: Sessions = sessions): boolean {
  switch (area) {
    case 'consultant':
      return held.universityUser.isAuth && held.universityUser.type !== 'INSTRUCTOR';
    case 'instructor':
      return held.universityUser.isAuth && held.universityUser.type === 'INSTRUCTOR';
    case 'user':
      return held.user.isAuth;
    case 'aiGift':
      return held.user.isAuth && held.user.code !== null;
    case 'university':
      return held.university.isAuth;
    case 'admin':
      return held.admin.isAuth;
  }
}

/**
 * The guard of spec §4 for a visit to `path` (pathname + search) in `area`: skipped on a
 * development server; otherwise the held session, else the server's token check, else the area's
 * login (with `redirect=`, except the user area, which goes to /user). Login pages are never
 * guarded, so a redirect cannot loop.
 */
export async function guard(client: ApiClient, area: GuardArea, path: string): Promise<GuardDecision> {
  if (await checkDevelopmentServer(client)) return { allow: true };
  if (admits(area)) return { allow: true };
  await ensureSession(client, AREAS[area].session);
  if (admits(area)) return { allow: true };
  return { allow: false, redirectTo: loginRedirect(area, path) };
}
