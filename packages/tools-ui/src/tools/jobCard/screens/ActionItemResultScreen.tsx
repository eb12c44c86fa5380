import type { Reply } from '@career/api-sdk';
import { useMemo } from 'react';
import { Button } from '../../../components/Button';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useShownResult } from '../../framework/useShownResult';
import { useJobCard } from '../context';
import { withCodeParticle } from '../model/flow';
import type { JobCardSaved } from '../types';

/** Concrete next steps from the liked cards and the related occupations, kept with the result as they are made. */
export function ActionItemResultScreen() {
  const { calls, navigate } = useJobCard();
  // The description names the result's code: the plan and this screen share one load of the result.
  const load = useMemo(() => {
    const pending = new Map<number, Promise<Reply<JobCardSaved>>>();
    return (runId: number) => {
      let known = pending.get(runId);
      if (!known) {
        // A failed load is not kept: a retry asks again.
        known = calls.result.load({ params: { runId } }).then((reply) => {
          if (!reply.ok) pending.delete(runId);
          return reply;
        });
        pending.set(runId, known);
      }
      return known;
    };
  }, [calls]);
  const result = useShownResult<JobCardSaved>(load).data?.result;
  const code = result?.code;
  // A sort with no liked card (job-card/2) has no code and no occupations: its steps come from the disliked reasons.
  const basis =
    result && code === '' && !('disliked_count' in result)
      ? '끌리지 않은 이유와 잘 모르겠다에 둔 카드를'
      : `${code ? `끌린 카드의 흥미 코드 ${withCodeParticle(code, ['와', '과'])}` : '끌린 카드와'} 관련 직업을`;
  return (
    <ActionItemScreen
      description={`${basis} 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다.`}
      load={load}
      back={(runId) => (
        <Button variant="ghost" onPress={() => navigate('recommend', runId)}>
          결과로
        </Button>
      )}
    />
  );
}
