import { type ReactElement, useState } from 'react';
import { ToolShell } from '../framework/ToolShell';
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
  return (
    <ToolShell
      toolName={TOOL_NAME}
      subjectName={subjectName}
      port={port}
      content={questions}
      contentName="문장"
      screen={isScreen(screen) ? screen : 'main'}
      screens={SCREEN_COMPONENTS}
      provide={(data, shown) => {
        const value: CoreColoringContextValue = {
          port,
          questions: data,
          subjectName,
          navigate: onNavigate,
          runId,
          canCompare,
          results,
        };
        return <CoreColoringContext.Provider value={value}>{shown}</CoreColoringContext.Provider>;
      }}
    />
  );
}
