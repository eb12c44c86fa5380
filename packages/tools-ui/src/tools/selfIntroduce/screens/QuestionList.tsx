import { useId } from 'react';
import { Heading } from '../../../components/Heading';
import { useToolRun } from '../../framework/ToolRunContext';
import { countCharacters, FILL_LABELS, fillOf, formatNumber } from '../model/count';
import { answerOf, labelOf, targetLengthOf } from '../model/items';
import type { SelfIntroduceQuestions } from '../types';
import * as styles from './screens.css';

export interface QuestionListProps {
  chosen: readonly string[];
  current: string;
  types: SelfIntroduceQuestions;
  onOpen(key: string): void;
}

/** The chosen questions, one open at a time, each with how far its answer has come. */
export function QuestionList({ chosen, current, types, onOpen }: QuestionListProps) {
  const headingId = useId();
  const { snapshot } = useToolRun();
  return (
    <nav className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        쓸 문항
      </Heading>
      <ol className={styles.questionList}>
        {chosen.map((key) => {
          const count = countCharacters(answerOf(snapshot.answers, key)).withSpaces;
          const target = targetLengthOf(snapshot.answers, key);
          const fill = fillOf(count, target);
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.questionButton}
                aria-current={key === current ? 'true' : undefined}
                onClick={() => onOpen(key)}
              >
                <span className={styles.questionLabel}>{labelOf(types, key)}</span>
                <span className={styles.meter} aria-hidden="true">
                  <span
                    className={`${styles.meterFill} ${fill === 'over' ? styles.meterOver : ''}`}
                    style={{ width: `${Math.min(100, (count / target) * 100)}%` }}
                  />
                </span>
                <span className={styles.questionFill}>
                  <span>
                    {formatNumber(count)} / {formatNumber(target)}자
                  </span>
                  <span>{FILL_LABELS[fill]}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
