import { INTERVIEW_CRITERIA, type Reply } from '@career/api-sdk';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { ResultGate } from '../../framework/ResultGate';
import { pastResultTime } from '../../framework/screens/pastResults';
import type { ToolScreenName } from '../../framework/ToolContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useShownResult } from '../../framework/useShownResult';
import { secondsText, useInterview } from '../context';
import type {
  InterviewFirst,
  InterviewFourth,
  InterviewSaved,
  InterviewScores,
  InterviewSecond,
  InterviewThird,
} from '../types';
import { FeedbackText } from './FeedbackText';
import { AnswerObservations, CompareTable, countsText } from './parts';
import { InterviewReport } from './Report';
import { AnswerAudio } from './recording';
import { ScoreFields } from './ScoreFields';
import * as styles from './screens.css';

// The four result stages (spec §2: the consultant's and the instructor's screens): the answers
// overview, the scores side by side (where the rater scores), feedback per answer, the summary.

const STAGES = [
  { screen: 'first/result', title: '1단계 · 답변 한눈에 보기' },
  { screen: 'second/result', title: '2단계 · 기준별 점수' },
  { screen: 'third/result', title: '3단계 · 답변별 피드백' },
  { screen: 'fourth/result', title: '4단계 · 종합' },
] as const satisfies readonly { screen: ToolScreenName<'interview'>; title: string }[];
type Stage = (typeof STAGES)[number]['screen'];

const STATUS = {
  answered: { label: '답변함', tone: 'success' },
  skipped: { label: '건너뜀', tone: 'warning' },
  'not-reached': { label: '다다르지 못함', tone: 'neutral' },
} as const;

interface StageProps<D> {
  stage: Stage;
  description: string;
  load(runId: number): Promise<Reply<D>>;
  /** The stage's data, a way to change it, and the kept result it belongs to. */
  children(data: D, change: (data: D) => void, runId: number, saved: InterviewSaved): ReactNode;
}

/** A stage's frame: the kept result it belongs to, the way between the stages, and its data as loaded. */
function StageScreen<D>(props: StageProps<D>) {
  const { navigate } = useInterview();
  const shown = useShownResult<InterviewSaved>();
  const title = STAGES.find((entry) => entry.screen === props.stage)?.title ?? '';
  const back = (
    <Button variant="ghost" onPress={() => navigate('main')}>
      면접 첫 화면으로
    </Button>
  );
  return (
    <ResultGate title={title} back={back} shown={shown} empty="면접을 마치면 결과 단계를 볼 수 있습니다.">
      {(saved) => <StageBody {...props} title={title} back={back} saved={saved} />}
    </ResultGate>
  );
}

