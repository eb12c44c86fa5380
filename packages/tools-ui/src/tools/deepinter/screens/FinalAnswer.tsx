import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Textarea } from '../../../components/Textarea';
import { useDeepinter } from '../context';
import { LIMITS } from '../model/interview';
import type { DeepinterQuestion } from '../types';
import * as styles from './screens.css';

/** How long the final wording waits after the last keystroke before it is saved. */
export const FINAL_SAVE_DELAY_MS = 800;

export interface FinalAnswerProps {
  question: DeepinterQuestion;
  runId: number;
  /** The text to start from when the student asks for it (their answer). */
  answer: string;
  /** Text put in from outside (a rewrite taken), with a counter so the same text can be put twice. */
  incoming: { text: string; at: number } | null;
  onSaved(question: DeepinterQuestion): void;
}

type SaveState = 'saved' | 'waiting' | 'saving' | 'failed';
const SAVE_LABELS: Record<SaveState, string> = {
  saved: '저장됨',
  waiting: '입력 중',
  saving: '저장 중…',
  failed: '저장하지 못했습니다. 연결을 확인해 주세요. 다시 입력하면 다시 저장합니다.',
};

/** The student's final wording of an answer: saved as they type (update/answer), the answer to start from. */
export function FinalAnswer({ question, runId, answer, incoming, onSaved }: FinalAnswerProps) {
  const { calls } = useDeepinter();
  const [text, setText] = useState(question.final ?? '');
  const [save, setSave] = useState<SaveState>('saved');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(text);

  const send = async () => {
    timer.current = null;
    setSave('saving');
    const saved = await calls.updateAnswer({ body: { run_id: runId, key: question.key, text: latest.current } });
    if (!saved) {
      setSave('failed');
      return;
    }
    setSave(latest.current === (saved.final ?? '') ? 'saved' : 'waiting');
    onSaved(saved);
  };

  const change = (next: string) => {
    const clipped = next.slice(0, LIMITS.answer);
    latest.current = clipped;
    setText(clipped);
    setSave('waiting');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), FINAL_SAVE_DELAY_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new incoming text is put in.
  useEffect(() => {
    if (incoming) change(incoming.text);
  }, [incoming?.at]);

  // Leaving the question saves what is waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving only.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void send();
      }
    },
    [],
  );

  return (
    <div className={styles.section}>
      <Textarea
        label="최종 답변"
        description="면접에서 실제로 말할 답변입니다. 결과에는 최종 답변이, 비워 두면 쓴 답변이 들어갑니다."
        rows={6}
        value={text}
        onChange={change}
        onBlur={() => {
          if (timer.current) {
            clearTimeout(timer.current);
            void send();
          }
        }}
      />
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" isDisabled={answer.trim() === ''} onPress={() => change(answer)}>
          쓴 답변 그대로 가져오기
        </Button>
        <p className={styles.status} role="status">
          {text.trim() === '' && save === 'saved' ? '' : SAVE_LABELS[save]}
        </p>
      </div>
    </div>
  );
}
