import { routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { MainScreen } from './screens/MainScreen';
import { RootScreen } from './screens/RootScreen';
import { FirstStage, FourthStage, SecondStage, ThirdStage } from './screens/stages';

const SCREENS = {
  main: MainScreen,
  root: RootScreen,
  'first/result': FirstStage,
  'second/result': SecondStage,
  'third/result': ThirdStage,
  'fourth/result': FourthStage,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'interview'>, ComponentType>;

/** The whole interview for one user: questions, answers against the clock, four result stages. */
export function InterviewTool(host: ToolProps) {
  return (
    <ToolShell
      tool="interview"
      group={routes.interview}
      host={host}
      // The questions belong to the run (picked on its first screen), so there is nothing to load before it.
      content={async () => ({ ok: true, data: null })}
      contentName="질문"
      screens={SCREENS}
    />
  );
}
