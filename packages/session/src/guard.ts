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
 *
 * A held session admits at once (a development server would admit too). Without one, the token
 * check goes out beside the once-per-page development check rather than after it, so a first visit
 * waits one round trip, not two; on a development server its answer is not used (decision 012).
 */
export async function guard(client: ApiClient, area: GuardArea, path: string): Promise<GuardDecision> {
  if (admits(area)) return { allow: true };
  const sessionChecked = ensureSession(client, AREAS[area].session);
  if (await checkDevelopmentServer(client)) return { allow: true };
  await sessionChecked;
  if (admits(area)) return { allow: true };
  return { allow: false, redirectTo: loginRedirect(area, path) };
}
