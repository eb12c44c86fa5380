import { type ReactElement, useEffect, useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { ToolRunProvider, useToolRun } from '../framework/ToolRunContext';
import { ToolScreen } from '../framework/ToolScreen';
import { useLoaded } from '../framework/useLoaded';
import { CoreColoringContext, type CoreColoringContextValue, TOOL_NAME } from './context';
import { isScreen, type Screen } from './model/flow';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { CompareScreen } from './screens/CompareScreen';
import { IntroduceScreen } from './screens/IntroduceScreen';
import { MainScreen } from './screens/MainScreen';
import { MatrixExplainScreen } from './screens/MatrixExplainScreen';
import { MatrixResultScreen } from './screens/MatrixResultScreen';
import { NineCoreResultScreen } from './screens/NineCoreResultScreen';
import { RecommendScreen } from './screens/RecommendScreen';
import { RootScreen } from './screens/RootScreen';
import type { CoreColoringPort, CoreColoringSaved } from './types';

const SCREEN_COMPONENTS: Record<Screen, () => ReactElement> = {
  main: MainScreen,
  introduce: IntroduceScreen,
  checklist: ChecklistScreen,
  root: RootScreen,
  '9core/result': NineCoreResultScreen,
  'matrix/result': MatrixResultScreen,
  'matrix/explain': MatrixExplainScreen,
  'recommend/action-item': RecommendScreen,
  '9core/compare': CompareScreen,
  'action-item/result': ActionItemResultScreen,
};

export interface CoreColoringToolProps {
  /** The calls, bound by the host to the user the tool is run for. */
  port: CoreColoringPort;
  /** The screen to show (the path below the tool, spec §2). */
  screen: string;
  onNavigate(screen: Screen, runId?: number): void;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName?: string | null;
  /** A past result to show on the result screens. */
  runId?: number | null;
  /** Offer the comparison with past results (consultant and user; not the instructor, spec §2). */
  canCompare?: boolean;
}

/** The whole core-coloring tool for one user: loads its content and the user's run, shows a screen. */
export function CoreColoringTool({
  port,
  screen,
  onNavigate,
  subjectName,
  runId,
  canCompare = false,
}: CoreColoringToolProps) {
  const questions = useLoaded(() => port.questions(), port);
  // Kept while the tool is open: the host keeps it mounted across its screens, and mounts it anew
  // (a key) for another user, as it does for the run store.
  const [results] = useState(() => new Map<number, CoreColoringSaved>());
  if (questions.status !== 'ready') {
    return (
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title="코어 컬러링">
        {questions.status === 'loading' ? (
          <Skeleton label="문장을 불러오는 중" variant="block" lines={4} />
        ) : (
          <ErrorState title="문장을 불러오지 못했습니다" onRetry={questions.retry} />
        )}
      </ToolScreen>
    );
  }
  const value: CoreColoringContextValue = {
    port,
    questions: questions.data,
    subjectName,
    navigate: onNavigate,
    runId,
    canCompare,
    results,
  };
  return (
    <CoreColoringContext.Provider value={value}>
      <ToolRunProvider port={port}>
        <ScreenOf screen={isScreen(screen) ? screen : 'main'} subjectName={subjectName} />
      </ToolRunProvider>
    </CoreColoringContext.Provider>
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
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title="코어 컬러링">
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
