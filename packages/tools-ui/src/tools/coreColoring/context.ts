import { createContext, useContext } from 'react';
import type { Screen } from './model/flow';
import type { CoreColoringPort, CoreColoringQuestions, CoreColoringSaved } from './types';

/** What every core-coloring screen gets from the flow container. */
export interface CoreColoringContextValue {
  port: CoreColoringPort;
  questions: CoreColoringQuestions;
  subjectName?: string | null | undefined;
  /** Goes to another screen of the tool (with a result's run, for the result screens). */
  navigate(screen: Screen, runId?: number): void;
  /** The run the result screens show, when not the latest. */
  runId?: number | null | undefined;
  /** Whether this audience may compare with past results (consultant and user, spec §2). */
  canCompare: boolean;
  /** Results already loaded while the tool is open: the result screens share them instead of asking again. */
  results: Map<number, CoreColoringSaved>;
}

export const CoreColoringContext = createContext<CoreColoringContextValue | null>(null);

export function useCoreColoring(): CoreColoringContextValue {
  const value = useContext(CoreColoringContext);
  if (!value) throw new Error('core-coloring screens need CoreColoringTool');
  return value;
}

export const TOOL_NAME = '코어 컬러링';
