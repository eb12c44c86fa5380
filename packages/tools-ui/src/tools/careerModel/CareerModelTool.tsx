import { routes } from '@career/api-sdk';
import type { ComponentType } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { CheckScreen } from './screens/CheckScreen';
import { EduScreen } from './screens/EduScreen';
import { JobScreen } from './screens/JobScreen';
import { MainScreen } from './screens/MainScreen';
import { MajorScreen } from './screens/MajorScreen';
import { RootScreen } from './screens/RootScreen';

const SCREENS = {
  main: MainScreen,
  root: RootScreen,
  'recommend/job': JobScreen,
  'recommend/major': MajorScreen,
  'recommend/edu': EduScreen,
  'check/result': CheckScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'career-model'>, ComponentType>;

/** The whole career model for one user: their results gathered, then occupations, majors and training paths. */
export function CareerModelTool(host: ToolProps) {
  return (
    <ToolShell
      tool="career-model"
      group={routes.careerModel}
      host={host}
      // It reads the student's results, loaded per run on its first screen: nothing to load before.
      content={async () => ({ ok: true, data: null })}
      contentName="추천 자료"
      screens={SCREENS}
    />
  );
}
