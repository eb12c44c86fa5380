import { routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { IntroduceScreen } from './screens/IntroduceScreen';
import { IntroScreen } from './screens/IntroScreen';
import { MainScreen } from './screens/MainScreen';
import { RootScreen } from './screens/RootScreen';
import { StoryScreen } from './screens/StoryScreen';

const SCREENS = {
  main: MainScreen,
  introduce: IntroduceScreen,
  root: RootScreen,
  'select/story': StoryScreen,
  'self-introduce': IntroScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'selling-point'>, ComponentType>;

/** The whole selling-point tool for one user. */
export function SellingPointTool(host: ToolProps) {
  return (
    <ToolShell
      tool="selling-point"
      group={routes.sellingPoint}
      host={host}
      // The keywords come with the occupation picked, on the screens that show them.
      content={async () => ({ ok: true, data: null })}
      contentName="셀링 포인트"
      screens={SCREENS}
    />
  );
}
