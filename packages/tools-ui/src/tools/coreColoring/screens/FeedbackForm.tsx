import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { ScaleItem } from '../../../components/ScaleItem';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { Notice } from '../../../patterns/Notice';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useCoreColoring } from '../context';
import type { CoreColoringSaved } from '../types';
import * as styles from './screens.css';

export const FIT_LABELS = ['전혀 맞지 않다', '맞지 않다', '보통이다', '잘 맞는다', '아주 잘 맞는다'] as const;

export interface FeedbackFormProps {
  saved: CoreColoringSaved;
  /** Records the feedback with the result, for the other result screens. */
  onSaved(saved: CoreColoringSaved): void;
}

/** How well the result fits, in the user's words: a five-point scale and a comment; a later one replaces it. */
export function FeedbackForm({ saved, onSaved }: FeedbackFormProps) {
  const { calls } = useCoreColoring();
  const [kept, setKept] = useState(saved.feedback);
  const [fit, setFit] = useState<number | null>(saved.feedback?.fit ?? null);
  const [comment, setComment] = useState(saved.feedback?.comment ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const save = async () => {
    if (fit === null) return;
    setState('saving');
    const feedback = await calls.feedback({ body: { run_id: saved.run_id, fit, comment } }, { loading: true });
    // A refusal was shown as an alert; only a server out of reach is said here (one way each).
    if (!feedback) {
      setState(feedback === false ? 'idle' : 'failed');
      return;
    }
    setKept(feedback);
    setState('saved');
    onSaved({ ...saved, feedback });
  };

  return (
    <section className={styles.section} aria-labelledby="core-coloring-feedback">
      <Heading level={2} size={3} id="core-coloring-feedback">
        결과 소감
      </Heading>
      {kept ? (
        <Text>
          {pastResultTime(kept.created_at)}에 남긴 소감: {kept.fit}점 {FIT_LABELS[kept.fit - 1]}
          {kept.comment ? ` — ${kept.comment}` : ''}
        </Text>
      ) : (
        <Text tone="muted">결과가 나와 얼마나 맞는지 남겨 두면, 상담에서 함께 이야기하기 쉽습니다.</Text>
      )}
      <form
        className={styles.feedbackForm}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ScaleItem
          question="이 결과가 나와 얼마나 맞나요?"
          labels={FIT_LABELS}
          value={fit}
          onChange={(next) => {
            setFit(next);
            setState('idle');
          }}
        />
        <Textarea
          label="하고 싶은 말 (선택)"
          value={comment}
          onChange={(next) => {
            setComment(next);
            setState('idle');
          }}
          maxLength={1000}
          rows={3}
        />
        <div>
          <Button
            type="submit"
            variant="secondary"
            isDisabled={fit === null}
            isLoading={state === 'saving'}
            loadingLabel="저장 중"
          >
            소감 저장
          </Button>
        </div>
        {state === 'saved' ? <Notice tone="success">소감을 저장했습니다.</Notice> : null}
        {state === 'failed' ? (
          <Notice tone="danger">소감을 저장하지 못했습니다. 적은 내용은 그대로 있으니 다시 저장해 주세요.</Notice>
        ) : null}
      </form>
    </section>
  );
}
