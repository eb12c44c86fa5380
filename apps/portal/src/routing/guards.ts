import { ensureSession, type GuardArea, guardedRouteTarget, logout, type SessionKind } from '@career/session';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../api';
import { isPhoneBrowser } from './device';
import { redirectTo } from './redirects';

/** Loader of an area's layout route: every screen below it is guarded (bad route parameters redirect first). */
export const guardLoader =
  (area: GuardArea): LoaderFunction =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const target = await guardedRouteTarget(api, area, { params, url: new URL(request.url) });
    if (target) throw redirectTo(target);
    return null;
  };

/**
 * Loader of an area's unguarded screens (spec §2: the consultant's intro, QR and timer): the held
 * session or the server's token check, so the bar says who is signed in; it never redirects.
 */
export const sessionLoader =
  (kind: SessionKind): LoaderFunction =>
  async () => {
    await ensureSession(api, kind);
    return null;
  };

/**
 * Loader of a guarded screen that refuses phones (the consultant main screen): a phone is refused
 * on the screen itself (spec §5: the message, then one step back), before the guard could send it
 * to a login page; everyone else meets the guard.
 */
export const phoneRefusedBeforeGuard =
  (area: GuardArea): LoaderFunction =>
  (args) =>
    isPhoneBrowser() ? null : guardLoader(area)(args);

/**
 * Loader of a logout route: ends the session, on the server too when there is one (a signed-out
 * visitor calls no logout), then goes where spec §4 says.
 */
export const logoutLoader = (kind: SessionKind, universityUserType?: 'CONSULTANT' | 'INSTRUCTOR') => async () =>
  redirectTo(await logout(api, kind, universityUserType));
