import { createContext, useContext } from 'react';
import type { Screen } from './model/flow';
import type { CareerAnchorPort, CareerAnchorQuestions } from './types';

/** What every career-anchor screen gets from the flow container. */
export interface CareerAnchorContextValue {
  port: CareerAnchorPort;
  questions: CareerAnchorQuestions;
  subjectName?: string | null | undefined;
  /** Goes to another screen of the tool (with a past result's run, for the result screens). */
  navigate(screen: Screen, runId?: number): void;
  /** The run a result screen shows, when not the latest. */
  runId?: number | null | undefined;
}

export const CareerAnchorContext = createContext<CareerAnchorContextValue | null>(null);

export function useCareerAnchor(): CareerAnchorContextValue {
  const value = useContext(CareerAnchorContext);
  if (!value) throw new Error('career-anchor screens need CareerAnchorTool');
  return value;
}

export const TOOL_NAME = '커리어 앵커';
