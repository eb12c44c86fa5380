import { type GuardArea, guardedRouteTarget, logout, type SessionKind } from '@career/session';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { api } from '../api';

/** Loader of an area's layout route: every screen below it, tool screens included, is guarded by path prefix. */
export const guardLoader =
  (area: GuardArea) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const target = await guardedRouteTarget(api, area, { params, url: new URL(request.url) });
    if (target) throw redirect(target);
    return null;
  };

/** Loader of a logout route: ends the session on the server and here, then goes where spec §4 says. */
export const logoutLoader = (kind: SessionKind, universityUserType?: 'CONSULTANT' | 'INSTRUCTOR') => async () => {
  return redirect(await logout(api, kind, universityUserType));
};
