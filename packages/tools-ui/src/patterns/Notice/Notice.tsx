import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon';
import { cx } from '../../internal/cx';
import * as styles from './Notice.css';

export interface NoticeProps {
  children: ReactNode;
  tone?: styles.NoticeTone;
  className?: string;
}

const icons: Record<styles.NoticeTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

const labels: Record<styles.NoticeTone, string> = { info: '안내', success: '완료', warning: '주의', danger: '오류' };

/**
 * A message about the page or a form: errors are announced at once (role="alert"), the rest
 * politely (role="status"). The icon and a hidden label carry the tone besides the colour.
 */
export function Notice({ children, tone = 'info', className }: NoticeProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx(styles.notice({ tone }), className)}>
      <Icon name={icons[tone]} size="sm" label={labels[tone]} />
      <div>{children}</div>
    </div>
  );
}
