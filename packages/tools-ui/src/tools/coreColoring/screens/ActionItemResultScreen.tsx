import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { Notice } from '../../../patterns/Notice';
import { ActionItems } from '../../framework/ActionItems';
import { ToolScreen } from '../../framework/ToolScreen';
import type { ActionItemEntry } from '../../framework/types';
import { TOOL_NAME, useCoreColoring } from '../context';
import { dueDateIn } from '../model/result';
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
      {(saved, keep) => <ActionItemEditor key={saved.run_id} saved={saved} keep={keep} back={back(saved.run_id)} />}
    </ResultGate>
  );
}

function ActionItemEditor({
  saved,
  keep,
  back,
}: {
  saved: CoreColoringSaved;
  keep(saved: CoreColoringSaved): void;
  back: ReactNode;
}) {
  const { port, subjectName } = useCoreColoring();
  const [items, setItems] = useState<ActionItemEntry[]>(() => [...saved.action_items]);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  // Offered with the date each suggests, counted from today.
  const [suggestions] = useState(() =>
    saved.result.suggestions.map((suggestion) => ({
      content: suggestion.content,
      due_date: dueDateIn(suggestion.dueInDays),
    })),
  );

  const save = async () => {
    setSaving('saving');
    const kept = await port.saveActionItems(saved.run_id, items);
    setSaving(kept ? 'saved' : 'failed');
    if (kept) {
      setItems([...kept]);
      keep({ ...saved, action_items: [...kept] });
    }
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title={TITLE}
      description="강점을 살리고 키우고 싶은 코어를 기를 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={back}
      next={
        <Button variant="primary" isLoading={saving === 'saving'} loadingLabel="저장 중" onPress={() => void save()}>
          실천 계획 저장
        </Button>
      }
    >
      {saving === 'saved' ? <Notice tone="success">실천 계획을 저장했습니다.</Notice> : null}
      {saving === 'failed' ? (
        <Notice tone="danger">저장하지 못했습니다. 적은 내용은 그대로 있으니 다시 저장해 주세요.</Notice>
      ) : null}
      <ActionItems
        suggestions={suggestions}
        items={items}
        onChange={(next) => {
          setItems(next);
          setSaving('idle');
        }}
      />
    </ToolScreen>
  );
}
