import { withParticle } from '@career/api-sdk';
import { Button } from '../../../components/Button';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useShownResult } from '../../framework/useShownResult';
import { useJobCard } from '../context';
import type { JobCardSaved } from '../types';

/** Concrete next steps from the liked cards and the related occupations, kept with the result as they are made. */
export function ActionItemResultScreen() {
  const { navigate } = useJobCard();
  // The description names the result's code: the plan and this screen share one read of the result.
  const result = useShownResult<JobCardSaved>().data?.result;
  const code = result?.code;
  // A sort with no liked card (job-card/2) has no code and no occupations: its steps come from the disliked reasons.
  const basis =
    result && code === '' && !('disliked_count' in result)
      ? '끌리지 않은 이유와 잘 모르겠다에 둔 카드를'
      : `${code ? `끌린 카드의 흥미 코드 ${withParticle(code, '와/과')}` : '끌린 카드와'} 관련 직업을`;
  return (
    <ActionItemScreen
      description={`${basis} 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다.`}
      back={(runId) => (
        <Button variant="ghost" onPress={() => navigate('recommend', runId)}>
          결과로
        </Button>
      )}
    />
  );
}
