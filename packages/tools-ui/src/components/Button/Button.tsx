import { type ReactNode, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { usePending } from '../../internal/pending';
import { useDrawnSubmit } from '../../internal/useDrawnSubmit';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  children: ReactNode;
  /** How much the button stands out: one primary action per view. */
  variant?: styles.ButtonVariant;
  size?: styles.ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** An icon before the label. */
  iconStart?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
  /** Work in progress: the button keeps focus, ignores presses and announces the wait. */
  isLoading?: boolean;
  /** What the wait is called, in Korean. */
  loadingLabel?: string;
  className?: string;
}

/**
 * A button for an action. Links that navigate should stay links. A submit button in markup drawn
 * at build time works before the page is hydrated: the page holds the sending until then
 * (decision 042).
 */
export function Button({
  children,
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  isLoading = false,
  loadingLabel = '처리 중',
  className,
  ...rest
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useDrawnSubmit(ref, rest.type === 'submit');
  return (
    <AriaButton
      {...usePending(rest, isLoading, loadingLabel, ref)}
      ref={ref}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {isLoading ? (
        <Spinner size="sm" inheritColor label={loadingLabel} />
      ) : iconStart ? (
        <Icon name={iconStart} size="sm" />
      ) : null}
      <span>{children}</span>
      {iconEnd && !isLoading ? <Icon name={iconEnd} size="sm" /> : null}
    </AriaButton>
  );
}
