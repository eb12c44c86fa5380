import { unknownRouteTarget } from '@career/session';
import { type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router-dom';

/**
 * A redirect to a site path. The admin console is another app (served under /admin/), so it is
 * reached by loading the page; a client-side redirect would stay in this router and loop.
 */
export function redirectTo(path: string): Response {
  return path === '/admin' || path.startsWith('/admin/') ? redirectDocument(path) : redirect(path);
}

/**
 * Loader of the catch-all route: a path no screen answers goes where spec §2 sends it, before any
 * guard; the target's own guard decides from there (decision 007).
 */
export function unknownLoader({ request }: LoaderFunctionArgs): Response {
  return redirectTo(unknownRouteTarget(new URL(request.url).pathname));
}
