import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The focusable element the tooltip describes (a Button, IconButton or other focusable component). */
  children: ReactElement;
  /** The hint, in Korean. Keep it short: essential information belongs on the page. */
  content: ReactNode;
  placement?: TooltipPlacement;
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delay?: number;
  isDisabled?: boolean;
  /** Controlled open state, with `onOpenChange`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short hint shown on hover and on keyboard focus; Escape closes it. */
export function Tooltip({ children, content, placement = 'top', delay = 400, ...state }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={150} {...state}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0l6 6 6-6z" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
