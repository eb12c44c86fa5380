import type { routes } from '@career/api-sdk';
import { createContext, useContext } from 'react';
import { useTool } from '../framework/ToolContext';
import type { JobCard, JobCardContent } from './types';

/** The job card tool around a screen: its calls, its content (groups, warm-up, reasons), where to go. */
export const useJobCard = () => useTool<'job-card', typeof routes.jobCard, JobCardContent>();

/**
 * Hands already dealt while the tool is open, by `handKey` (spec §3 in-session data): the sort
 * starts on the hand the category screen was dealt, and a reload deals the same hand again.
 */
export const HandsContext = createContext<Map<string, readonly JobCard[]> | null>(null);

export function useHands(): Map<string, readonly JobCard[]> {
  const hands = useContext(HandsContext);
  if (!hands) throw new Error('job card screens need JobCardTool');
  return hands;
}

/** The hand of a run for these groups (the deal depends on both). */
export const handKey = (runId: number, categories: readonly string[]) => `${runId}|${categories.join(',')}`;
