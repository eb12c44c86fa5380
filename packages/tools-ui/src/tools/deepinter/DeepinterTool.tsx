import { DEEPINTER_KINDS, routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { MainScreen } from './screens/MainScreen';
import { RootScreen } from './screens/RootScreen';

const SCREENS = {
  main: MainScreen,
  root: RootScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'deepinter'>, ComponentType>;

/** The whole deep interview for one user (or a guest on a QR link). */
export function DeepinterTool(host: ToolProps) {
  return (
    <ToolShell
      tool="deepinter"
      group={routes.deepinter}
      host={host}
      // The kinds of experience are fixed (constants), so there is nothing to load before the run.
      content={async () => ({ ok: true, data: DEEPINTER_KINDS })}
      contentName="질문"
      screens={SCREENS}
    />
  );
}
