import { useToolRun } from '../../framework/ToolRunContext';
import { useStreamedText } from '../../framework/useStreamedText';
import { useDeepinter } from '../context';
import type { DeepinterRewrite } from '../types';

const NOT_SAVED = '답변을 아직 저장하지 못해 다듬을 수 없습니다. 연결을 확인하고 다시 시도해 주세요.';

/** A rewrite of one answer as the server streams it: the answer is saved first (the server rewrites what it keeps). */
export function useRewrite(
  questionKey: string,
  runId: number,
  followUp: boolean,
  onDone: (rewrite: DeepinterRewrite) => void,
) {
  const { calls } = useDeepinter();
  const { actions } = useToolRun();
  return useStreamedText<DeepinterRewrite>({
    before: async () => ((await actions.flush()) ? null : NOT_SAVED),
    call: (handlers) =>
      (followUp ? calls.getAddModAnswer : calls.getModAnswer).stream(
        { body: { run_id: runId, key: questionKey } },
        handlers,
      ),
    onDone,
  });
}

export type RewriteState = ReturnType<typeof useRewrite>['state'];
