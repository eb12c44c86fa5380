import type { ReactElement, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ResultGate } from '../../framework/ResultGate';
import { useShownResult } from '../../framework/useShownResult';
import { TOOL_NAME, useJobCard } from '../context';
import type { JobCardSaved } from '../types';

/** Job card's screens after the result: the shown result, or the framework's waiting, empty and failed states. */
export function JobCardResultGate({
  title,
  back,
  children,
}: {
  title: string;
  back: ReactNode;
  children: (saved: JobCardSaved) => ReactElement;
}) {
  const { port, navigate, subjectName, runId, results } = useJobCard();
  return (
    <ResultGate
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title={title}
      back={back}
      shown={useShownResult((run) => port.result(run) as Promise<JobCardSaved | false | undefined>, runId, results)}
      empty={
        <>
          직업 카드를 나누고 끌린 카드마다 이유를 고르면 결과가 나옵니다.{' '}
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
