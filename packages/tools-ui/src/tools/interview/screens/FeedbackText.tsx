import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Text } from '../../../components/Text';
import { StreamedWriting } from '../../framework/StreamedWriting';
import { useStreamedText } from '../../framework/useStreamedText';
import { useInterview } from '../context';
import type { InterviewFeedback } from '../types';
import * as styles from './screens.css';

/** Feedback on one answer as a text, written as it comes, labelled by what wrote it. */
export function FeedbackText({
  runId,
  questionKey,
  initial,
}: {
  runId: number;
  questionKey: string;
  initial: InterviewFeedback | null;
}) {
  const { calls } = useInterview();
  const [made, setMade] = useState(initial);
  const writing = useStreamedText<InterviewFeedback>({
    call: (handlers) => calls.feedback.stream({ body: { run_id: runId, key: questionKey } }, handlers),
    onDone: setMade,
  });
  return (
    <div className={styles.section}>
      <StreamedWriting
        writing={writing}
        startLabel={made ? '피드백 글 다시 받기' : '피드백 글 받기'}
        startVariant="ghost"
        failed="피드백 글을 받지 못했습니다"
        writingLabel="피드백 글을 쓰는 중"
      />
      {writing.state.phase !== 'writing' && made ? (
        <div className={styles.card}>
          <span className={styles.badges}>
            <Badge tone={made.generator.kind === 'ai' ? 'accent' : 'neutral'}>{made.generator.label}</Badge>
            <Text size="sm" tone="muted">
              참고용 초안입니다. 답변 글만 보고 썼습니다.
            </Text>
          </span>
          <p className={styles.paragraph}>{made.text}</p>
          {made.unsupported.length > 0 ? (
            <Text size="sm" tone="muted">
              확인이 필요한 내용: {made.unsupported.join(', ')} (질문과 답변에 없는 내용입니다)
            </Text>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
