import type { GuardArea } from '@career/session';
import { ScreenTitleContext, useDrawnPageAlive } from '@career/tools-ui';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';

const PRODUCT = '진로 코칭 플랫폼';

/** The frames an area layout draws (AreaLayout has one for each): the signed-in areas and the guests'. */
export type FrameName = Exclude<GuardArea, 'aiGift' | 'admin'> | 'guest';

/**
 * A route's `handle`: the screen title (shown in the tab and by title-only screens), and on an
 * area's layout route, which area frame it draws.
 */
export interface ScreenHandle {
  title?: string;
  frame?: FrameName;
}

function useHandles(): (ScreenHandle | undefined)[] {
  return useMatches()
    .map((match) => match.handle as ScreenHandle | undefined)
    .reverse();
}

export function useScreenTitle(): string | undefined {
  return useHandles().find((handle) => handle?.title)?.title;
}

/** The frame named by the nearest area layout route. */
export function useAreaFrame(): FrameName | undefined {
  return useHandles().find((handle) => handle?.frame)?.frame;
}

/**
 * The tab title of a screen: what the screen inside the route calls itself (a tool's screen), the
 * route's own title, then the product's.
 */
export function documentTitle(title: string | undefined, screen: string | null = null): string {
  const own = [screen, title].filter((part, index, parts) => part && parts.indexOf(part) === index).join(' · ');
  return own ? `${own} | ${PRODUCT}` : PRODUCT;
}

/** Around every screen: the tab title, and scroll to the top on navigation unless a saved position is restored. */
export function RootLayout() {
  // A page drawn at build time stops holding what is sent once it is alive (decision 042).
  useDrawnPageAlive();
  const title = useScreenTitle();
  const [screen, setScreen] = useState<string | null>(null);
  useEffect(() => {
    document.title = documentTitle(title, screen);
  }, [title, screen]);
  return (
    <ScreenTitleContext value={setScreen}>
      <Outlet />
      <ScrollRestoration />
    </ScreenTitleContext>
  );
}
