import { Button } from '../../../components/Button';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useCoreColoring } from '../context';

/** Concrete next steps after the result, kept with it as they are made. */
export function ActionItemResultScreen() {
  const { navigate } = useCoreColoring();
  return (
    <ActionItemScreen
      description="강점을 살리고 키우고 싶은 코어를 기를 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={(runId) => (
        <Button variant="ghost" onPress={() => navigate('recommend/action-item', runId)}>
          실천 제안으로
        </Button>
      )}
    />
  );
}
