import type { ReactElement, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ResultGate } from '../../framework/ResultGate';
import { useShownResult } from '../../framework/useShownResult';
import { TOOL_NAME, usePtid } from '../context';
import type { PtidSaved } from '../types';

/** ptid's screens after the result: the shown result, or the framework's waiting, empty and failed states. */
export function PtidResultGate({
  title,
  back,
  children,
}: {
  title: string;
  back: ReactNode;
  children: (saved: PtidSaved) => ReactElement;
}) {
  const { port, navigate, subjectName, runId, results } = usePtid();
  return (
    <ResultGate
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title={title}
      back={back}
      shown={useShownResult((run) => port.result(run) as Promise<PtidSaved | false | undefined>, runId, results)}
      empty={
        <>
          활동에 모두 답하고 유형 순서를 정하면 결과가 나옵니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('main')}>
            처음 화면으로
          </Button>
        </>
      }
    >
      {children}
    </ResultGate>
  );
}
