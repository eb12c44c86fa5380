import { useToolRun } from '../../framework/ToolRunContext';
import { useStreamedText } from '../../framework/useStreamedText';
import { useSelfIntroduce } from '../context';
import type { AnswerVersion } from '../types';

const NOT_SAVED = '메모를 아직 저장하지 못해 초안을 만들 수 없습니다. 연결을 확인하고 다시 시도해 주세요.';

/**
 * A draft of one answer, written from the notes as the server streams it: the notes are saved
 * first (the server writes from what it keeps). Leaving the question stops the writing (the server
 * keeps what was written as a version).
 */
export function useDraft(questionKey: string, runId: number) {
  const { calls } = useSelfIntroduce();
  const { actions } = useToolRun();
  return useStreamedText<AnswerVersion>({
    before: async () => ((await actions.flush()) ? null : NOT_SAVED),
    call: (handlers) => calls.draft.stream({ body: { run_id: runId, key: questionKey } }, handlers),
  });
}

export type Draft = ReturnType<typeof useDraft>;
