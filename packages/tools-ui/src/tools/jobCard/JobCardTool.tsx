import { type ReactElement, useState } from 'react';
import { ToolShell } from '../framework/ToolShell';
import { useLoaded } from '../framework/useLoaded';
import { JobCardContext, type JobCardContextValue, TOOL_NAME } from './context';
import { isScreen, type Screen } from './model/flow';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { CategorySelectScreen } from './screens/CategorySelectScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { ClassifyScreen } from './screens/ClassifyScreen';
import { MainScreen } from './screens/MainScreen';
import { RecommendScreen } from './screens/RecommendScreen';
import { RootScreen } from './screens/RootScreen';
import type { JobCard, JobCardPort, JobCardSaved } from './types';

const SCREEN_COMPONENTS: Record<Screen, () => ReactElement> = {
  main: MainScreen,
  checklist: ChecklistScreen,
  'category/select': CategorySelectScreen,
  root: RootScreen,
  classify: ClassifyScreen,
  recommend: RecommendScreen,
  'action-item/result': ActionItemResultScreen,
};

export interface JobCardToolProps {
  /** The calls, bound by the host to the user the tool is run for. */
  port: JobCardPort;
  /** The screen to show (the path below the tool, spec §2). */
  screen: string;
  onNavigate(screen: Screen, runId?: number): void;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName?: string | null;
  /** A past result to show on the screens after the result. */
  runId?: number | null;
}

/**
 * The whole job card tool for one user: its content (job groups, warm-up questions, reasons), the
 * user's run, and a screen.
 */
export function JobCardTool({ port, screen, onNavigate, subjectName, runId }: JobCardToolProps) {
  const content = useLoaded(() => port.list(), port);
  // Kept while the tool is open: the host mounts it anew (a key) for another user.
  const [results] = useState(() => new Map<number, JobCardSaved>());
  const [hands] = useState(() => new Map<string, readonly JobCard[]>());
  return (
    <ToolShell
      toolName={TOOL_NAME}
      subjectName={subjectName}
      port={port}
      content={content}
      contentName="직업 카드"
      screen={isScreen(screen) ? screen : 'main'}
      screens={SCREEN_COMPONENTS}
      provide={(data, shown) => {
        const value: JobCardContextValue = {
          port,
          content: data,
          subjectName,
          navigate: onNavigate,
          runId,
          results,
          hands,
        };
        return <JobCardContext.Provider value={value}>{shown}</JobCardContext.Provider>;
      }}
    />
  );
}
