import { Button } from '../../../components/Button';
import { ActionItemPlan } from '../../framework/ActionItemPlan';
import { ResultGate } from '../../framework/ResultGate';
import { TOOL_NAME, useCareerAnchor } from '../context';
import { SUGGESTED_ACTIONS } from '../model/flow';
import { useShownResult } from './ResultScreen';

/** Concrete next steps after the result, saved with it. */
export function ActionItemResultScreen() {
  const { port, navigate, subjectName } = useCareerAnchor();
  const shown = useShownResult();
  const back = (
    <Button variant="ghost" onPress={() => navigate('result', shown.saved?.run_id)}>
      결과로
    </Button>
  );
  return (
    <ResultGate
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="실천 계획"
      back={back}
      shown={{ status: shown.status, data: shown.saved, retry: shown.retry }}
      empty="결과가 나온 뒤에 실천 계획을 세울 수 있습니다."
    >
      {(saved) => (
        <ActionItemPlan
          key={saved.run_id}
          toolName={TOOL_NAME}
          subjectName={subjectName}
          description="나의 두 앵커에 맞는 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
          back={back}
          initial={saved.action_items}
          suggestions={saved.result.top.flatMap((code) => SUGGESTED_ACTIONS[code])}
          save={(items) => port.saveActionItems(saved.run_id, items)}
        />
      )}
    </ResultGate>
  );
}
