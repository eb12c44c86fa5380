import { routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { CheckInterestScreen } from './screens/CheckInterestScreen';
import { MainScreen } from './screens/MainScreen';
import { PlanScreen } from './screens/PlanScreen';
import { RootScreen } from './screens/RootScreen';

const SCREENS = {
  main: MainScreen,
  root: RootScreen,
  'check/interest': CheckInterestScreen,
  'gpt/result': PlanScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'job-search'>, ComponentType>;

/** The whole job-search tool for one user. */
export function JobSearchTool(host: ToolProps) {
  return (
    <ToolShell
      tool="job-search"
      group={routes.jobSearch}
      host={host}
      content={(calls) => calls.category.load()}
      contentName="관심 분야"
      screens={SCREENS}
    />
  );
}
