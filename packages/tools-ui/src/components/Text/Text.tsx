import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Text.css';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  children: ReactNode;
  size?: styles.TextSize;
  /** Colour role; warning and danger text should also say what is wrong in words. */
  tone?: styles.TextTone;
  weight?: styles.TextWeight;
  align?: 'left' | 'center' | 'right';
  /** `p` for paragraphs, `span` inside other text, `strong` for importance. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  className?: string;
}

/** Body text on the type scale, in a semantic colour role. */
export function Text({ children, size, tone, weight, align, as: Element = 'p', className, ...rest }: TextProps) {
  return (
    <Element {...rest} className={cx(styles.text({ size, tone, weight, align }), className)}>
      {children}
    </Element>
  );
}
