import { unknownRouteTarget } from '@career/session';
import { createBrowserRouter, redirect } from 'react-router-dom';
import { RootLayout } from './RootLayout';

/** Every screen is its own chunk (spec §2: loaded on demand). */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./screens/Home').then((m) => ({ Component: m.Home })) },
      { path: '*', loader: ({ request }) => redirect(unknownRouteTarget(new URL(request.url).pathname)) },
    ],
  },
]);
