import { useId } from 'react';
import { Heading } from '../../../components/Heading';
import { useToolRun } from '../../framework/ToolRunContext';
import { grouped, PROGRESS_LABELS, partLabel, progressOf } from '../model/interview';
import type { DeepinterQuestion } from '../types';
import * as styles from './screens.css';

export interface QuestionNavProps {
  questions: readonly DeepinterQuestion[];
  current: string;
  onOpen(key: string): void;
}

/** The questions of the interview, each main one with its follow-ups under it, one open at a time. */
export function QuestionNav({ questions, current, onOpen }: QuestionNavProps) {
  const headingId = useId();
  const { snapshot } = useToolRun();
  const button = (question: DeepinterQuestion, label: string) => (
    <button
      type="button"
      className={styles.questionButton}
      aria-current={question.key === current ? 'true' : undefined}
      onClick={() => onOpen(question.key)}
    >
      <span className={styles.questionLabel}>{label}</span>
      <span className={styles.questionStatus}>{PROGRESS_LABELS[progressOf(question, snapshot.answers)]}</span>
    </button>
  );
  return (
    <nav className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        질문
      </Heading>
      <ol className={styles.questionList}>
        {grouped(questions).map(({ main, followUps }) => (
          <li key={main.key}>
            {button(main, partLabel(main.part))}
            {followUps.length > 0 ? (
              <ol className={styles.followList}>
                {followUps.map((entry, index) => (
                  <li key={entry.key}>{button(entry, `꼬리 질문 ${index + 1}`)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
