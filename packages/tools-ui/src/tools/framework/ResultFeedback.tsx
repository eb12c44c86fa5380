import { type CallOptions, type ResultFeedback as Feedback, TOOL_TEXTS } from '@career/api-sdk';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/Form';
import { Heading } from '../../components/Heading';
import { ScaleItem } from '../../components/ScaleItem';
import { Text } from '../../components/Text';
import { Textarea } from '../../components/Textarea';
import { ActionError } from '../../patterns/ActionError';
import { Notice } from '../../patterns/Notice';
import * as styles from './ResultFeedback.css';
import { pastResultTime } from './screens/pastResults';
import { useTool } from './ToolContext';
import type { SavedResult } from './types';

export const FIT_LABELS = ['전혀 맞지 않다', '맞지 않다', '보통이다', '잘 맞는다', '아주 잘 맞는다'] as const;

type FeedbackCalls = {
  saveFeedback(
    input: { params: { runId: number }; body: { fit: number; comment: string } },
    options?: CallOptions,
  ): Promise<Feedback | false | undefined>;
};

/**
 * 결과 소감, the same in every tool (issue 23): how well the result fits, on five points, and a
 * comment; a later one replaces it. It stays with the result, for the counsellor to talk about.
 */
export function ResultFeedback({ saved }: { saved: SavedResult }) {
  const tool = useTool();
  const calls = tool.calls as unknown as FeedbackCalls;
  const [kept, setKept] = useState(saved.feedback ?? null);
  const [fit, setFit] = useState<number | null>(saved.feedback?.fit ?? null);
  const [comment, setComment] = useState(saved.feedback?.comment ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const headingId = `result-feedback-${saved.run_id}`;

  const save = async () => {
    if (fit === null) return;
    setState('saving');
    const feedback = await calls.saveFeedback(
      { params: { runId: saved.run_id }, body: { fit, comment } },
      { loading: true },
    );
    // A refusal was shown as an alert; only a server out of reach is said here (one way each).
    if (!feedback) {
      setState(feedback === false ? 'idle' : 'failed');
      return;
    }
    setKept(feedback);
    setState('saved');
    // The other result screens of the tool show the result with what was said of it.
    tool.results.set(saved.run_id, { ...saved, feedback });
  };

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setState('idle');
    };

  return (
    <section className={styles.root} aria-labelledby={headingId} data-pdf-omit>
      <Heading level={2} size={3} id={headingId}>
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
      <Form className={styles.form} onSubmit={save}>
        <ScaleItem
          // A tool may ask it in its own words (a writing tool's result is the student's own text or plan).
          question={TOOL_TEXTS[tool.tool].fitQuestion ?? '이 결과가 나와 얼마나 맞나요?'}
          labels={FIT_LABELS}
          value={fit}
          onChange={edit(setFit)}
        />
        <Textarea label="하고 싶은 말 (선택)" value={comment} onChange={edit(setComment)} maxLength={1000} rows={3} />
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
          <ActionError message="소감을 저장하지 못했습니다." kept="적은 내용은 그대로 있으니 다시 저장해 주세요." />
        ) : null}
      </Form>
    </section>
  );
}
