import type { ReactElement, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ResultGate as FrameworkResultGate } from '../../framework/ResultGate';
import { useShownResult } from '../../framework/useShownResult';
import { useCoreColoring } from '../context';
import type { CoreColoringSaved } from '../types';

export interface ResultGateProps {
  /** The screen's title, also while it waits. */
  title: string;
  back: ReactNode;
  /** The screen, once its result is there. */
  children: (saved: CoreColoringSaved) => ReactElement;
}

/**
 * Core coloring's result screens: the shown result (read, never scored: 결과 보기 scores), or the
 * framework's waiting, empty and failed states.
 */
export function ResultGate({ title, back, children }: ResultGateProps) {
  const { navigate } = useCoreColoring();
  const shown = useShownResult<CoreColoringSaved>();
  return (
    <FrameworkResultGate
      title={title}
      back={back}
      shown={shown}
      empty={
        <>
          모든 문장을 색칠하고 가장 나다운 문장을 고르면 결과가 나옵니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('main')}>
            처음 화면으로
          </Button>
        </>
      }
    >
      {(saved) => children(saved)}
    </FrameworkResultGate>
  );
}
