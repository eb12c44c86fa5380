import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createToolRun, type ToolRun } from './toolRun';
import type { RunCalls } from './types';

const ToolRunContext = createContext<ToolRun | null>(null);

export interface ToolRunProviderProps {
  calls: RunCalls;
  children: ReactNode;
}

/**
 * One run store for the screens below it: loaded once, kept while the user moves between the
 * tool's screens, and flushed when the page is hidden or left (a closed tab loses nothing).
 */
export function ToolRunProvider({ calls, children }: ToolRunProviderProps) {
  const [run] = useState(() => createToolRun(calls));
  useEffect(() => {
    void run.actions.load();
    const flush = () => void run.actions.flush(true);
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      void run.actions.flush();
    };
  }, [run]);
  return <ToolRunContext.Provider value={run}>{children}</ToolRunContext.Provider>;
}

/** The run store of the enclosing ToolRunProvider, and a snapshot of its state for rendering. */
export function useToolRun() {
  const run = useContext(ToolRunContext);
  if (!run) throw new Error('useToolRun needs a ToolRunProvider');
  return { snapshot: useSnapshot(run.state), actions: run.actions };
}
