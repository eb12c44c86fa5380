import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Icon, type IconName } from '../Icon';
import * as styles from './Badge.css';

export interface BadgeProps {
  /** The status or category, in words: the tone only reinforces it. */
  children: ReactNode;
  tone?: styles.BadgeTone;
  /** An icon before the text, as a second cue besides colour. */
  icon?: IconName;
  className?: string;
}

/** A short status or category label. Not interactive. */
export function Badge({ children, tone, icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone }), className)}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </span>
  );
}
