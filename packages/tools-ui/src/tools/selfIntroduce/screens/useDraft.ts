import { useEffect, useRef, useState } from 'react';
import { useToolRun } from '../../framework/ToolRunContext';
import { useSelfIntroduce } from '../context';
import type { AnswerVersion } from '../types';

export type DraftState =
  | { phase: 'idle' }
  | { phase: 'writing'; text: string }
  | { phase: 'done'; version: AnswerVersion }
  | { phase: 'stopped'; text: string; message: string }
  | { phase: 'refused'; message: string };

const NOT_SAVED = '메모를 아직 저장하지 못해 초안을 만들 수 없습니다. 연결을 확인하고 다시 시도해 주세요.';

/**
 * A draft of one answer, written from the notes as the server streams it: the notes are saved
 * first (the server writes from what it keeps), the text shows as it comes, and it can be stopped.
 * A refusal (no notes, the day's drafts used up) is kept as a message to show in place. Leaving the
 * question stops the writing (the server keeps what was written as a version).
 */
export function useDraft(questionKey: string, runId: number) {
  const { calls } = useSelfIntroduce();
  const { actions } = useToolRun();
  const [state, setState] = useState<DraftState>({ phase: 'idle' });
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
    const reply = await calls.draft.stream(
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
    if (reply.ok) setState({ phase: 'done', version: reply.data });
    else if (abort.signal.aborted) setState({ phase: 'stopped', text, message: reply.message });
    else setState({ phase: 'refused', message: reply.message });
  };

  return { state, start: () => void start(), stop: () => controller.current?.abort() };
}

export type Draft = ReturnType<typeof useDraft>;
