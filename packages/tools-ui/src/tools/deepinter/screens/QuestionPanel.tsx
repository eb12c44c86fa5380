import { DEEPINTER_FOLLOW_UPS } from '@career/api-sdk';
import { useId, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { ActionError } from '../../../patterns/ActionError';
import { useToolRun } from '../../framework/ToolRunContext';
import { useItemText } from '../../framework/useAnswerValue';
import { useDeepinter } from '../context';
import { item, LIMITS, PROGRESS_LABELS, partLabel, progressOf } from '../model/interview';
import type { DeepinterQuestion } from '../types';
import { FinalAnswer } from './FinalAnswer';
import { RewritePanel } from './RewritePanel';
import * as styles from './screens.css';
import { useRewrite } from './useRewrite';

export interface QuestionPanelProps {
  question: DeepinterQuestion;
  /** The follow-ups asked of it (a main question's). */
  followUps: readonly DeepinterQuestion[];
  runId: number;
  /** A question changed on the server (marked done, rewritten, its final wording saved). */
  onChanged(question: DeepinterQuestion): void;
  /** The follow-ups of a main question, as the server now has them. */
  onFollowUps(parent: string, followUps: DeepinterQuestion[]): void;
  onOpen(key: string): void;
}

/** One question: why it is asked, the answer, and what to do with it (done, rewrite, follow-ups, final wording). */
export function QuestionPanel({ question, followUps, runId, onChanged, onFollowUps, onOpen }: QuestionPanelProps) {
  const headingId = useId();
  const { calls } = useDeepinter();
  const { snapshot, actions } = useToolRun();
  const followUp = question.parent !== null;
  const [answer, setAnswer] = useItemText(item.answer(question.key), LIMITS.answer);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<{ text: string; at: number } | null>(null);
  const rewrite = useRewrite(question.key, runId, followUp, (made) => onChanged({ ...question, rewrite: made }));
  const progress = progressOf(question, snapshot.answers);
  const empty = answer.trim() === '';

  /** Saves the answer first: the server acts on what it keeps. */
  const flushed = async () => {
    setProblem(null);
    if (await actions.flush()) return true;
    setProblem('답변을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 눌러 주세요.');
    return false;
  };

  const markDone = async () => {
    if (!(await flushed())) return;
    const body = { body: { run_id: runId, key: question.key } };
    const done = followUp ? await calls.submitAddAnswer(body) : await calls.submitAnswer(body);
    if (!done) return;
    onChanged(done);
    setSaid('답변 완료로 표시했습니다.');
  };

  const askFurther = async () => {
    if (!(await flushed())) return;
    const made = await calls.addQuestionContents({ body: { run_id: runId, key: question.key } });
    if (!made) return;
    onFollowUps(question.key, made);
    const added = made.length - followUps.length;
    setSaid(added > 0 ? `꼬리 질문 ${added}개를 받았습니다. 아래에서 열어 답해 보세요.` : '새 꼬리 질문이 없습니다.');
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.section}>
        <div className={styles.actions}>
          <Badge tone={followUp ? 'accent' : 'brand'}>
            {followUp ? `${partLabel(question.part)} · 꼬리 질문` : partLabel(question.part)}
          </Badge>
          <Badge tone={progress === 'final' || progress === 'done' ? 'success' : 'neutral'}>
            {PROGRESS_LABELS[progress]}
          </Badge>
        </div>
        <Heading level={2} size={3} id={headingId}>
          {question.question}
        </Heading>
        <p className={styles.why}>왜 묻나요? {question.why}</p>
      </div>
      <div className={styles.section}>
        <Textarea
          label="내 답변"
          description="떠오르는 대로 말하듯 써 주세요. 쓰는 대로 저장됩니다."
          rows={6}
          value={answer}
          onChange={setAnswer}
          placeholder="이 질문에 대한 나의 답을 적어 주세요."
        />
        <div className={styles.actions}>
          <Button variant="secondary" iconStart="check" isDisabled={empty} onPress={() => void markDone()}>
            답변 완료
          </Button>
          <Button
            variant="secondary"
            iconStart="edit"
            isDisabled={empty || rewrite.state.phase === 'writing'}
            onPress={rewrite.start}
          >
            {question.rewrite || rewrite.state.phase === 'done' ? '다시 다듬기' : '답변 다듬기'}
          </Button>
          {followUp ? null : (
            <Button
              variant="secondary"
              iconStart="plus"
              isDisabled={empty || followUps.length >= DEEPINTER_FOLLOW_UPS}
              onPress={() => void askFurther()}
            >
              꼬리 질문 받기
            </Button>
          )}
        </div>
        {empty ? (
          <Text size="sm" tone="muted">
            답변을 쓰면 완료 표시, 다듬기{followUp ? '' : ', 꼬리 질문'}을 할 수 있습니다.
          </Text>
        ) : null}
        {problem ? <ActionError title="처리하지 못했습니다" message={problem} /> : null}
        <p className={styles.status} role="status">
          {said}
        </p>
      </div>
      <RewritePanel
        state={rewrite.state}
        kept={question.rewrite}
        onStop={rewrite.stop}
        onUse={(text) => {
          setIncoming({ text, at: Date.now() });
          setSaid('다듬은 답변을 최종 답변에 넣었습니다. 내 말투에 맞게 고쳐 주세요.');
        }}
      />
      <FinalAnswer question={question} runId={runId} answer={answer} incoming={incoming} onSaved={onChanged} />
      {followUp ? null : <FollowUps followUps={followUps} onOpen={onOpen} />}
    </section>
  );
}

/** The follow-ups asked of a main question, each with why, to open and answer. */
function FollowUps({ followUps, onOpen }: { followUps: readonly DeepinterQuestion[]; onOpen(key: string): void }) {
  const headingId = useId();
  const { snapshot } = useToolRun();
  if (followUps.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        꼬리 질문
      </Heading>
      <ol className={styles.questionList}>
        {followUps.map((entry) => (
          <li key={entry.key} className={styles.suggestionRow}>
            <Text weight="bold">{entry.question}</Text>
            <p className={styles.why}>왜 묻나요? {entry.why}</p>
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onPress={() => onOpen(entry.key)}>
                이 질문에 답하기
              </Button>
              <Text as="span" size="sm" tone="muted">
                {PROGRESS_LABELS[progressOf(entry, snapshot.answers)]}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
