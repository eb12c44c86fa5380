import { routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { ExplainScreen } from './screens/ExplainScreen';
import { IntroduceScreen } from './screens/IntroduceScreen';
import { MainScreen } from './screens/MainScreen';
import { ResultScreen } from './screens/ResultScreen';
import { RootScreen } from './screens/RootScreen';

const SCREENS = {
  main: MainScreen,
  introduce: IntroduceScreen,
  explain: ExplainScreen,
  checklist: ChecklistScreen,
  root: RootScreen,
  result: ResultScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'career-anchor'>, ComponentType>;

/** The whole career-anchor tool for one user: loads its statements and the user's run, shows a screen. */
export function CareerAnchorTool(host: ToolProps) {
  return (
    <ToolShell
      tool="career-anchor"
      group={routes.careerAnchor}
      host={host}
      content={(calls) => calls.questions.load()}
      contentName="문항"
      screens={SCREENS}
    />
  );
}
