import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { FrameName, ScreenHandle } from '../layouts/RootLayout';
import { paramsLoader } from './params';

// The portal's two kinds of route: every screen is its own chunk, loaded on demand (spec §2).

/** A screen loaded on demand; with route parameters, they are checked first (a lazy loader would be ignored). */
export const screen = (path: string, title: string, load: RouteObject['lazy']): RouteObject => ({
  path,
  handle: { title } satisfies ScreenHandle,
  ...(path.includes(':') ? { loader: paramsLoader } : {}),
  lazy: load,
});

export const layout = (frame: FrameName, children: RouteObject[], guard?: LoaderFunction): RouteObject => ({
  handle: { frame } satisfies ScreenHandle,
  lazy: () => import('../layouts/AreaLayout').then((m) => ({ Component: m.AreaLayout })),
  // A guard decides on every navigation inside its area, not only on entering it (a logout or an
  // expired session must take effect on the next click); with a held session it asks nobody.
  ...(guard ? { loader: guard, shouldRevalidate: () => true } : {}),
  children,
});
