import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { ActionItemPlan } from '../../framework/ActionItemPlan';
import { dueDateIn } from '../../framework/dates';
import { TOOL_NAME, useCoreColoring } from '../context';
import type { CoreColoringSaved } from '../types';
import { ResultGate } from './ResultGate';

const TITLE = '실천 계획';

/** Concrete next steps after the result, saved with it. */
export function ActionItemResultScreen() {
  const { navigate, runId } = useCoreColoring();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('recommend/action-item', run)}>
      실천 제안으로
    </Button>
  );
  return (
    <ResultGate title={TITLE} back={back(runId ?? undefined)}>
      {(saved, keep) => <Plan key={saved.run_id} saved={saved} keep={keep} back={back(saved.run_id)} />}
    </ResultGate>
  );
}

function Plan({
  saved,
  keep,
  back,
}: {
  saved: CoreColoringSaved;
  keep(saved: CoreColoringSaved): void;
  back: ReactNode;
}) {
  const { port, subjectName } = useCoreColoring();
  // Offered with the date each suggests, counted from today (once, so a date never moves meanwhile).
  const [suggestions] = useState(() =>
    saved.result.suggestions.map((suggestion) => ({
      content: suggestion.content,
      due_date: dueDateIn(suggestion.dueInDays),
    })),
  );
  return (
    <ActionItemPlan
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title={TITLE}
      description="강점을 살리고 키우고 싶은 코어를 기를 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={back}
      initial={saved.action_items}
      suggestions={suggestions}
      save={(items) => port.saveActionItems(saved.run_id, items)}
      onSaved={(items) => keep({ ...saved, action_items: [...items] })}
    />
  );
}
