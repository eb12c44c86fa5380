import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, in Korean ("아직 작성한 기록이 없습니다"). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  icon?: IconName;
  /** The next step, usually one Button. */
  action?: ReactNode;
  /**
   * Heading level of the title: 1 when the empty state is the whole page, or 'none' for a plain
   * paragraph (inside tables and lists).
   */
  headingLevel?: 1 | 2 | 3 | 4 | 'none';
  size?: 'md' | 'sm';
  className?: string;
}

/** The designed "nothing here yet" state: what is missing and the next step. */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  action,
  headingLevel = 3,
  size = 'md',
  className,
}: EmptyStateProps) {
  const Title = headingLevel === 'none' ? 'p' : (`h${headingLevel}` as const);
  return (
    <div className={cx(styles.emptyState, styles.size[size], className)}>
      <span className={styles.iconWrap}>
        <Icon name={icon} size="lg" />
      </span>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
