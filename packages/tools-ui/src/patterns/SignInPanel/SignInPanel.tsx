import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './SignInPanel.css';

export interface SignInPanelProps {
  /** The page's one h1, e.g. '상담사 로그인'. */
  title: string;
  /** A line above the title naming the product or area. */
  eyebrow?: string;
  description?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Links under the form (sign-up, password help, home). */
  footer?: ReactNode;
  /** Wider panel for longer forms such as sign-up. */
  wide?: boolean;
}

/** A centred panel for sign-in and account pages. */
export function SignInPanel({ title, eyebrow, description, children, footer, wide = false }: SignInPanelProps) {
  return (
    <main className={styles.page}>
      <section className={cx(styles.panel, wide && styles.wide)} aria-labelledby="sign-in-title">
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="sign-in-title" className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </main>
  );
}
