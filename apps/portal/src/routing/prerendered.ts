import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules of the current URL into the route table before the router starts,
 * so hydrating a screen drawn at build time renders that screen at once instead of the router's
 * empty hydration fallback (React Router's recipe for lazy routes with server rendering).
 */
export async function loadMatchedRoutes(routes: RouteObject[], basename?: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
