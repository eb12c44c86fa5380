import type { ReactNode } from 'react';
import { Heading } from '../../components/Heading';
import { Text } from '../../components/Text';
import { carried } from './screens.css';
import { useWhose } from './whose';

/** One answer that carried a result, and how it counted ("6점", "가장 나다운 문장으로 고름"). */
export interface CarryingAnswer {
  key: string | number;
  text: string;
  /** How this answer counted, said after it. */
  note: ReactNode;
}

export interface WhyThisResultProps {
  /** The heading's level under the part it explains (its size is the same everywhere). */
  level: 3 | 4;
  /** How the figures came about, in sentences ("활동 점수 12점 · 직접 정한 순서 1위"). */
  lines?: readonly ReactNode[];
  /** The person's own answers that carried it, as they answered them. */
  answers: readonly CarryingAnswer[];
  /** Said when no single answer carried it (the sum of many did); left out, the lines say it. */
  empty?: string;
}

/**
 * "왜 이 결과인가요?", the same in every tool (issue 23): how the figures came about, then the
 * person's own answers that carried the result, each with how it counted.
 */
export function WhyThisResult({ level, lines = [], answers, empty }: WhyThisResultProps) {
  const whose = useWhose();
  return (
    <>
      <Heading level={level} size={4}>
        왜 이 결과인가요?
      </Heading>
      {lines.map((line, index) => (
        // The lines are fixed for a result: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
      {answers.length === 0 ? (
        empty ? (
          <Text size="sm" tone="muted">
            {empty}
          </Text>
        ) : null
      ) : (
        <ul className={carried} aria-label={`이 결과를 만든 ${whose} 답`}>
          {answers.map((answer) => (
            <li key={answer.key}>
              <Text size="sm">
                {answer.text} {answer.note}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
