import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { ActionItemPlan } from '../../framework/ActionItemPlan';
import { dueDateIn } from '../../framework/dates';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { TOOL_NAME, usePtid } from '../context';
import { PtidResultGate } from './PtidResultGate';

const TITLE = '실천 계획';

/** Concrete next steps after the result and the recommendations, saved with the result. */
export function ActionItemResultScreen() {
  const { navigate } = usePtid();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('recommend/job', run)}>
      추천 직업으로
    </Button>
  );
  return (
    <PtidResultGate title={TITLE} back={back()}>
      {(saved) => <Plan key={saved.run_id} runId={saved.run_id} back={back(saved.run_id)} />}
    </PtidResultGate>
  );
}

function Plan({ runId, back }: { runId: number; back: ReactNode }) {
  const { port, subjectName, results } = usePtid();
  const plan = useLoaded(() => port.actionItemResult(runId), runId);
  if (plan.status !== 'ready') {
    return (
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title={TITLE} back={back}>
        {plan.status === 'error' ? (
          <ErrorState title="실천 계획을 불러오지 못했습니다" onRetry={plan.retry} />
        ) : (
          <Skeleton label="실천 계획을 불러오는 중" lines={4} />
        )}
      </ToolScreen>
    );
  }
  const { saved, suggestions } = plan.data;
  return (
    <ActionItemPlan
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title={TITLE}
      description={`나의 코드 ${saved.result.code}에 맞는 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다.`}
      back={back}
      initial={saved.action_items}
      suggestions={suggestions.map((suggestion) => ({
        content: suggestion.content,
        due_date: dueDateIn(suggestion.due_in_days),
      }))}
      save={(items) => port.saveActionItems(runId, items)}
      onSaved={(items) => results.set(runId, { ...saved, action_items: [...items] })}
    />
  );
}
