import type { Reply } from '@career/api-sdk';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { ActionError } from '../../../patterns/ActionError';
import { Notice } from '../../../patterns/Notice';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useCurrentQuestion, useQuestionTypes, useSelfIntroduce } from '../context';
import { answerOf, chosenKeys, labelOf } from '../model/items';
import type { SelfIntroduceCheck } from '../types';
import { CheckCounts, Findings } from './Findings';
import * as styles from './screens.css';

const TITLE = '전체 점검';
const NOTE =
  '점수나 합격·불합격 판정이 아닙니다. 읽는 사람이 눈여겨볼 만한 부분을 글만 보고 찾아 적은 목록이니, 고칠지는 직접 판단해 주세요.';

type Checked = { key: string; reply: Reply<SelfIntroduceCheck> | null };

/** Every chosen answer reviewed at once, question by question, with a way back to each. */
export function ChecklistScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="자기소개서" />;
  return <Checklist runId={run.id} />;
}

function Checklist({ runId }: { runId: number }) {
  const { calls, navigate } = useSelfIntroduce();
  const { snapshot, actions } = useToolRun();
  const chosen = chosenKeys(snapshot.answers);
  // Reviewed as saved: what was typed a moment ago goes first.
  const loaded = useLoaded<Checked[]>(async () => {
    await actions.flush();
    const checked = await Promise.all(
      chosen.map(async (key): Promise<Checked> => {
        if (answerOf(snapshot.answers, key).trim() === '') return { key, reply: null };
        return { key, reply: await calls.check.load({ body: { run_id: runId, key } }) };
      }),
    );
    return { ok: true, data: checked };
  }, runId);

  const reviews = loaded.status === 'ready' ? loaded.data : [];
  const checks = reviews.flatMap(({ reply }) => (reply?.ok ? [reply.data] : []));
  const warns = checks.reduce((sum, check) => sum + check.findings.filter((f) => f.level === 'warn').length, 0);
  const tips = checks.reduce((sum, check) => sum + check.findings.filter((f) => f.level === 'tip').length, 0);

  return (
    <ToolScreen
      title={TITLE}
      description="고른 문항의 답변을 한꺼번에 점검합니다. 문항마다 목표 분량과 읽는 사람이 눈여겨볼 부분을 보여 드립니다."
      back={
        <Button variant="ghost" onPress={() => navigate('root')}>
          쓰기로 돌아가기
        </Button>
      }
    >
      <Notice title="점검 목록입니다">{checks[0]?.note ?? NOTE}</Notice>
      {loaded.status === 'ready' ? (
        <>
          <Text>
            문항 {chosen.length}개 가운데 {checks.length}개를 점검했습니다
            {checks.length > 0 ? ` · 꼭 볼 것 ${warns}개, 더 좋게 ${tips}개` : ''}.
          </Text>
          <div className={styles.checklist}>
            {reviews.map((review) => (
              <QuestionReview key={review.key} review={review} onRetry={loaded.retry} />
            ))}
          </div>
        </>
      ) : (
        <Skeleton label="답변을 점검하는 중" variant="block" lines={6} />
      )}
    </ToolScreen>
  );
}

function QuestionReview({ review, onRetry }: { review: Checked; onRetry(): void }) {
  const headingId = useId();
  const { navigate } = useSelfIntroduce();
  const { types } = useQuestionTypes();
  const [, setCurrent] = useCurrentQuestion();
  const label = labelOf(types, review.key);
  const { reply } = review;
  const open = () => {
    setCurrent(review.key);
    navigate('root');
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        {label}
      </Heading>
      {reply === null ? (
        <Text tone="muted">아직 답변이 없습니다.</Text>
      ) : reply.ok ? (
        <>
          <CheckCounts check={reply.data} />
          <Findings findings={reply.data.findings} />
        </>
      ) : (
        <ActionError
          title="이 답변을 점검하지 못했습니다"
          message={reply.message}
          onRetry={onRetry}
          retryLabel="다시 점검"
        />
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${label} ${reply === null ? '쓰러' : '고치러'} 가기`}
          onPress={open}
        >
          {reply === null ? '쓰러 가기' : '이 문항 고치러 가기'}
        </Button>
      </div>
    </section>
  );
}
