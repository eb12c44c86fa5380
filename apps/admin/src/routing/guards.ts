import { guardedRouteTarget, invalidParamsTarget, logout } from '@career/session';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../api';
import { redirectTo } from './redirects';

/** Loader of the console's layout route: every screen below it needs an admin session (bad route parameters redirect first). */
export async function adminGuardLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const target = await guardedRouteTarget(api, 'admin', { params, url: new URL(request.url) });
  if (target) throw redirectTo(target);
  return null;
}

/** Loader of a screen with route parameters: bad ones make it an unknown route (spec §5). */
export function paramsLoader({ params, request }: LoaderFunctionArgs): null {
  const target = invalidParamsTarget(params, new URL(request.url).pathname);
  if (target) throw redirectTo(target);
  return null;
}

/** Loader of /admin/logout: ends the session, on the server too when there is one, then goes where spec §4 says. */
export async function logoutLoader(): Promise<Response> {
  return redirectTo(await logout(api, 'admin'));
}
