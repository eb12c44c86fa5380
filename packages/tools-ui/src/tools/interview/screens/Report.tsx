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
import type { InterviewFourth, InterviewSaved, InterviewSecond } from '../types';
import { CompareTable, countsText, Points } from './parts';
import * as styles from './screens.css';

export interface InterviewReportProps {
  saved: InterviewSaved;
  fourth: InterviewFourth;
  second: InterviewSecond;
}

/**
 * The mock interview's report, the same at the rater's fourth stage and on the student's own result
 * screen, and as its PDF: the result in a sentence, the 상담 메모 box, the scores beside the rater's
 * by criterion (once released, for the student), strengths and what to practise, and the rater's
 * comment on each answer they commented on.
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
        {raterShown ? <RaterComments second={second} /> : null}
      </div>
    </>
  );
}

/** Each answer the rater commented on: the question, and the comment (shown to the student once released). */
function RaterComments({ second }: { second: InterviewSecond }) {
  const headingId = useId();
  const commented = second.answers.filter((answer) => answer.comment.trim() !== '');
  return (
    <section className={styles.flowBlock} aria-labelledby={headingId} data-pdf-block="답변별 평가자 의견">
      <Heading level={2} size={4} id={headingId}>
        답변별 평가자 의견
      </Heading>
      {commented.length === 0 ? (
        <Text tone="muted">평가자가 남긴 의견이 없습니다.</Text>
      ) : (
        <ul className={styles.list}>
          {commented.map((answer) => (
            <li key={answer.key} className={styles.questionRow}>
              <Text weight="bold">{answer.text}</Text>
              <Text size="sm">
                <UserText>{answer.comment}</UserText>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
