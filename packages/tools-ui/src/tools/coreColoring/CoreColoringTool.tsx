import { routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
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

const SCREENS = {
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
} satisfies Record<ToolScreenName<'core-coloring'>, ComponentType>;

/** The whole core-coloring tool for one user: loads its content and the user's run, shows a screen. */
export function CoreColoringTool(host: ToolProps) {
  return (
    <ToolShell
      tool="core-coloring"
      group={routes.coreColoring}
      host={host}
      content={(calls) => calls.questions.load({ body: {} })}
      contentName="문장"
      screens={SCREENS}
      // Each coloring goes through the tool's own save call (spec §7 save/user), with the same rules.
      runCalls={(calls) => ({
        ...calls,
        saveAnswers: {
          raw: ({ params, body }, options) =>
            calls.saveUser.raw({ body: { run_id: Number(params.runId), ...body } }, options),
        },
      })}
    />
  );
}
