import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { ActionError } from '../../../patterns/ActionError';
import { Notice } from '../../../patterns/Notice';
import { useToolRun } from '../../framework/ToolRunContext';
import { useSelfIntroduce } from '../context';
import type { CheckFinding, SelfIntroduceCheck } from '../types';
import { CheckCounts, Findings } from './Findings';
import * as styles from './screens.css';

/** A review kept with the text it read, so a later edit is noticed. */
export interface CheckedAnswer {
  check: SelfIntroduceCheck;
  text: string;
}

export interface CheckPanelProps {
  questionKey: string;
  runId: number;
  answer: string;
  checked: CheckedAnswer | null;
  onChecked(checked: CheckedAnswer): void;
  /** Selects `start`–`end` in the answer. */
  onSelect(start: number, end: number): void;
}

/** The review of the answer as saved: a checklist of what a reader notices, not a grade. */
export function CheckPanel({ questionKey, runId, answer, checked, onChecked, onSelect }: CheckPanelProps) {
  const { calls } = useSelfIntroduce();
  const { actions } = useToolRun();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = checked !== null && checked.text !== answer;
  const results = useRef<HTMLElement>(null);
  const [arrived, setArrived] = useState(0);
  // A new review: the focus goes to it, so a screen reader reads it and the keyboard is there.
  useEffect(() => {
    if (arrived > 0) results.current?.focus();
  }, [arrived]);

  const review = async () => {
    setProblem(null);
    setChecking(true);
    const text = answer;
    const saved = await actions.flush();
    // A refusal is the client's alert; an unreachable server is said here.
    const check = saved
      ? await calls.check({ body: { run_id: runId, key: questionKey } }, { loading: true })
      : undefined;
    setChecking(false);
    if (check) {
      onChecked({ check, text });
      setArrived((count) => count + 1);
    } else if (check === undefined)
      setProblem(
        '답변을 서버에 보내지 못했습니다. 연결을 확인하고 다시 점검해 주세요. 쓴 답변은 이 화면에 그대로 있습니다.',
      );
  };

  const select = (finding: CheckFinding) => {
    const sentence = finding.sentence;
    if (!sentence) return;
    // Edited since the review: find the sentence where it is now, if it is still there.
    if (answer.slice(sentence.start, sentence.end) === sentence.text) onSelect(sentence.start, sentence.end);
    else {
      const at = answer.indexOf(sentence.text);
      if (at >= 0) onSelect(at, at + sentence.text.length);
      else setProblem('점검한 뒤 이 문장이 바뀌어 찾지 못했습니다. 다시 점검해 주세요.');
    }
  };

  return (
    <div className={styles.section}>
      <Text>
        답변을 읽는 사람이 눈여겨볼 만한 부분을 찾아 목록으로 보여 드립니다. 점수나 합격 여부를 매기지 않습니다.
      </Text>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          iconStart="search"
          isDisabled={answer.trim() === '' || checking}
          onPress={() => void review()}
        >
          {checked ? '다시 점검하기' : '점검하기'}
        </Button>
        {answer.trim() === '' ? (
          <Text size="sm" tone="muted">
            답변을 쓰면 점검할 수 있습니다.
          </Text>
        ) : null}
      </div>
      {problem ? <ActionError message={problem} /> : null}
      {checked ? (
        <section ref={results} tabIndex={-1} className={styles.results} aria-label="점검 결과">
          <Notice title="점검 목록입니다">{checked.check.note}</Notice>
          {changed ? (
            <Notice tone="warning" title="점검한 뒤 답변이 바뀌었습니다">
              아래 목록은 점검할 때의 답변을 읽은 것입니다. 고친 답변은 다시 점검해 주세요.
            </Notice>
          ) : null}
          <CheckCounts check={checked.check} />
          <Findings findings={checked.check.findings} onSelect={select} />
        </section>
      ) : null}
    </div>
  );
}
