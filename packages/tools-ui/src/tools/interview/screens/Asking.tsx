import { type ReactNode, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { Notice } from '../../../patterns/Notice';
import { confirm } from '../../../shell/dialog';
import { CountdownTimer } from '../../../shell/timer';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useItemText } from '../../framework/useAnswerValue';
import { currentQuestion, isDone, item, scoresIn, secondsText, useInterview } from '../context';
import type { InterviewQuestionRow, InterviewSet } from '../types';
import { RecordingControls, useAnswerRecording } from './recording';
import { ScoreFields } from './ScoreFields';
import * as styles from './screens.css';

const ANSWER_MAX = 2000;
/** The most seconds an answer's time item takes (the contract's limits). */
const LIMIT = { think: 600, answer: 1200 } as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const since = (start: number) => Math.max(0, Math.round((Date.now() - start) / 1000));

/** The interview itself: one question at a time against the clock, each answer scored by the student after it. */
export function Asking({ runId, set, back }: { runId: number; set: InterviewSet; back: ReactNode }) {
  const { calls, navigate, results, hasScreen } = useInterview();
  const { snapshot, actions } = useToolRun();
  const [scoring, setScoring] = useState<InterviewQuestionRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ending, setEnding] = useState(false);
  const current = currentQuestion(set.questions, snapshot.answers);
  const done = set.questions.filter((question) => isDone(snapshot.answers, question.key)).length;

  const end = async () => {
    setProblem(null);
    const left = set.questions.length - done;
    if (left > 0) {
      const sure = await confirm(
        `아직 지나오지 않은 질문이 ${left}개 있습니다. 마치면 더 답할 수 없습니다. 여기까지로 마칠까요?`,
        { title: '남은 질문이 있습니다', confirmLabel: '이대로 마치기', cancelLabel: '계속 답하기', tone: 'warning' },
      );
      if (!sure) return;
    }
    setEnding(true);
    if (!(await actions.flush())) {
      setEnding(false);
      setProblem('답변을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 마쳐 주세요.');
      return;
    }
    const saved = await calls.saveUser({ body: { run_id: runId } }, { loading: true });
    setEnding(false);
    if (saved === undefined)
      setProblem('서버에 연결하지 못해 마치지 못했습니다. 답변은 저장되어 있으니 잠시 후 다시 마쳐 주세요.');
    if (!saved) return;
    results.set(saved.run_id, saved);
    actions.completed(saved);
    navigate(hasScreen('first/result') ? 'first/result' : 'action-item/result', saved.run_id);
  };

  return (
    <ToolScreen
      title="면접 연습"
      description="실제 면접처럼 생각할 시간이 지나면 답변 시간이 시작됩니다. 답변은 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button variant={current || scoring ? 'secondary' : 'primary'} isDisabled={ending} onPress={() => void end()}>
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
      {problem ? (
        <Notice tone="danger" title="마치지 못했습니다">
          {problem}
        </Notice>
      ) : null}
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

/** One question: time to think, then time to answer, the answer typed as it is said. */
function QuestionTurn({
  question,
  runId,
  number,
  onDone,
}: {
  question: InterviewQuestionRow;
  runId: number;
  number: number;
  onDone(answered: boolean): void;
}) {
  const questionId = useId();
  const { actions } = useToolRun();
  const [answer, setAnswer] = useItemText(item.answer(question.key), ANSWER_MAX);
  // A question left part-way through its answer goes on with the answer.
  const [phase, setPhase] = useState<'think' | 'answer'>(() => (answer.trim() === '' ? 'think' : 'answer'));
  const [over, setOver] = useState(false);
  const clock = useRef({ think: Date.now(), answer: Date.now(), thought: 0 });
  const recording = useAnswerRecording(runId, question.key);

  const startAnswer = () => {
    clock.current.thought = since(clock.current.think);
    clock.current.answer = Date.now();
    setPhase('answer');
  };

  const finish = async (skipped: boolean) => {
    // A recording still running ends with the answer, and is kept before moving on.
    if (recording.recording) await recording.stop();
    const think = phase === 'think' ? since(clock.current.think) : clock.current.thought;
    const spoken = phase === 'answer' ? since(clock.current.answer) : 0;
    actions.answer(item.time(question.key), {
      think: Math.min(think, LIMIT.think),
      answer: Math.min(spoken, LIMIT.answer),
    });
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
            key="think"
            seconds={question.think_seconds}
            autoStart
            label="생각할 시간"
            onFinish={startAnswer}
          />
          <Text tone="muted">
            생각할 시간 {secondsText(question.think_seconds)}이 지나면 답변 시간 {secondsText(question.answer_seconds)}
            이 시작됩니다.
          </Text>
          <div className={styles.actions}>
            <Button variant="primary" onPress={startAnswer}>
              바로 답하기
            </Button>
            <Button variant="ghost" onPress={() => void finish(true)}>
              이 질문 건너뛰기
            </Button>
          </div>
        </>
      ) : (
        <>
          <CountdownTimer
            key="answer"
            seconds={question.answer_seconds}
            autoStart
            label="답변 시간"
            onFinish={() => setOver(true)}
          />
          {over ? (
            <Notice tone="info" title="답변 시간이 끝났습니다">
              마무리하고 답변 마치기를 눌러 주세요. 시간을 넘긴 만큼도 기록됩니다.
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
            <Button variant="primary" isDisabled={answer.trim() === ''} onPress={() => void finish(false)}>
              답변 마치기
            </Button>
            <Button variant="ghost" onPress={() => void finish(true)}>
              이 질문 건너뛰기
            </Button>
          </div>
        </>
      )}
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
