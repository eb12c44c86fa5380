import { type MutableRefObject, type ReactNode, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { ActionError } from '../../../patterns/ActionError';
import { Notice } from '../../../patterns/Notice';
import { confirm } from '../../../shell/dialog';
import { CountdownTimer } from '../../../shell/timer';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useItemText } from '../../framework/useAnswerValue';
import { ENDING_WORDS, useFinish } from '../../framework/useFinish';
import { currentQuestion, isDone, item, scoresIn, secondsText, useInterview } from '../context';
import type { InterviewClock, InterviewQuestionRow, InterviewSet } from '../types';
import { useQuestionClock } from './questionClock';
import { RecordingControls, useAnswerRecording } from './recording';
import { ScoreFields } from './ScoreFields';
import * as styles from './screens.css';

const ANSWER_MAX = 2000;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The interview itself: one question at a time against the clock, each answer scored by the student after it. */
export function Asking({ runId, set, back }: { runId: number; set: InterviewSet; back: ReactNode }) {
  const { calls } = useInterview();
  const { snapshot } = useToolRun();
  const [scoring, setScoring] = useState<InterviewQuestionRow | null>(null);
  // The question on its clock tells the server its count before the interview ends.
  const saveClock = useRef<(() => Promise<unknown>) | null>(null);
  const { finish, finishing } = useFinish({
    score: calls.saveUser,
    show: ['first/result', 'action-item/result'],
    before: () => saveClock.current?.(),
    words: ENDING_WORDS,
  });
  const current = currentQuestion(set.questions, snapshot.answers);
  const done = set.questions.filter((question) => isDone(snapshot.answers, question.key)).length;

  const end = async () => {
    const left = set.questions.length - done;
    if (left > 0) {
      const sure = await confirm(
        `아직 지나오지 않은 질문이 ${left}개 있습니다. 마치면 더 답할 수 없습니다. 여기까지로 마칠까요?`,
        { title: '남은 질문이 있습니다', confirmLabel: '이대로 마치기', cancelLabel: '계속 답하기', tone: 'warning' },
      );
      if (!sure) return;
    }
    await finish();
  };

  return (
    <ToolScreen
      title="면접 연습"
      description="실제 면접처럼 생각할 시간이 지나면 답변 시간이 시작됩니다. 답변은 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button
          variant={current || scoring ? 'secondary' : 'primary'}
          isDisabled={finishing}
          onPress={() => void end()}
        >
          면접 마치기
        </Button>
      }
    >
      <ProgressBar
        label="지나온 질문"
        value={done}
        maxValue={set.questions.length}
        valueLabel={`${done} / ${set.questions.length}`}
      />
      {scoring ? (
        <SelfScore
          key={scoring.key}
          question={scoring}
          last={current === null}
          onNext={() => (current === null ? void end() : setScoring(null))}
        />
      ) : current ? (
        <QuestionTurn
          key={current.key}
          question={current}
          runId={runId}
          kept={set.clocks.find((clock) => clock.key === current.key)}
          saveClock={saveClock}
          number={set.questions.indexOf(current) + 1}
          onDone={(answered) => answered && setScoring(current)}
        />
      ) : (
        <Notice tone="success" title="모든 질문을 지나왔습니다">
          면접 마치기를 누르면 결과를 볼 수 있습니다.
        </Notice>
      )}
    </ToolScreen>
  );
}

/**
 * One question: time to think, then time to answer, the answer typed as it is said. The countdown
 * is the question's clock kept by the server, so a reload or another device goes on where it stood.
 */
