import { cx } from '../../internal/cx';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './SaveStatus.css';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveStatusProps {
  state: SaveState;
  /** When the last save succeeded. */
  savedAt?: Date | null;
  /** The time now, for "방금" and "N분 전" (given, so a story or a test can fix it). */
  now?: Date;
  /** Shown when a save failed: tries again with everything not yet saved. */
  onRetry?: () => void;
  /** Some answers were changed on another device first and were loaded again (theirs stand). */
  reloaded?: boolean;
  className?: string;
}

/** "방금", "3분 전", "오후 2:05": when an answer was last kept, in words. */
export function savedWhen(savedAt: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - savedAt.getTime()) / 60_000);
  if (minutes < 1) return '방금';
  if (minutes < 60) return `${minutes}분 전`;
  return savedAt.toLocaleTimeString('ko-KR', { hour: 'numeric', minute: '2-digit' });
}

/**
 * A quiet indicator of whether answers are kept: "저장됨 · 방금" while all is well, and a plain
 * "저장되지 않음" with a retry when a save failed (nothing typed is lost: it waits to be sent).
 */
export function SaveStatus({ state, savedAt, now = new Date(), onRetry, reloaded, className }: SaveStatusProps) {
  return (
    <div className={cx(styles.status, className)} role="status">
      {reloaded && state !== 'failed' ? (
        <>
          <Icon name="alert" size="sm" />
          <span className={styles.reloaded}>다른 곳에서 바뀐 답을 불러왔습니다</span>
        </>
      ) : null}
      {state === 'saving' ? <span>저장 중…</span> : null}
      {state === 'saved' && savedAt && !reloaded ? (
        <>
          <Icon name="check" size="sm" />
          <span>저장됨 · {savedWhen(savedAt, now)}</span>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <Icon name="alert" size="sm" />
          <span className={styles.failed}>저장되지 않음</span>
          {onRetry ? (
            <Button size="sm" variant="secondary" onPress={onRetry}>
              다시 시도
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
