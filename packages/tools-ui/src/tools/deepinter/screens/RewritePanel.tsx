import { type ReactNode, useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ActionError } from '../../../patterns/ActionError';
import { Notice } from '../../../patterns/Notice';
import type { DeepinterRewrite } from '../types';
import * as styles from './screens.css';
import type { RewriteState } from './useRewrite';

export interface RewritePanelProps {
  state: RewriteState;
  /** The latest rewrite kept on the server, shown until a new one is made. */
  kept: DeepinterRewrite | null;
  onStop(): void;
  /** Takes the rewrite as the final wording. */
  onUse(text: string): void;
}

/** One side of the comparison: the words that stay, and those taken out or put in (by `side`). */
function sideOf(rewrite: DeepinterRewrite, side: 'before' | 'after'): ReactNode[] {
  return rewrite.changes.map((change, index) => {
    if (change.kind === 'same') return change.text;
    if (side === 'before' && change.kind === 'removed') {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
        <del key={index} className={styles.removed}>
          <VisuallyHidden>[뺀 말: </VisuallyHidden>
          {change.text}
          <VisuallyHidden>]</VisuallyHidden>
        </del>
      );
    }
    if (side === 'after' && change.kind === 'added') {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
        <ins key={index} className={styles.added}>
          <VisuallyHidden>[넣은 말: </VisuallyHidden>
          {change.text}
          <VisuallyHidden>]</VisuallyHidden>
        </ins>
      );
    }
    return null;
  });
}

/** A rewrite as it is written, then beside the answer it rewrote with every change marked. */
export function RewritePanel({ state, kept, onStop, onUse }: RewritePanelProps) {
  const headingId = useId();
  const rewrite = state.phase === 'done' ? state.data : state.phase === 'idle' ? kept : null;
  if (state.phase === 'refused') {
    return <ActionError title="답변을 다듬지 못했습니다" message={state.message} kept="쓴 답변은 그대로 있습니다." />;
  }
  if (state.phase === 'writing' || state.phase === 'stopped') {
    return (
      <section
        className={styles.section}
        aria-labelledby={headingId}
        aria-live="polite"
        aria-busy={state.phase === 'writing'}
      >
        <div className={styles.actions}>
          <Heading level={3} size={4} id={headingId}>
            {state.phase === 'writing' ? '답변을 다듬는 중' : '다듬기를 멈췄습니다'}
          </Heading>
          {state.phase === 'writing' ? (
            <Button variant="secondary" size="sm" iconStart="close" onPress={onStop}>
              멈추기
            </Button>
          ) : null}
        </div>
        <p className={styles.textBox}>{state.text}</p>
        {state.phase === 'stopped' ? <Text tone="muted">{state.message}</Text> : null}
      </section>
    );
  }
  if (!rewrite) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.actions}>
        <Heading level={3} size={4} id={headingId}>
          다듬은 답변
        </Heading>
        <Badge tone="info" icon="document">
          {rewrite.generator.label}
        </Badge>
      </div>
      <Text size="sm" tone="muted">
        내 답변의 말만 가지고 다듬었습니다. 뺀 말은 줄을 긋고, 넣은 말은 밑줄로 표시했습니다. 초안이니 내 말투에 맞게
        고쳐 쓰세요.
      </Text>
      <div className={styles.compare}>
        <div className={styles.section}>
          <Text weight="bold">내 답변</Text>
          <p className={styles.textBox}>{sideOf(rewrite, 'before')}</p>
        </div>
        <div className={styles.section}>
          <Text weight="bold">다듬은 답변</Text>
          <p className={styles.textBox}>{sideOf(rewrite, 'after')}</p>
        </div>
      </div>
      {rewrite.notes.length > 0 ? (
        <ul className={styles.list} aria-label="바꾼 점">
          {rewrite.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {rewrite.unsupported.length > 0 ? (
        <Notice tone="warning" title={`확인이 필요한 내용: ${rewrite.unsupported.join(', ')}`}>
          내 답변에 없는 숫자나 이름이 들어 있습니다. 사실이 아니면 빼고 써 주세요.
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => onUse(rewrite.text)}>
          다듬은 답변을 최종 답변에 넣기
        </Button>
      </div>
    </section>
  );
}
