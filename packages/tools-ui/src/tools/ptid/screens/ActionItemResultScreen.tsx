import { Button } from '../../../components/Button';
import { ResultGate } from '../../framework/ResultGate';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useShownResult } from '../../framework/useShownResult';
import { useWhose } from '../../framework/whose';
import { usePtid } from '../context';
import type { PtidSaved } from '../types';
import { NoResultYet } from './NoResultYet';

/**
 * Concrete next steps after the result and the recommendations, kept with the result as they are
 * made. The result comes first, for the code the description names; the plan then finds it loaded.
 */
export function ActionItemResultScreen() {
  const { navigate } = usePtid();
  const whose = useWhose();
  const shown = useShownResult<PtidSaved>();
  const back = (runId: number | undefined) => (
    <Button variant="ghost" onPress={() => navigate('recommend/job', runId)}>
      추천 직업으로
    </Button>
  );
  return (
    <ResultGate title="실천 계획" back={back(shown.data?.run_id)} shown={shown} empty={<NoResultYet />}>
      {(saved) => (
        <ActionItemScreen
          description={`${whose} 코드 ${saved.result.code}에 맞는 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다.`}
          back={back}
        />
      )}
    </ResultGate>
  );
}
