import { routes } from '@career/api-sdk';
import { type ComponentType, useState } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { HandsContext } from './context';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { CategorySelectScreen } from './screens/CategorySelectScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { ClassifyScreen } from './screens/ClassifyScreen';
import { MainScreen } from './screens/MainScreen';
import { RecommendScreen } from './screens/RecommendScreen';
import { RootScreen } from './screens/RootScreen';
import type { JobCard } from './types';

const SCREENS = {
  main: MainScreen,
  checklist: ChecklistScreen,
  'category/select': CategorySelectScreen,
  root: RootScreen,
  classify: ClassifyScreen,
  recommend: RecommendScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'job-card'>, ComponentType>;

/**
 * The whole job card tool for one user: its content (job groups, warm-up questions, reasons), the
 * user's run, and a screen.
 */
export function JobCardTool(host: ToolProps) {
  // Kept while the tool is open: the host mounts it anew (a key) for another user.
  const [hands] = useState(() => new Map<string, readonly JobCard[]>());
  return (
    <HandsContext.Provider value={hands}>
      <ToolShell
        tool="job-card"
        group={routes.jobCard}
        host={host}
        content={(calls) => calls.list.load()}
        contentName="직업 카드"
        screens={SCREENS}
      />
    </HandsContext.Provider>
  );
}
