import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './ScaleItem.css';

/** The six points of an agreement scale, from 1 to 6. */
export const AGREEMENT_LABELS = [
  '전혀 아니다',
  '아니다',
  '조금 아니다',
  '조금 그렇다',
  '그렇다',
  '매우 그렇다',
] as const;

export interface ScaleItemProps {
  /** The statement or question being rated. */
  question: ReactNode;
  /** Its number in the questionnaire, shown before it. */
  number?: number;
  /** The chosen point (1-based), or null before an answer. */
  value: number | null;
  onChange?: (value: number) => void;
  /** One label per point; the first and the last also stand under the ends of the scale. */
  labels?: readonly string[];
  /** Reviewing answers: the choice is shown and cannot change. */
  isReadOnly?: boolean;
  className?: string;
}

/**
 * One questionnaire item rated on a scale: equal tiles of at least 48 px, each with its number and
 * label, in a radio group (arrow keys move the choice, the number keys are not needed).
 */
export function ScaleItem({
  question,
  number,
  value,
  onChange,
  labels = AGREEMENT_LABELS,
  isReadOnly,
  className,
}: ScaleItemProps) {
  return (
    <RadioGroup
      className={[styles.item, className].filter(Boolean).join(' ')}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange?.(Number(next))}
      isReadOnly={isReadOnly}
    >
      <Label className={styles.question}>
        {number !== undefined ? <span className={styles.number}>{number}.</span> : null}
        <span>{question}</span>
      </Label>
      {/* One column per point: six by default, as many as `labels` gives otherwise. */}
      <div className={styles.tiles} style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}>
        {labels.map((label, index) => {
          const point = index + 1;
          return (
            <Radio key={label} value={String(point)} className={styles.tile} aria-label={`${point}점 ${label}`}>
              {({ isSelected }) => (
                <>
                  <span className={styles.tileNumber}>{point}</span>
                  <span>{label}</span>
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? <Icon name="check" size="sm" /> : null}
                  </span>
                </>
              )}
            </Radio>
          );
        })}
      </div>
      <div className={styles.ends} aria-hidden="true">
        <span>← {labels[0]}</span>
        <span>{labels[labels.length - 1]} →</span>
      </div>
    </RadioGroup>
  );
}
