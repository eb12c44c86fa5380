import { createContext, useContext } from 'react';
import type { Screen } from './model/flow';
import type { JobCard, JobCardContent, JobCardPort, JobCardSaved } from './types';

/** What every job card screen gets from the flow container. */
export interface JobCardContextValue {
  port: JobCardPort;
  content: JobCardContent;
  subjectName?: string | null | undefined;
  /** Goes to another screen of the tool (with a result's run, for the screens after the result). */
  navigate(screen: Screen, runId?: number): void;
  /** The run the result screens show, when not the latest. */
  runId?: number | null | undefined;
  /** Results already loaded while the tool is open, shared by the screens after the result. */
  results: Map<number, JobCardSaved>;
  /**
   * Hands already dealt while the tool is open, by `handKey` (spec §3 in-session data): the sort
   * starts on the hand the category screen was dealt, and a reload deals the same hand again.
   */
  hands: Map<string, readonly JobCard[]>;
}

export const JobCardContext = createContext<JobCardContextValue | null>(null);

export function useJobCard(): JobCardContextValue {
  const value = useContext(JobCardContext);
  if (!value) throw new Error('job card screens need JobCardTool');
  return value;
}

/** The hand of a run for these groups (the deal depends on both). */
export const handKey = (runId: number, categories: readonly string[]) => `${runId}|${categories.join(',')}`;

export const TOOL_NAME = '직업 카드';
