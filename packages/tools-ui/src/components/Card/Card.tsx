import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Card.css';

export interface CardProps {
  /** The card's heading; when given, the card is a section named by it. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title. */
  description?: ReactNode;
  /** Controls beside the title (e.g. an IconButton). */
  actions?: ReactNode;
  /** Actions at the bottom, right-aligned. */
  footer?: ReactNode;
  children?: ReactNode;
  tone?: styles.CardTone;
  elevation?: styles.CardElevation;
  padding?: styles.CardPadding;
  /** `article` for self-contained items in a list. */
  as?: 'section' | 'article' | 'div';
  className?: string;
}

/** A surface that groups related content, with an optional heading, actions and footer. */
export function Card({
  title,
  headingLevel = 3,
  description,
  actions,
  footer,
  children,
  tone,
  elevation,
  padding,
  as,
  className,
}: CardProps) {
  const titleId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={cx(styles.card({ tone, elevation, padding }), className)}
      aria-labelledby={title && Element !== 'div' ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Element>
  );
}
