import { useId, useRef } from 'react';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { UserText } from '../../../components/UserText';
import { Notice } from '../../../patterns/Notice';
import { CounsellingMemo, ResultPdf } from '../../framework';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useInterview } from '../context';
import { interviewTakeaway } from '../takeaway';
import type { InterviewFourth, InterviewSaved, InterviewScores, InterviewSecond } from '../types';
import { AnswerObservations, CompareTable, countsText, Points } from './parts';
import * as styles from './screens.css';

export interface InterviewReportProps {
  saved: InterviewSaved;
  fourth: InterviewFourth;
  second: InterviewSecond;
}

/**
 * The mock interview's report, the same at the rater's fourth stage and on the student's own result
 * screen, and as its PDF: the result in a sentence, the 상담 메모 box, the scores beside the rater's
 * by criterion (once released, for the student), strengths and what to practise, and each answer
 * looked back on: what its text shows, the scores and the rater's comment.
 */
export function InterviewReport({ saved, fourth, second }: InterviewReportProps) {
  const { subjectName } = useInterview();
  const printable = useRef<HTMLDivElement>(null);
  const raterShown = second.released_at !== null || second.can_rate;
  return (
    <>
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="면접 연습 결과.pdf" createdAt={saved.created_at} label="PDF로 저장" />
      </div>
      <div ref={printable} className={styles.section}>
        <ResultTakeaway {...interviewTakeaway(saved.result)} steps={saved.result.suggestions} />
        <div className={styles.block} data-pdf-block="면접 연습 결과">
          <Text size="lg" weight="bold">
            면접 연습 결과
            {subjectName ? (
              <>
                {' · '}
                <UserText>{subjectName}</UserText>님
              </>
            ) : null}
          </Text>
          <Text>{countsText(fourth.counts)}</Text>
          <Text size="sm" tone="muted">
            {pastResultTime(saved.created_at)} 연습
          </Text>
        </div>
        <CounsellingMemo />
        <div className={styles.block} data-pdf-block="기준별 점수">
          {raterShown ? (
            <CompareTable second={second} caption="기준별 평균: 스스로 매긴 점수와 평가자의 점수 (1~5점)" />
          ) : (
            <Notice title="평가자 점수">상담 선생님(강사)이 점수를 공개하면 여기에 나란히 보입니다.</Notice>
          )}
        </div>
        <Points title="강점" points={fourth.strengths} empty="아직 강점으로 말할 근거가 없습니다." />
        <Points title="연습할 점" points={fourth.practise} empty="눈에 띄는 연습할 점이 없습니다." />
        <AnswerReview saved={saved} second={second} raterShown={raterShown} />
      </div>
    </>
  );
}

/** A criterion's scores as one line: "구체성 4 · 논리 3" (only those scored). */
function scoresLine(scores: InterviewScores, criteria: readonly { key: string; label: string }[]): string | null {
  const parts = criteria.flatMap((criterion) => {
    const score = scores[criterion.key as keyof InterviewScores];
    return score === undefined ? [] : [`${criterion.label} ${score}`];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Each question as the student answered it, with what the answer's text shows and how to improve it
 * (the same observations the rater's third stage gives), the student's own scores, and, once
 * released, the rater's scores and comment: feedback per answer, not only per criterion (issue 36).
 */
function AnswerReview({
  saved,
  second,
  raterShown,
}: {
  saved: InterviewSaved;
  second: InterviewSecond;
  raterShown: boolean;
}) {
  const headingId = useId();
  const { criteria } = saved.result.content;
  const rated = new Map(second.answers.map((answer) => [answer.key, answer]));
  return (
    <section className={styles.flowBlock} aria-labelledby={headingId} data-pdf-block="답변별 돌아보기">
      <Heading level={2} size={4} id={headingId}>
        답변별 돌아보기
      </Heading>
      <Text size="sm" tone="muted">
        답변 글에 보이는 특징(길이, 예시, 숫자, 결론의 위치, 반복되는 말)만 짚습니다. 내용이 옳은지는 판단하지 않습니다.
      </Text>
      <ol className={styles.list}>
        {saved.result.answers.map((answer, index) => {
          const theirs = rated.get(answer.key);
          const own = scoresLine(answer.self, criteria);
          const rater = raterShown && theirs?.rater ? scoresLine(theirs.rater, criteria) : null;
          const comment = raterShown ? theirs?.comment.trim() : '';
          return (
            <li key={answer.key} className={styles.answerReview} aria-label={`${index + 1}번 질문 돌아보기`}>
              <Text weight="bold">
                {index + 1}. {answer.text}
              </Text>
              {answer.status !== 'answered' ? (
                <Text size="sm" tone="muted">
                  {answer.status === 'skipped' ? '건너뛴 질문입니다.' : '시간 안에 다다르지 못한 질문입니다.'}
                </Text>
              ) : (
                <>
                  {answer.answer ? (
                    <p className={styles.paragraph}>
                      <UserText>{answer.answer}</UserText>
                    </p>
                  ) : null}
                  <Text size="sm" tone="muted">
                    좋은 답변은: {answer.shows}
                  </Text>
                  <AnswerObservations observations={answer.observations} />
                  <Text size="sm">
                    스스로 매긴 점수: {own ?? '매기지 않음'}
                    {rater ? ` / 평가자 점수: ${rater}` : ''}
                  </Text>
                  {comment ? (
                    <Text size="sm">
                      평가자 의견: <UserText>{comment}</UserText>
                    </Text>
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