function QuestionTurn({
  question,
  runId,
  kept,
  saveClock,
  number,
  onDone,
}: {
  question: InterviewQuestionRow;
  runId: number;
  /** The question's clock as the run was loaded (none: it starts now). */
  kept: InterviewClock | undefined;
  saveClock: MutableRefObject<(() => Promise<unknown>) | null>;
  number: number;
  onDone(answered: boolean): void;
}) {
  const questionId = useId();
  const [answer, setAnswer] = useItemText(item.answer(question.key), ANSWER_MAX);
  const clock = useQuestionClock(runId, question, kept, answer.trim() !== '');
  saveClock.current = clock.save;
  const [problem, setProblem] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const recording = useAnswerRecording(runId, question.key);
  const { phase, left, epoch } = clock.view;

  const finish = async (skipped: boolean) => {
    setProblem(null);
    setFinishing(true);
    // A recording still running ends with the answer, and is kept before moving on.
    if (recording.recording) await recording.stop();
    const ended = await clock.end();
    setFinishing(false);
    if (!ended.ok) {
      setProblem(ended.message);
      return;
    }
    onDone(!skipped && answer.trim() !== '');
  };

  return (
    <section className={styles.section} aria-labelledby={questionId}>
      <span className={styles.badges}>
        <Text weight="bold">질문 {number}</Text>
        <Badge tone="brand">{question.category_label}</Badge>
        <Badge tone="neutral">{question.difficulty_label}</Badge>
      </span>
      <p id={questionId} className={styles.asked}>
        {question.text}
      </p>
      {phase === 'think' ? (
        <>
          <CountdownTimer
            key={`think-${epoch}`}
            seconds={left}
            autoStart
            controls={false}
            label="생각할 시간"
            onFinish={clock.toAnswer}
          />
          <Text tone="muted">
            생각할 시간 {secondsText(question.think_seconds)}이 지나면 답변 시간 {secondsText(question.answer_seconds)}
            이 시작됩니다.
          </Text>
          <div className={styles.actions}>
            <Button variant="primary" onPress={clock.toAnswer}>
              바로 답하기
            </Button>
            <Button variant="ghost" isDisabled={finishing} onPress={() => void finish(true)}>
              이 질문 건너뛰기
            </Button>
          </div>
        </>
      ) : (
        <>
          <CountdownTimer
            key={`answer-${epoch}`}
            seconds={left}
            autoStart
            controls={false}
            label="답변 시간"
            onFinish={clock.timeUp}
          />
          {phase === 'over' ? (
            <Notice tone="info" title="답변 시간이 끝났습니다">
              쓴 답은 그대로 저장됩니다. 마무리하고 답변 마치기를 눌러 주세요. 시간은 주어진{' '}
              {secondsText(question.answer_seconds)}
              까지 기록됩니다.
            </Notice>
          ) : null}
          <Textarea
            label="내 답변"
            description="말하듯이 적어 보세요. 쓰는 대로 저장됩니다."
            rows={7}
            value={answer}
            onChange={setAnswer}
            autoFocus
          />
          <RecordingControls recording={recording} />
          <div className={styles.actions}>
            <Button variant="primary" isDisabled={answer.trim() === '' || finishing} onPress={() => void finish(false)}>
              답변 마치기
            </Button>
            <Button variant="ghost" isDisabled={finishing} onPress={() => void finish(true)}>
              이 질문 건너뛰기
            </Button>
          </div>
        </>
      )}
      {problem ? <ActionError title="다음으로 넘어가지 못했습니다" message={problem} /> : null}
    </section>
  );
}

/** After an answer: what a good answer shows, and the student's own scores of theirs. */
function SelfScore({ question, last, onNext }: { question: InterviewQuestionRow; last: boolean; onNext(): void }) {
  const { snapshot, actions } = useToolRun();
  const scores = scoresIn(snapshot.answers[item.self(question.key)]);
  return (
    <section className={styles.section} aria-label="내 답변 점수 매기기">
      <p className={styles.asked}>{question.text}</p>
      <p className={styles.paragraph}>{textOf(snapshot.answers[item.answer(question.key)])}</p>
      <Notice tone="info" title="좋은 답변은">
        {question.shows}
      </Notice>
      <Text>
        내 답변을 네 기준으로 매겨 보세요. 나중에 상담 선생님(강사)의 점수와 나란히 봅니다. 건너뛰어도 됩니다.
      </Text>
      <ScoreFields who="내 점수" scores={scores} onChange={(next) => actions.answer(item.self(question.key), next)} />
      <div className={styles.actions}>
        <Button variant="primary" onPress={onNext}>
          {last ? '면접 마치기' : '다음 질문'}
        </Button>
      </div>
    </section>
  );
}
