import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { ActionError } from '../../../patterns/ActionError';
import { confirm } from '../../../shell/dialog';
import { BackToToolMain } from '../../framework/BackToTools';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen, ToolScreen } from '../../framework/ToolScreen';
import { ENDING_WORDS, useFinish } from '../../framework/useFinish';
import { useLoaded } from '../../framework/useLoaded';
import { useDeepinter } from '../context';
import { grouped, item, nextOpen, progressOf } from '../model/interview';
import type { DeepinterQuestion, DeepinterState } from '../types';
import { ExperienceStep } from './ExperienceStep';
import { QuestionChooser } from './QuestionChooser';
import { QuestionNav } from './QuestionNav';
import { QuestionPanel } from './QuestionPanel';
import * as styles from './screens.css';

const TITLE = '심층 인터뷰';

/** The interview: the experience and the questions chosen for it, then one question at a time, then the end. */
export function RootScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="심층 인터뷰" />;
  return <Interview runId={run.id} />;
}

function Interview({ runId }: { runId: number }) {
  const { calls } = useDeepinter();
  const loaded = useLoaded(() => calls.getQuestion.load({ body: { run_id: runId } }), runId);
  // The state as loaded, then as each call of the interview gives it back.
  const [state, setState] = useState<DeepinterState | null>(null);
  const first = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (first) setState(first);
  }, [first]);

  const back = <BackToToolMain />;
  if (!state) {
    return (
      <Loaded
        value={loaded}
        failed="인터뷰를 불러오지 못했습니다"
        loading={{ label: '인터뷰를 불러오는 중', variant: 'block', lines: 4 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }
  return state.saved ? (
    <Asking
      runId={runId}
      questions={state.questions}
      onQuestions={(questions) => setState({ ...state, questions })}
      back={back}
    />
  ) : (
    <Choosing runId={runId} state={state} onState={setState} back={back} />
  );
}

/** Before the interview: the experience, then the questions on offer for it. */
function Choosing({
  runId,
  state,
  onState,
  back,
}: {
  runId: number;
  state: DeepinterState;
  onState(state: DeepinterState): void;
  back: ReactNode;
}) {
  const { calls } = useDeepinter();
  const { snapshot, actions } = useToolRun();
  const [problem, setProblem] = useState<string | null>(null);
  const titled =
    typeof snapshot.answers[item.title] === 'string' && (snapshot.answers[item.title] as string).trim() !== '';

  const offer = async () => {
    setProblem(null);
    if (!(await actions.flush())) {
      setProblem('경험을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 눌러 주세요.');
      return;
    }
    const reply = await calls.getQuestion.load({ body: { run_id: runId } });
    if (reply.ok) onState(reply.data);
    else setProblem(reply.message);
  };

  return (
    <ToolScreen
      title={TITLE}
      description="면접에서 꺼낼 경험 하나를 정하면, 그 경험을 다섯 부분으로 나누어 묻습니다. 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
    >
      <ExperienceStep />
      <div className={styles.actions}>
        <Button
          variant={state.suggestions.length > 0 ? 'secondary' : 'primary'}
          isDisabled={!titled}
          onPress={() => void offer()}
        >
          {state.suggestions.length > 0 ? '이 경험으로 질문 다시 받기' : '질문 받기'}
        </Button>
        {titled ? null : (
          <Text size="sm" tone="muted">
            경험을 적으면 질문을 받을 수 있습니다.
          </Text>
        )}
      </div>
      {problem ? <ActionError title="질문을 받지 못했습니다" message={problem} /> : null}
      {state.suggestions.length > 0 ? (
        <QuestionChooser
          key={state.suggestions.map((entry) => entry.question).join('|')}
          suggestions={state.suggestions}
          onStart={async (questions) => {
            const saved = await calls.saveQuestion({ body: { run_id: runId, questions } }, { loading: true });
            if (saved) onState(saved);
            return Boolean(saved);
          }}
        />
      ) : null}
    </ToolScreen>
  );
}

/** The interview itself: the questions on the left, the open one on the right, and ending it. */
function Asking({
  runId,
  questions,
  onQuestions,
  back,
}: {
  runId: number;
  questions: DeepinterQuestion[];
  onQuestions(questions: DeepinterQuestion[]): void;
  back: ReactNode;
}) {
  const { calls } = useDeepinter();
  const { snapshot } = useToolRun();
  const [current, setCurrent] = useState<string | null>(() => nextOpen(questions, snapshot.answers));
  const { finish, finishing } = useFinish({
    score: calls.saveUser,
    show: ['action-item/result', 'main'],
    words: ENDING_WORDS,
  });
  const open = questions.find((question) => question.key === current) ?? questions[0];
  if (!open) return null;

  const changed = (question: DeepinterQuestion) =>
    onQuestions(questions.map((entry) => (entry.key === question.key ? question : entry)));
  const followed = (parent: string, followUps: DeepinterQuestion[]) =>
    onQuestions([...questions.filter((entry) => entry.parent !== parent), ...followUps]);

  const end = async () => {
    const unanswered = grouped(questions)
      .map(({ main }) => main)
      .filter((question) => progressOf(question, snapshot.answers) === 'empty');
    if (unanswered.length > 0) {
      const sure = await confirm(
        `아직 답하지 않은 질문이 ${unanswered.length}개 있습니다. 마치면 더 답할 수 없습니다. 답한 것만으로 마칠까요?`,
        {
          title: '답하지 않은 질문이 있습니다',
          confirmLabel: '이대로 마치기',
          cancelLabel: '계속 답하기',
          tone: 'warning',
        },
      );
      if (!sure) return;
    }
    await finish();
  };

  return (
    <ToolScreen
      title={TITLE}
      description="한 질문씩 답하고, 다듬은 답변과 꼬리 질문으로 이야기를 깊게 만드세요. 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button variant="primary" isDisabled={finishing} onPress={() => void end()}>
          인터뷰 마치기
        </Button>
      }
    >
      <div className={styles.workspace}>
        <QuestionNav questions={questions} current={open.key} onOpen={setCurrent} />
        <QuestionPanel
          key={open.key}
          question={open}
          followUps={questions.filter((entry) => entry.parent === open.key)}
          runId={runId}
          onChanged={changed}
          onFollowUps={followed}
          onOpen={setCurrent}
        />
      </div>
    </ToolScreen>
  );
}
