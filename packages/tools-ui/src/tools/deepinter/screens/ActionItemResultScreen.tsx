import { Button } from '../../../components/Button';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useDeepinter } from '../context';
import type { DeepinterSaved } from '../types';
import { HandToSelfIntroduce } from './HandToSelfIntroduce';
import { Story } from './Story';

/** The experience told whole (to save as a PDF or copy), then the next steps, kept as they are made. */
export function ActionItemResultScreen() {
  const { navigate } = useDeepinter();
  return (
    <ActionItemScreen<DeepinterSaved>
      description="정리한 이야기를 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={() => (
        <Button variant="ghost" onPress={() => navigate('main')}>
          처음으로
        </Button>
      )}
      summary={(saved) => (
        <>
          <Story saved={saved} />
          <HandToSelfIntroduce runId={saved.run_id} />
        </>
      )}
    />
  );
}
