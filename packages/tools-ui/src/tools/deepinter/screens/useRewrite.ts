import { useEffect, useRef, useState } from 'react';
import { useToolRun } from '../../framework/ToolRunContext';
import { useDeepinter } from '../context';
import type { DeepinterRewrite } from '../types';

export type RewriteState =
  | { phase: 'idle' }
  | { phase: 'writing'; text: string }
  | { phase: 'done'; rewrite: DeepinterRewrite }
  | { phase: 'stopped'; text: string; message: string }
  | { phase: 'refused'; message: string };

const NOT_SAVED = '답변을 아직 저장하지 못해 다듬을 수 없습니다. 연결을 확인하고 다시 시도해 주세요.';

/**
 * A rewrite of one answer as the server streams it: the answer is saved first (the server rewrites
 * what it keeps), the text shows as it comes, and it can be stopped. Leaving the question stops it.
 */
export function useRewrite(
  questionKey: string,
  runId: number,
  followUp: boolean,
  onDone: (rewrite: DeepinterRewrite) => void,
) {
  const { calls } = useDeepinter();
  const { actions } = useToolRun();
  const [state, setState] = useState<RewriteState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'writing', text: '' });
    if (!(await actions.flush())) {
      controller.current = null;
      setState({ phase: 'refused', message: NOT_SAVED });
      return;
    }
    let text = '';
    const call = followUp ? calls.getAddModAnswer : calls.getModAnswer;
    const reply = await call.stream(
      { body: { run_id: runId, key: questionKey } },
      {
        onText: (piece) => {
          text += piece;
          setState({ phase: 'writing', text });
        },
        signal: abort.signal,
      },
    );
    controller.current = null;
    if (reply.ok) {
      setState({ phase: 'done', rewrite: reply.data });
      onDone(reply.data);
    } else if (abort.signal.aborted) setState({ phase: 'stopped', text, message: reply.message });
    else setState({ phase: 'refused', message: reply.message });
  };

  return { state, start: () => void start(), stop: () => controller.current?.abort() };
}