function StageBody<D>({
  stage,
  title,
  description,
  back,
  saved,
  load,
  children,
}: StageProps<D> & { title: string; back: ReactNode; saved: InterviewSaved }) {
  const { navigate } = useInterview();
  const runId = saved.run_id;
  const loaded = useLoaded(() => load(runId), runId);
  const [data, setData] = useState<D | null>(null);
  const first = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => setData(first), [first]);
  const index = STAGES.findIndex((entry) => entry.screen === stage);
  const following = STAGES[index + 1];
  return (
    <ToolScreen
      title={title}
      description={description}
      back={back}
      next={
        following ? (
          <Button variant="primary" onPress={() => navigate(following.screen, runId)}>
            다음: {following.title}
          </Button>
        ) : (
          <Button variant="primary" onPress={() => navigate('action-item/result', runId)}>
            실천 계획 세우기
          </Button>
        )
      }
    >
      <nav aria-label="결과 단계">
        <ol className={styles.stageNav}>
          {STAGES.map((entry) => (
            <li key={entry.screen}>
              <Button
                variant={entry.screen === stage ? 'secondary' : 'ghost'}
                aria-current={entry.screen === stage ? 'step' : undefined}
                onPress={() => navigate(entry.screen, runId)}
              >
                {entry.title}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <Text size="sm" tone="muted">
        {pastResultTime(saved.created_at)} 면접 · {saved.summary}
      </Text>
      <Loaded
        value={loaded}
        failed="결과를 불러오지 못했습니다"
        loading={{ label: '결과를 불러오는 중', variant: 'block', lines: 4 }}
      >
        {/* As loaded until the stage changes it (its copy is made just after the load). */}
        {(loadedData) => children(data ?? loadedData, setData, runId, saved)}
      </Loaded>
    </ToolScreen>
  );
}

const used = (seconds: number | undefined, allotted: number) =>
  seconds === undefined ? `— / ${secondsText(allotted)}` : `${secondsText(seconds)} / ${secondsText(allotted)}`;

/** First stage: every question, whether it was answered, and the time each took against the time given. */
export function FirstStage() {
  const { calls } = useInterview();
  return (
    <StageScreen<InterviewFirst>
      stage="first/result"
      description="질문마다 답했는지, 주어진 시간 가운데 얼마를 썼는지 봅니다."
      load={(runId) => calls.resultFirst.load({ params: { runId } })}
    >
      {(first) => (
        <>
          <Text>
            {countsText(first.counts)} 주어진 시간 {secondsText(first.time.allotted)} 중 {secondsText(first.time.used)}
            를 썼습니다.
          </Text>
          <table className={styles.compare}>
            <caption className={styles.muted}>질문별 답변과 시간 (쓴 시간 / 주어진 시간)</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  질문
                </th>
                <th scope="col" className={styles.cell}>
                  상태
                </th>
                <th scope="col" className={styles.figure}>
                  생각
                </th>
                <th scope="col" className={styles.figure}>
                  답변
                </th>
                <th scope="col" className={styles.figure}>
                  글자 수
                </th>
              </tr>
            </thead>
            <tbody>
              {first.answers.map((entry, index) => (
                <tr key={entry.key}>
                  <th scope="row" className={styles.cell}>
                    {index + 1}. {entry.text}
                    <span className={styles.muted}>
                      {' '}
                      · {entry.category_label} · {entry.difficulty_label}
                    </span>
                  </th>
                  <td className={styles.cell}>
                    <Badge tone={STATUS[entry.status].tone}>{STATUS[entry.status].label}</Badge>
                    {entry.audio_seconds !== null ? (
                      <span className={styles.muted}> 녹음 {entry.audio_seconds}초</span>
                    ) : null}
                  </td>
                  <td className={styles.figure}>{used(entry.used?.think, entry.allotted.think)}</td>
                  <td className={styles.figure}>{used(entry.used?.answer, entry.allotted.answer)}</td>
                  <td className={styles.figure}>{entry.length.toLocaleString('ko-KR')}자</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </StageScreen>
  );
}

/** Second stage: the rater scores each answer; the averages by criterion side by side with the student's. */
export function SecondStage() {
  const { calls } = useInterview();
  return (
    <StageScreen<InterviewSecond>
      stage="second/result"
      description="네 기준(구체성, 논리, 직무 연관성, 전달)으로 학생이 스스로 매긴 점수와 평가자의 점수를 나란히 봅니다. 평균이 1.5점 이상 다르면 표시합니다."
      load={(runId) => calls.resultSecond.load({ params: { runId } })}
    >
      {(second, change, runId) => (
        <>
          <CompareTable second={second} caption="기준별 평균 (1~5점, 매긴 답변의 평균)" />
          {second.can_rate ? (
            second.answers
              .filter((entry) => entry.status === 'answered')
              .map((entry) => <RateAnswer key={entry.key} runId={runId} answer={entry} onRated={change} />)
          ) : (
            <Notice title="평가자 점수">
              {second.released_at
                ? '상담 선생님(강사)이 매긴 점수입니다.'
                : '평가자가 아직 점수를 공개하지 않았습니다.'}
            </Notice>
          )}
        </>
      )}
    </StageScreen>
  );
}

/** The rater's scores and comment on one answer, beside the student's own. */
function RateAnswer({
  runId,
  answer,
  onRated,
}: {
  runId: number;
  answer: InterviewSecond['answers'][number];
  onRated(second: InterviewSecond): void;
}) {
  const headingId = useId();
  const { calls } = useInterview();
  const [scores, setScores] = useState<InterviewScores>(answer.rater ?? {});
  const [comment, setComment] = useState(answer.comment);
  const [said, setSaid] = useState('');
  const own = Object.entries(answer.self)
    .map(([key, score]) => `${labelOf(key)} ${score}`)
    .join(' · ');
  const save = async () => {
    setSaid('');
    const rated = await calls.rate({ body: { run_id: runId, key: answer.key, scores, comment } });
    if (!rated) return;
    onRated(rated);
    setSaid('점수를 저장했습니다.');
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        {answer.text}
      </Heading>
      <p className={styles.paragraph}>{answer.answer}</p>
      <Text size="sm" tone="muted">
        학생 스스로: {own || '매기지 않음'}
      </Text>
      <ScoreFields who="평가 점수" scores={scores} onChange={setScores} />
      <Textarea label="의견 (학생에게 공개됩니다)" rows={2} value={comment} onChange={setComment} maxLength={500} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void save()}>
          점수 저장
        </Button>
        <p role="status" className={styles.status}>
          {said}
        </p>
      </div>
    </section>
  );
}

const labelOf = (key: string) => INTERVIEW_CRITERIA.find((criterion) => criterion.key === key)?.label ?? key;

/** Third stage: each answer with what its text shows and how to improve it, and the rater's comment. */
export function ThirdStage() {
  const { calls } = useInterview();
  return (
    <StageScreen<InterviewThird>
      stage="third/result"
      description="답변 글에서 보이는 특징(길이, 예시, 숫자, 결론의 위치, 반복되는 말, 말버릇)을 짚고 고칠 방법을 제안합니다. 글의 모양만 보며 내용이 옳은지는 판단하지 않습니다."
      load={(runId) => calls.resultThird.load({ params: { runId } })}
    >
      {(third, _change, runId) => (
        <>
          {third.answers.map((entry, index) => (
            <section key={entry.key} className={styles.card} aria-label={`${index + 1}번 질문 피드백`}>
              <span className={styles.badges}>
                <Text weight="bold">{index + 1}번</Text>
                <Badge tone={STATUS[entry.status].tone}>{STATUS[entry.status].label}</Badge>
              </span>
              <Text weight="bold">{entry.text}</Text>
              {entry.answer ? <p className={styles.paragraph}>{entry.answer}</p> : null}
              {entry.audio_seconds !== null ? (
                <AnswerAudio runId={runId} questionKey={entry.key} seconds={entry.audio_seconds} />
              ) : null}
              <Text size="sm" tone="muted">
                좋은 답변은: {entry.shows}
              </Text>
              {entry.status === 'answered' ? <AnswerObservations observations={entry.observations} /> : null}
              {entry.comment ? <Notice title="평가자 의견">{entry.comment}</Notice> : null}
              {entry.status === 'answered' ? (
                <FeedbackText runId={runId} questionKey={entry.key} initial={entry.feedback} />
              ) : null}
            </section>
          ))}
          <Text size="sm" tone="muted">
            자동 분석: 글에 보이는 특징만 셉니다.
          </Text>
        </>
      )}
    </StageScreen>
  );
}

/** Fourth stage: strengths and what to practise, the release of the scores to the student, and a PDF. */
export function FourthStage() {
  const { calls } = useInterview();
  return (
    <StageScreen<InterviewFourth>
      stage="fourth/result"
      description="점수와 답변 글에서 드러난 강점과 연습할 점을 모았습니다. 근거가 없는 강점은 적지 않습니다."
      load={(runId) => calls.resultFourth.load({ params: { runId } })}
    >
      {(fourth, change, runId, saved) => (
        <>
          {fourth.can_rate ? (
            fourth.released_at ? (
              <Notice tone="success" title="학생에게 공개했습니다">
                {pastResultTime(fourth.released_at)}부터 학생이 평가 점수와 의견을 볼 수 있습니다.
              </Notice>
            ) : (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onPress={async () => {
                    const released = await calls.release({ body: { run_id: runId } });
                    if (released) change({ ...fourth, released_at: released.released_at });
                  }}
                >
                  평가 점수와 의견을 학생에게 공개
                </Button>
                <Text size="sm" tone="muted">
                  공개하기 전에는 학생이 평가자의 점수와 의견을 볼 수 없습니다.
                </Text>
              </div>
            )
          ) : null}
          <FourthReport fourth={fourth} runId={runId} saved={saved} />
        </>
      )}
    </StageScreen>
  );
}

/** The fourth stage's report, with the scores side by side (loaded from the second stage). */
function FourthReport({ fourth, runId, saved }: { fourth: InterviewFourth; runId: number; saved: InterviewSaved }) {
  const { calls } = useInterview();
  const second = useLoaded(() => calls.resultSecond.load({ params: { runId } }), runId);
  return (
    <Loaded
      value={second}
      failed="점수를 불러오지 못했습니다"
      loading={{ label: '점수를 불러오는 중', variant: 'block', lines: 3 }}
    >
      {(scores) => <InterviewReport saved={saved} fourth={fourth} second={scores} />}
    </Loaded>
  );
}
