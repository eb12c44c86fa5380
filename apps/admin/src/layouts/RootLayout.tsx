import { useDrawnPageAlive } from '@career/tools-ui';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';

const PRODUCT = '관리자 | 진로 코칭 플랫폼';

/** A route's `handle`: the screen title, shown in the tab and by title-only screens. */
export interface ScreenHandle {
  title?: string;
}

export function useScreenTitle(): string | undefined {
  const handles = useMatches().map((match) => match.handle as ScreenHandle | undefined);
  return handles.reverse().find((handle) => handle?.title)?.title;
}

/** The tab title of a screen: its own title, then the product's. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${PRODUCT}` : PRODUCT;
}

/** Around every screen: the tab title, and scroll to the top on navigation unless a saved position is restored. */
export function RootLayout() {
  // A page drawn at build time stops holding what is sent once it is alive (decision 042).
  useDrawnPageAlive();
  const title = useScreenTitle();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
