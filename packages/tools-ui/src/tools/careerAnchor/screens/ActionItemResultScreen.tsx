import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { Notice } from '../../../patterns/Notice';
import { ActionItems } from '../../framework/ActionItems';
import { ToolScreen } from '../../framework/ToolScreen';
import type { ActionItemEntry } from '../../framework/types';
import { TOOL_NAME, useCareerAnchor } from '../context';
import { SUGGESTED_ACTIONS } from '../model/flow';
import { useShownResult } from './ResultScreen';

/** Concrete next steps after the result, saved with it. */
export function ActionItemResultScreen() {
  const { port, navigate, subjectName } = useCareerAnchor();
  const shown = useShownResult();
  const [items, setItems] = useState<ActionItemEntry[] | null>(null);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    if (shown.saved) setItems([...shown.saved.action_items]);
  }, [shown.saved]);

  const back = (
    <Button variant="ghost" onPress={() => navigate('result', shown.saved?.run_id)}>
      결과로
    </Button>
  );
  if (shown.status === 'loading' || (shown.saved && !items)) {
    return (
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title="실천 계획" back={back}>
        <Skeleton label="실천 계획을 불러오는 중" />
      </ToolScreen>
    );
  }
  if (!shown.saved || !items) {
    return (
      <ToolScreen toolName={TOOL_NAME} subjectName={subjectName} title="실천 계획" back={back}>
        {shown.status === 'none' ? (
          <Notice title="아직 결과가 없습니다">결과가 나온 뒤에 실천 계획을 세울 수 있습니다.</Notice>
        ) : (
          <ErrorState title="결과를 불러오지 못했습니다" onRetry={shown.retry} />
        )}
      </ToolScreen>
    );
  }

  const runId = shown.saved.run_id;
  const suggestions = shown.saved.result.top.flatMap((code) => SUGGESTED_ACTIONS[code]);
  const save = async () => {
    setSaving('saving');
    const saved = await port.saveActionItems(runId, items);
    setSaving(saved ? 'saved' : 'failed');
    if (saved) setItems([...saved]);
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="실천 계획"
      description="나의 두 앵커에 맞는 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
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
