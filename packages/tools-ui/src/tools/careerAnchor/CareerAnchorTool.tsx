import type { ReactElement } from 'react';
import { ToolShell } from '../framework/ToolShell';
import { useLoaded } from '../framework/useLoaded';
import { CareerAnchorContext, type CareerAnchorContextValue, TOOL_NAME } from './context';
import { isScreen, type Screen } from './model/flow';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { ExplainScreen } from './screens/ExplainScreen';
import { IntroduceScreen } from './screens/IntroduceScreen';
import { MainScreen } from './screens/MainScreen';
import { ResultScreen } from './screens/ResultScreen';
import { RootScreen } from './screens/RootScreen';
import type { CareerAnchorPort } from './types';

const SCREEN_COMPONENTS: Record<Screen, () => ReactElement> = {
  main: MainScreen,
  introduce: IntroduceScreen,
  explain: ExplainScreen,
  checklist: ChecklistScreen,
  root: RootScreen,
  result: ResultScreen,
  'action-item/result': ActionItemResultScreen,
};

export interface CareerAnchorToolProps {
  /** The calls, bound by the host to the user the tool is run for. */
  port: CareerAnchorPort;
  /** The screen to show (the path below the tool, spec §2). */
  screen: string;
  onNavigate(screen: Screen, runId?: number): void;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName?: string | null;
  /** A past result to show on the result screens. */
  runId?: number | null;
}

/** The whole career-anchor tool for one user: loads its statements and the user's run, shows a screen. */
export function CareerAnchorTool({ port, screen, onNavigate, subjectName, runId }: CareerAnchorToolProps) {
  const questions = useLoaded(() => port.questions(), port);
  return (
    <ToolShell
      toolName={TOOL_NAME}
      subjectName={subjectName}
      port={port}
      content={questions}
      contentName="문항"
      screen={isScreen(screen) ? screen : 'main'}
      screens={SCREEN_COMPONENTS}
      provide={(data, shown) => {
        const value: CareerAnchorContextValue = { port, questions: data, subjectName, navigate: onNavigate, runId };
        return <CareerAnchorContext.Provider value={value}>{shown}</CareerAnchorContext.Provider>;
      }}
    />
  );
}
