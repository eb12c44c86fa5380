import { unknownRouteTarget } from '@career/session';
import { type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router-dom';
import { inAdminApp } from '../paths';

/**
 * A redirect to a site path: inside the console by this router (paths within its /admin
 * basename), anywhere else (the portal) by loading the page.
 */
export function redirectTo(sitePath: string): Response {
  return sitePath === '/admin' || sitePath.startsWith('/admin/')
    ? redirect(inAdminApp(sitePath))
    : redirectDocument(sitePath);
}

/**
 * Loader of the catch-all route: a path no screen answers goes where spec §2 sends it, before any
 * guard; the target's own guard decides from there (decision 007, the same order as the portal).
 */
export function unknownLoader({ request }: LoaderFunctionArgs): Response {
  return redirectTo(unknownRouteTarget(new URL(request.url).pathname));
}
