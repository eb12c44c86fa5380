import { routes } from '@career/api-sdk';
import { type ComponentType, useMemo, useState } from 'react';
import type { ToolScreenName } from '../framework/ToolContext';
import { ToolShell } from '../framework/ToolShell';
import type { ToolProps } from '../framework/types';
import { type SelfIntroduceLocal, SelfIntroduceLocalContext } from './context';
import { ActionItemResultScreen } from './screens/ActionItemResultScreen';
import { ChecklistScreen } from './screens/ChecklistScreen';
import { MainScreen } from './screens/MainScreen';
import { RootScreen } from './screens/RootScreen';
import type { SelfIntroduceQuestions } from './types';

const SCREENS = {
  main: MainScreen,
  root: RootScreen,
  'self-introduce/checklist': ChecklistScreen,
  'action-item/result': ActionItemResultScreen,
} satisfies Record<ToolScreenName<'self-introduce'>, ComponentType>;

/**
 * The whole self-introduction tool for one user (or a guest on a QR link): loads the questions and
 * the user's run, shows a screen.
 */
export function SelfIntroduceTool(host: ToolProps) {
  const [types, setTypes] = useState<{ userId: number; types: SelfIntroduceQuestions } | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const { userId } = host;
  const local = useMemo<SelfIntroduceLocal>(
    () => ({
      // Changes made for another user (the host switched) are not this user's questions.
      types: types?.userId === userId ? types.types : null,
      setTypes: (next) => setTypes({ userId, types: next }),
      current,
      setCurrent,
    }),
    [userId, types, current],
  );
  return (
    <SelfIntroduceLocalContext.Provider value={local}>
      <ToolShell
        tool="self-introduce"
        group={routes.selfIntroduce}
        host={host}
        content={(calls) => calls.questions.load()}
        contentName="문항"
        screens={SCREENS}
      />
    </SelfIntroduceLocalContext.Provider>
  );
}
