import { ToolWindow } from '@career/tools-ui';
import { useCallback, useEffect, useState } from 'react';
import * as styles from './ToolWindows.css';
import { CLOSE_WINDOW } from './windowMessages';

/** A screen of this app opened in a tool window over the current one. */
export interface WindowPage {
  /** One window per key: opening it again leaves the open one as it is. */
  key: string;
  title: string;
  path: string;
  size: keyof typeof styles.frame;
}

const WIDTH = { tool: 1120, medium: 760, small: 400 } as const satisfies Record<WindowPage['size'], number>;
/** Each new window opens a little lower and to the right of the last, so none hides another's title. */
const CASCADE_PX = 32;

/** The windows a screen has open, and how to open and close them. */
export function useWindowPages(onClosed?: (page: WindowPage) => void) {
  const [pages, setPages] = useState<readonly WindowPage[]>([]);
  const open = useCallback((page: WindowPage) => {
    setPages((current) => (current.some((entry) => entry.key === page.key) ? current : [...current, page]));
  }, []);
  const close = useCallback(
    (page: WindowPage) => {
      setPages((current) => current.filter((entry) => entry.key !== page.key));
      onClosed?.(page);
    },
    [onClosed],
  );
  return { pages, open, close };
}

/**
 * The open pages, each in a movable, pinnable tool window over the screen (spec §9 layering: put a
 * `ToolWindowLayer` around them). The page runs in a frame of the same app, so it keeps its own
 * routes and state while the screen below stays as it was.
 */
export function WindowPages({ pages, onClose }: { pages: readonly WindowPage[]; onClose: (page: WindowPage) => void }) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data?.type !== CLOSE_WINDOW) return;
      // The window whose frame sent it: only a page of this app in one of these windows closes one.
      const frames = [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-window]')];
      const key = frames.find((frame) => frame.contentWindow === event.source)?.dataset['window'];
      const page = pages.find((entry) => entry.key === key);
      if (page) onClose(page);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [pages, onClose]);
  return pages.map((page, index) => {
    const width = Math.min(WIDTH[page.size], window.innerWidth - 2 * CASCADE_PX);
    const x = Math.max(0, Math.round((window.innerWidth - width) / 2) + (index - 1) * CASCADE_PX);
    return (
      <ToolWindow
        key={page.key}
        title={page.title}
        width={width}
        defaultPosition={{ x, y: CASCADE_PX * (index + 1) }}
        onClose={() => onClose(page)}
      >
        <iframe title={page.title} src={page.path} className={styles.frame[page.size]} data-window={page.key} />
      </ToolWindow>
    );
  });
}
