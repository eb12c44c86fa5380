import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { cx } from '../../internal/cx';
import { statusIcon, statusLabel } from '../../internal/status';
import * as styles from './Notice.css';

export interface NoticeProps {
  children: ReactNode;
  tone?: styles.NoticeTone;
  /** A short bold line above the message, when the message needs a name. */
  title?: ReactNode;
  className?: string;
}

/**
 * A message about the page or a form: errors are announced at once (role="alert"), the rest
 * politely (role="status"). Each tone has an icon of its own shape and a hidden label, so the tone
 * never rests on colour.
 */
export function Notice({ children, tone = 'info', title, className }: NoticeProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(styles.notice({ tone }), className)}>
      <Icon name={statusIcon[tone]} label={statusLabel[tone]} className={styles.icon({ tone })} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
