import type { ReactElement, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { Notice } from '../../../patterns/Notice';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useCoreColoring } from '../context';
import type { CoreColoringSaved } from '../types';
import { useShownResult } from './useShownResult';

export interface ResultGateProps {
  /** The screen's title, also while it waits. */
  title: string;
  back: ReactNode;
  /** The screen, once its result is there. */
  children: (saved: CoreColoringSaved, keep: (saved: CoreColoringSaved) => void) => ReactElement;
}

/** A result screen's waiting, empty and failed states, the same on every result screen. */
export function ResultGate({ title, back, children }: ResultGateProps) {
  const { navigate, subjectName } = useCoreColoring();
  const shown = useShownResult();
  if (shown.status === 'ready' && shown.saved) return children(shown.saved, shown.keep);
  return (
    <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title={title} back={back}>
      {shown.status === 'loading' ? (
        <Skeleton label="결과를 불러오는 중" variant="block" lines={4} />
      ) : shown.status === 'none' ? (
        <Notice title="아직 결과가 없습니다">
          모든 문장을 색칠하고 가장 나다운 문장을 고르면 결과가 나옵니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('main')}>
            처음 화면으로
          </Button>
        </Notice>
      ) : (
        <ErrorState title="결과를 불러오지 못했습니다" onRetry={shown.retry} />
      )}
    </ToolScreen>
  );
}
