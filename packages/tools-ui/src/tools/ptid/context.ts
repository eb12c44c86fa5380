import { createContext, useContext } from 'react';
import type { Screen } from './model/flow';
import type { PtidAccess, PtidPort, PtidQuestions, PtidSaved } from './types';

/** What every ptid screen gets from the flow container. */
export interface PtidContextValue {
  port: PtidPort;
  questions: PtidQuestions;
  /** Whether the user may take the tool; the main screen says why not. */
  access: PtidAccess;
  subjectName?: string | null | undefined;
  /** Goes to another screen of the tool (with a result's run, for the screens after the result). */
  navigate(screen: Screen, runId?: number): void;
  /** The run the result screens show, when not the latest. */
  runId?: number | null | undefined;
  /** Results already loaded while the tool is open, shared by the screens after the result. */
  results: Map<number, PtidSaved>;
  /** The job categories (KECO middle groups) chosen for recommendations, by run (spec §3 in-session data). */
  chosen: ReadonlyMap<number, readonly string[]>;
  choose(runId: number, categories: readonly string[]): void;
}

export const PtidContext = createContext<PtidContextValue | null>(null);

export function usePtid(): PtidContextValue {
  const value = useContext(PtidContext);
  if (!value) throw new Error('ptid screens need PtidTool');
  return value;
}

export const TOOL_NAME = '성격 유형';
