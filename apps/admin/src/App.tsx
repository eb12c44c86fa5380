import { useLoadingRequests } from '@career/session';
import { AppRoot } from '@career/tools-ui';
import type { ReactNode } from 'react';

/** Around the router, in the browser and when a screen is drawn at build time alike. */
export function App({ router }: { router: ReactNode }) {
  return <AppRoot loadingRequests={useLoadingRequests()}>{router}</AppRoot>;
}
