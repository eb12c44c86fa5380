import { type ReactElement, useState } from 'react';
import { ToolShell } from '../framework/ToolShell';
import { useLoaded } from '../framework/useLoaded';
import { PtidContext, type PtidContextValue, TOOL_NAME } from './context';
import { isScreen, type Screen } from './model/flow';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { IntroduceScreen } from './screens/IntroduceScreen';
import { MainScreen } from './screens/MainScreen';
import { RankingScreen } from './screens/RankingScreen';
import { RecommendScreen } from './screens/RecommendScreen';
import { RootScreen } from './screens/RootScreen';
import { SelectCategoryScreen } from './screens/SelectCategoryScreen';
import type { PtidAccess, PtidPort, PtidQuestions, PtidSaved } from './types';

const SCREEN_COMPONENTS: Record<Screen, () => ReactElement> = {
  main: MainScreen,
  introduce: IntroduceScreen,
  checklist: ChecklistScreen,
  root: RootScreen,
  ranking: RankingScreen,
  'select/job-category': SelectCategoryScreen,
  'recommend/job': RecommendScreen,
  'action-item/result': ActionItemResultScreen,
};

export interface PtidToolProps {
  /** The calls, bound by the host to the user the tool is run for. */
  port: PtidPort;
  /** The screen to show (the path below the tool, spec §2). */
  screen: string;
  onNavigate(screen: Screen, runId?: number): void;
  /** The person the tool is run for, when someone else is at the screen. */
  subjectName?: string | null;
  /** A past result to show on the screens after the result. */
  runId?: number | null;
}

/** The tool's content: its questions and whether the user may take it, asked together. */
async function loadContent(
  port: PtidPort,
): Promise<{ questions: PtidQuestions; access: PtidAccess } | false | undefined> {
  const [questions, access] = await Promise.all([port.questions(), port.access()]);
  if (questions && access) return { questions, access };
  return questions === false || access === false ? false : undefined;
}

/**
 * The whole personality-type tool for one user: the access check and the activities, the user's
 * run, and a screen. A user without the tool's grant sees why on the main screen, and nothing else.
 */
export function PtidTool({ port, screen, onNavigate, subjectName, runId }: PtidToolProps) {
  const content = useLoaded(() => loadContent(port), port);
  // Kept while the tool is open: the host mounts it anew (a key) for another user.
  const [results] = useState(() => new Map<number, PtidSaved>());
  const [chosen, setChosen] = useState<ReadonlyMap<number, readonly string[]>>(() => new Map());
  const wanted = isScreen(screen) ? screen : 'main';
  const granted = content.status === 'ready' && content.data.access.granted;
  return (
    <ToolShell
      toolName={TOOL_NAME}
      subjectName={subjectName}
      port={port}
      content={content}
      contentName="문항"
      screen={granted ? wanted : 'main'}
      screens={SCREEN_COMPONENTS}
      provide={(data, shown) => {
        const value: PtidContextValue = {
          port,
          questions: data.questions,
          access: data.access,
          subjectName,
          navigate: onNavigate,
          runId,
          results,
          chosen,
          choose: (run, categories) => setChosen((current) => new Map(current).set(run, categories)),
        };
        return <PtidContext.Provider value={value}>{shown}</PtidContext.Provider>;
      }}
    />
  );
}
