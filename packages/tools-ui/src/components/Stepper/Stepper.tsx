import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Stepper.css';

export interface StepperStep {
  id: string;
  /** The step's name, in Korean. */
  label: ReactNode;
  description?: ReactNode;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  steps: StepperStep[];
  /** Index of the current step, from 0. Steps before it are complete; `steps.length` means all done. */
  currentIndex: number;
  /** The list's accessible name. */
  label?: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const statusText: Record<StepStatus, string> = { complete: '완료', current: '현재 단계', upcoming: '남은 단계' };

/** Where the user is in a multi-step flow: complete, current (aria-current="step") and upcoming steps. */
export function Stepper({
  steps,
  currentIndex,
  label = '진행 단계',
  orientation = 'horizontal',
  className,
}: StepperProps) {
  return (
    <ol aria-label={label} data-orientation={orientation} className={cx(styles.list, className)}>
      {steps.map((step, index) => {
        const status: StepStatus = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            data-status={status}
            aria-current={status === 'current' ? 'step' : undefined}
            className={styles.step}
          >
            {index < steps.length - 1 ? <span className={styles.connector} aria-hidden="true" /> : null}
            <span className={styles.marker} aria-hidden="true">
              {status === 'complete' ? <Icon name="check" size="sm" /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>
                <VisuallyHidden>{`${index + 1}단계: `}</VisuallyHidden>
                {step.label}
                <VisuallyHidden>{` (${statusText[status]})`}</VisuallyHidden>
              </span>
              {step.description ? <span className={styles.description}>{step.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
