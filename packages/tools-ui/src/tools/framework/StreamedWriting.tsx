import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import type { ButtonVariant } from '../../components/Button/Button.css';
import { Text } from '../../components/Text';
import { ActionError } from '../../patterns/ActionError';
import * as styles from './screens.css';
import type { StreamedText } from './useStreamedText';

export interface StreamedWritingProps<D> {
  /** What `useStreamedText` gives. */
  writing: { state: StreamedText<D>; start(): void; stop(): void };
  /** The button that starts the writing (and writes again). */
  startLabel: string;
  startVariant?: ButtonVariant;
  /** More in the row of the start button: another action, a hint. */
  beside?: ReactNode;
  /** The refusal's title, said above the server's words: '계획을 만들지 못했습니다'. */
  failed: string;
  /** After the refusal's words, what it did not lose: '적은 메모는 그대로 있습니다.' */
  kept?: string;
  /** The heading of the text while it is written; left out where the screen shows the text itself. */
  writingLabel?: string;
}

/**
 * The one way a writing tool's streamed text is started, stopped and refused (decision 045): the
 * start button (멈추기 while it writes), the refusal in place in the server's words, and the
 * text as it comes, read out politely. What the finished text looks like is the screen's.
 */
export function StreamedWriting<D>({
  writing: { state, start, stop },
  startLabel,
  startVariant = 'secondary',
  beside,
  failed,
  kept,
  writingLabel,
}: StreamedWritingProps<D>) {
  return (
    <>
      <div className={styles.actions}>
        {state.phase === 'writing' ? (
          <Button variant="secondary" iconStart="close" onPress={stop}>
            멈추기
          </Button>
        ) : (
          <Button variant={startVariant} iconStart="edit" onPress={start}>
            {startLabel}
          </Button>
        )}
        {beside}
      </div>
      {state.phase === 'refused' ? <ActionError title={failed} message={state.message} kept={kept} /> : null}
      {writingLabel && state.phase === 'writing' ? (
        <div className={styles.card} aria-live="polite" aria-busy="true">
          <Text weight="bold">{writingLabel}</Text>
          <p className={styles.paragraph}>{state.text}</p>
        </div>
      ) : null}
    </>
  );
}
