import { Button } from '../../../components/Button';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useCareerAnchor } from '../context';

/** Concrete next steps after the result, kept with it as they are made. */
export function ActionItemResultScreen() {
  const { navigate } = useCareerAnchor();
  return (
    <ActionItemScreen
      description="결과에서 높게 나온 앵커에 맞는 다음 걸음을 정해 보세요. 점수가 같은 앵커는 하나씩 함께 제안합니다. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={(runId) => (
        <Button variant="ghost" onPress={() => navigate('result', runId)}>
          결과로
        </Button>
      )}
    />
  );
}
