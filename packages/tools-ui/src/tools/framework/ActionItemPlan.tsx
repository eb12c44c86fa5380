import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { Notice } from '../../patterns/Notice';
import { ActionItems, type DatedSuggestion } from './ActionItems';
import { ToolScreen } from './ToolScreen';
import type { ActionItemEntry } from './types';

export interface ActionItemPlanProps {
  toolName: string;
  subjectName?: string | null | undefined;
  title?: string;
  /** Which next steps this result calls for, in a sentence. */
  description: string;
  back: ReactNode;
  /** The plan saved with the result so far. */
  initial: readonly ActionItemEntry[];
  suggestions: readonly (string | DatedSuggestion)[];
  save(items: readonly ActionItemEntry[]): Promise<readonly ActionItemEntry[] | false | undefined>;
  /** The plan as the server kept it. */
  onSaved?(items: readonly ActionItemEntry[]): void;
}

/**
 * Every tool's action-item screen: concrete next steps (what, by when) picked from the result's
 * suggestions or written, saved with the result. A failed save keeps what was written.
 */
export function ActionItemPlan({
  toolName,
  subjectName,
  title = '실천 계획',
  description,
  back,
  initial,
  suggestions,
  save,
  onSaved,
}: ActionItemPlanProps) {
  const [items, setItems] = useState<ActionItemEntry[]>(() => [...initial]);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = async () => {
    setSaving('saving');
    const kept = await save(items);
    setSaving(kept ? 'saved' : 'failed');
    if (kept) {
      setItems([...kept]);
      onSaved?.(kept);
    }
  };

  return (
    <ToolScreen
      toolName={toolName}
      subjectName={subjectName}
      title={title}
      description={description}
      back={back}
      next={
        <Button variant="primary" isLoading={saving === 'saving'} loadingLabel="저장 중" onPress={() => void submit()}>
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
