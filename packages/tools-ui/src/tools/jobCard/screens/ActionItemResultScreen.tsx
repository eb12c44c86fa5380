import { Button } from '../../../components/Button';
import { ActionItemPlan } from '../../framework/ActionItemPlan';
import { dueDateIn } from '../../framework/dates';
import { TOOL_NAME, useJobCard } from '../context';
import { suggestionsFor, withCodeParticle } from '../model/flow';
import { JobCardResultGate } from './JobCardResultGate';

const TITLE = '실천 계획';

/** Concrete next steps from the liked cards and the related occupations, saved with the result. */
export function ActionItemResultScreen() {
  const { port, navigate, subjectName, results } = useJobCard();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('recommend', run)}>
      결과로
    </Button>
  );
  return (
    <JobCardResultGate title={TITLE} back={back()}>
      {(saved) => (
        <ActionItemPlan
          key={saved.run_id}
          toolName={TOOL_NAME}
          subjectName={subjectName}
          title={TITLE}
          description={`${saved.result.code ? `끌린 카드의 흥미 코드 ${withCodeParticle(saved.result.code, ['와', '과'])}` : '끌린 카드와'} 관련 직업을 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다.`}
          back={back(saved.run_id)}
          initial={saved.action_items}
          suggestions={suggestionsFor(saved.result).map((suggestion) => ({
            content: suggestion.content,
            due_date: dueDateIn(suggestion.due_in_days),
          }))}
          save={(items) => port.saveActionItems(saved.run_id, items)}
          onSaved={(items) => results.set(saved.run_id, { ...saved, action_items: [...items] })}
        />
      )}
    </JobCardResultGate>
  );
}
