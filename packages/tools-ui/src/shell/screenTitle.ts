import { createContext, type RefObject, useContext, useEffect } from 'react';

/**
 * The title of the screen shown inside a route, for the tab title (WCAG 2.4.2): a tool's screens
 * share one route (the tool's), so each screen names itself here and the host puts it first
 * ("문장마다 어울리는 색을 골라 주세요 · 코어 컬러링 | 진로 코칭 플랫폼"). Without a host, nothing happens.
 */
export const ScreenTitleContext = createContext<(title: string | null) => void>(() => {});

/** Names the screen by the text of its heading (read after each render: the heading may change). */
export function useScreenTitleFrom(heading: RefObject<HTMLElement | null>): void {
  const setTitle = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle(heading.current?.textContent?.trim() || null);
  });
  useEffect(() => () => setTitle(null), [setTitle]);
}
