import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Heading.css';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  children: ReactNode;
  /** The level in the page outline (h1–h4). */
  level: styles.HeadingLevel;
  /** The look, when it should differ from the level. */
  size?: styles.HeadingLevel;
  align?: 'left' | 'center';
  className?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/** A section heading: the level follows the outline, the size follows the design. */
export function Heading({ children, level, size, align, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element {...rest} className={cx(styles.heading({ size: size ?? level, align }), className)}>
      {children}
    </Element>
  );
}
