import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Around every screen: scroll to the top on navigation unless a saved position is restored. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
