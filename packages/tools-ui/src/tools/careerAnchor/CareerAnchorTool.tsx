import { type ReactElement, useEffect } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { ToolRunProvider, useToolRun } from '../framework/ToolRunContext';
import { ToolScreen } from '../framework/ToolScreen';
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
  if (questions.status !== 'ready') {
    return (
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title="커리어 앵커">
        {questions.status === 'loading' ? (
          <Skeleton label="문항을 불러오는 중" variant="block" lines={4} />
        ) : (
          <ErrorState title="문항을 불러오지 못했습니다" onRetry={questions.retry} />
        )}
      </ToolScreen>
    );
  }
  const value: CareerAnchorContextValue = { port, questions: questions.data, subjectName, navigate: onNavigate, runId };
  return (
    <CareerAnchorContext.Provider value={value}>
      <ToolRunProvider port={port}>
        <ScreenOf screen={isScreen(screen) ? screen : 'main'} subjectName={subjectName} />
      </ToolRunProvider>
    </CareerAnchorContext.Provider>
  );
}

/** Waits for the run, remembers the screen on it, and shows the screen. */
function ScreenOf({ screen, subjectName }: { screen: Screen; subjectName?: string | null | undefined }) {
  const { snapshot, actions } = useToolRun();
  useEffect(() => {
    if (snapshot.phase === 'ready') actions.visit(screen);
  }, [actions, screen, snapshot.phase]);
  if (snapshot.phase !== 'ready') {
    return (
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title="커리어 앵커">
        {snapshot.phase === 'error' ? (
          <ErrorState title="진행 기록을 불러오지 못했습니다" onRetry={() => void actions.load()} />
        ) : (
          <Skeleton label="진행 기록을 불러오는 중" variant="block" lines={4} />
        )}
      </ToolScreen>
    );
  }
  const Component = SCREEN_COMPONENTS[screen];
  return <Component />;
}
