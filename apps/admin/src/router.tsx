import { unknownRouteTarget } from '@career/session';
import { createBrowserRouter, redirect } from 'react-router-dom';
import { RootLayout } from './RootLayout';

/** The admin console lives under /admin; paths here are relative to it. */
export const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect('/login') },
        { path: 'login', lazy: () => import('./screens/AdminLogin').then((m) => ({ Component: m.AdminLogin })) },
        {
          path: 'dashboard',
          lazy: () => import('./screens/AdminDashboard').then((m) => ({ Component: m.AdminDashboard })),
        },
        {
          path: '*',
          loader: ({ request }) => redirect(unknownRouteTarget(new URL(request.url).pathname).replace(/^\/admin/, '')),
        },
      ],
    },
  ],
  { basename: '/admin' },
);
