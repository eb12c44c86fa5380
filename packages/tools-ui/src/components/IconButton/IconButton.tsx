import { useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../internal/cx';
import { usePending } from '../../internal/pending';
import { type ButtonSize, type ButtonVariant, button } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import { Tooltip, type TooltipPlacement } from '../Tooltip';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending' | 'aria-label'> {
  /** The icon shown. */
  icon: IconName;
  /** What the button does, in Korean: its accessible name and its tooltip. Required: an icon alone says nothing. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  /** Show the label as a tooltip on hover and focus (on by default). */
  showTooltip?: boolean;
  tooltipPlacement?: TooltipPlacement;
  className?: string;
}

/** A square button with only an icon; its label is the accessible name and the tooltip. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  isLoading = false,
  showTooltip = true,
  tooltipPlacement,
  className,
  ...rest
}: IconButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const control = (
    <AriaButton
      {...usePending(rest, isLoading, '처리 중', ref)}
      ref={ref}
      aria-label={label}
      className={cx(button({ variant, size }), styles.iconButton, styles.square[size], className)}
    >
      {isLoading ? (
        <Spinner size="sm" inheritColor label="처리 중" />
      ) : (
        <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />
      )}
    </AriaButton>
  );
  if (!showTooltip) return control;
  return (
    <Tooltip content={label} placement={tooltipPlacement}>
      {control}
    </Tooltip>
  );
}
