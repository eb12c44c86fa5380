import { type ApiClient, type Reply, routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { BoundCalls } from '../framework/calls';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { usePtid } from './context';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { IntroduceScreen } from './screens/IntroduceScreen';
import { MainScreen } from './screens/MainScreen';
import { RankingScreen } from './screens/RankingScreen';
import { RecommendScreen } from './screens/RecommendScreen';
import { RootScreen } from './screens/RootScreen';
import { SelectCategoryScreen } from './screens/SelectCategoryScreen';
import type { PtidContent } from './types';

/** A screen for users who hold the tool; anyone else sees the main screen, which says why not. */
function granted(Screen: ComponentType): ComponentType {
  return function Granted() {
    const { content } = usePtid();
    return content.access.granted ? <Screen /> : <MainScreen />;
  };
}

const SCREENS = {
  main: MainScreen,
  introduce: granted(IntroduceScreen),
  checklist: granted(ChecklistScreen),
  root: granted(RootScreen),
  ranking: granted(RankingScreen),
  'select/job-category': granted(SelectCategoryScreen),
  'recommend/job': granted(RecommendScreen),
  'action-item/result': granted(ActionItemResultScreen),
} satisfies Record<ToolScreenName<'ptid'>, ComponentType>;

/**
 * The tool's content, asked together: the types and activities, whether the user may take the tool,
 * and the job categories (reference data, through the host's client).
 */
async function loadContent(calls: BoundCalls<typeof routes.ptid>, client: ApiClient): Promise<Reply<PtidContent>> {
  const [questions, access, jobCategories] = await Promise.all([
    calls.questions.load(),
    calls.access.load(),
    client.load(routes.reference.jobCategories),
  ]);
  if (!questions.ok) return questions;
  if (!access.ok) return access;
  if (!jobCategories.ok) return jobCategories;
  return {
    ok: true,
    data: {
      questions: questions.data,
      access: access.data,
      jobCategories: jobCategories.data,
    },
  };
}

/**
 * The whole personality-type tool for one user: the access check and the activities, the user's
 * run, and a screen. A user without the tool's grant sees why on the main screen, and nothing else.
 */
export function PtidTool(host: ToolProps) {
  return (
    <ToolShell
      tool="ptid"
      group={routes.ptid}
      host={host}
      content={(calls) => loadContent(calls, host.client)}
      contentName="문항"
      screens={SCREENS}
    />
  );
}
