import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import type { InterviewFourth, InterviewSecond } from '../types';
import * as styles from './screens.css';

// Pieces the result stages and the student's result share.

const scoreText = (score: number | null) => (score === null ? '—' : `${score}점`);

/** The student's and the rater's averages by criterion, and where they differ by 1.5 or more. */
export function CompareTable({ second, caption }: { second: InterviewSecond; caption: string }) {
  return (
    <table className={styles.compare}>
      <caption className={styles.muted}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            기준
          </th>
          <th scope="col" className={styles.figure}>
            학생 스스로
          </th>
          <th scope="col" className={styles.figure}>
            평가자
          </th>
          <th scope="col" className={styles.cell}>
            비교
          </th>
        </tr>
      </thead>
      <tbody>
        {second.criteria.map((entry) => (
          <tr key={entry.criterion}>
            <th scope="row" className={styles.cell}>
              {entry.label}
              <span className={styles.muted}> · {entry.means}</span>
            </th>
            <td className={styles.figure}>
              {scoreText(entry.self)}
              <span className={styles.muted}> ({entry.self_count}개 답변)</span>
            </td>
            <td className={styles.figure}>
              {scoreText(entry.rater)}
              <span className={styles.muted}> ({entry.rater_count}개 답변)</span>
            </td>
            <td className={styles.cell}>
              {entry.disagree ? (
                <Badge tone="warning">생각이 다름: 함께 이야기해 보세요</Badge>
              ) : entry.both_count === 0 ? (
                <Text size="sm" tone="muted">
                  {entry.self === null && entry.rater === null ? '매기지 않음' : '같은 답변을 함께 매기지 않음'}
                </Text>
              ) : (
                <Text size="sm" tone="muted">
                  비슷함
                </Text>
              )}
              {entry.both_count > 0 ? (
                <span className={styles.muted}> (함께 매긴 {entry.both_count}개 답변으로 비교)</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Strengths or what to practise, each with the score or the texts that show it. */
export function Points({
  title,
  points,
  empty,
}: {
  title: string;
  points: InterviewFourth['strengths'];
  empty: string;
}) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId} data-pdf-block={title}>
      <Heading level={2} size={4} id={headingId}>
        {title}
      </Heading>
      {points.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <ul className={styles.list}>
          {points.map((point) => (
            <li key={point.title} className={styles.questionRow}>
              <Text weight="bold">{point.title}</Text>
              <Text size="sm">{point.detail}</Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The counts in a sentence. */
export function countsText(counts: InterviewFourth['counts']): string {
  const parts = [`질문 ${counts.asked}개 중 ${counts.answered}개에 답했습니다`];
  if (counts.skipped > 0) parts.push(`${counts.skipped}개는 건너뛰었습니다`);
  if (counts.not_reached > 0) parts.push(`${counts.not_reached}개는 다다르지 못했습니다`);
  return `${parts.join(', ')}.`;
}

/** What an answer's text shows and how to improve it (the third stage and the student's report), or that nothing was found. */
export function AnswerObservations({
  observations,
}: {
  observations: readonly { kind: string; message: string; improve: string }[];
}) {
  if (observations.length === 0)
    return (
      <Text size="sm">글에서 고칠 특징을 찾지 못했습니다. 소리 내어 말하며 시간 안에 끝나는지 확인해 보세요.</Text>
    );
  return (
    <ul className={styles.list}>
      {observations.map((observation) => (
        <li key={observation.kind} className={styles.questionRow}>
          <Text size="sm" weight="bold">
            {observation.message}
          </Text>
          <Text size="sm">이렇게 해 보세요: {observation.improve}</Text>
        </li>
      ))}
    </ul>
  );
}
