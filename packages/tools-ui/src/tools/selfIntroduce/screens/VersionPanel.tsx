import { useId, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { ActionError } from '../../../patterns/ActionError';
import { confirm } from '../../../shell/dialog';
import { Loaded } from '../../framework/Loaded';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useLoaded } from '../../framework/useLoaded';
import { useSelfIntroduce } from '../context';
import { countCharacters, formatNumber } from '../model/count';
import { previewOf, versionSource } from '../model/handedIn';
import { clip, LIMITS } from '../model/items';
import type { AnswerVersion, LastAnswer } from '../types';
import * as styles from './screens.css';

export interface VersionPanelProps {
  questionKey: string;
  runId: number;
  answer: string;
  onAnswer(text: string): void;
}

const chars = (text: string) => `${formatNumber(countCharacters(text).withSpaces)}자`;

/** Asks before an answer is replaced by another text (never when the answer is empty). */
async function sureToReplace(answer: string, what: string): Promise<boolean> {
  if (answer.trim() === '') return true;
  return confirm(`지금 답변(${chars(answer)})이 ${what}으로 바뀝니다. 바꿀까요?`, {
    title: '답변을 바꿀까요?',
    confirmLabel: '바꾸기',
  });
}

/** What the answer was before: drafts and earlier writing, newest first, and the last run's answer. */
export function VersionPanel({ questionKey, runId, answer, onAnswer }: VersionPanelProps) {
  const { calls, audience } = useSelfIntroduce();
  const headingId = useId();
  const [said, setSaid] = useState('');
  const versions = useLoaded(
    () => calls.versions.load({ params: { runId, key: questionKey } }),
    `${runId}:${questionKey}`,
  );

  const restore = async (version: AnswerVersion) => {
    if (!(await sureToReplace(answer, `${pastResultTime(version.created_at)}의 버전`))) return;
    onAnswer(clip(version.text, LIMITS.answer));
    setSaid(`${pastResultTime(version.created_at)}의 버전으로 되돌렸습니다.`);
  };

  return (
    <div className={styles.section}>
      <section className={styles.section} aria-labelledby={headingId}>
        <Heading level={3} size={4} id={headingId}>
          이 답변의 버전
        </Heading>
        <Text size="sm" tone="muted">
          만든 초안은 모두 남고, 쓰던 글은 고쳐 쓰기 전의 모습이 몇 분에 한 번씩 남습니다.
        </Text>
        <Loaded
          value={versions}
          failed="버전을 불러오지 못했습니다"
          loading={{ label: '버전을 불러오는 중', lines: 3 }}
          headingLevel={4}
        >
          {(data) =>
            data.length === 0 ? (
              <Text>아직 남은 버전이 없습니다. 초안을 만들거나 답변을 고쳐 쓰면 여기에 쌓입니다.</Text>
            ) : (
              <ul className={styles.versions}>
                {data.map((version) => (
                  <VersionRow key={version.id} version={version} onRestore={() => void restore(version)} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      {audience === 'guest' ? null : (
        <LastRun questionKey={questionKey} answer={answer} onAnswer={onAnswer} onSaid={setSaid} />
      )}
      <p role="status" className={styles.status}>
        {said}
      </p>
    </div>
  );
}

function VersionRow({ version, onRestore }: { version: AnswerVersion; onRestore(): void }) {
  const when = pastResultTime(version.created_at);
  const source = versionSource(version);
  return (
    <li className={styles.version}>
      <div className={styles.actions}>
        <Badge tone={version.source === 'draft' ? 'info' : 'neutral'}>{source}</Badge>
        <Text as="span" size="sm" tone="muted">
          {when} · {chars(version.text)}
        </Text>
      </div>
      <Text size="sm">{previewOf(version.text) || '(빈 글)'}</Text>
      <details className={styles.details}>
        <summary>전체 보기</summary>
        <p className={styles.fullText}>{version.text}</p>
      </details>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${when} ${source}, 이 버전으로 되돌리기`}
          onPress={onRestore}
        >
          이 버전으로 되돌리기
        </Button>
      </div>
    </li>
  );
}

interface LastRunProps {
  questionKey: string;
  answer: string;
  onAnswer(text: string): void;
  onSaid(said: string): void;
}

/** The answer to this question in the last handed-in self-introduction, to start from. */
function LastRun({ questionKey, answer, onAnswer, onSaid }: LastRunProps) {
  const { calls } = useSelfIntroduce();
  const headingId = useId();
  const [asked, setAsked] = useState(false);
  const last = useLoaded<LastAnswer>(
    () => (asked ? calls.lastAnswer.load({ params: { key: questionKey } }) : null),
    `${asked}:${questionKey}`,
  );

  const take = async (text: string) => {
    if (!(await sureToReplace(answer, '지난 답변'))) return;
    onAnswer(clip(text, LIMITS.answer));
    onSaid('지난 답변을 불러왔습니다. 이번 지원에 맞게 고쳐 써 주세요.');
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        지난 자기소개서의 답변
      </Heading>
      {!asked ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onPress={() => setAsked(true)}>
            지난 답변 불러오기
          </Button>
          <Text as="span" size="sm" tone="muted">
            전에 제출한 자기소개서에서 같은 문항에 쓴 답변을 찾아봅니다.
          </Text>
        </div>
      ) : last.status === 'ready' ? (
        <LastAnswerFound last={last.data} onTake={(text) => void take(text)} />
      ) : last.status === 'error' ? (
        <ActionError title="지난 답변을 불러오지 못했습니다" message={last.message} onRetry={last.retry} />
      ) : (
        <Skeleton label="지난 답변을 찾는 중" lines={2} />
      )}
    </section>
  );
}

function LastAnswerFound({ last, onTake }: { last: LastAnswer; onTake(text: string): void }) {
  if (last === null) return <Text>전에 제출한 자기소개서에 이 문항의 답변이 없습니다.</Text>;
  return (
    <div className={styles.version}>
      <Text as="span" size="sm" tone="muted">
        {pastResultTime(last.updated_at)}에 쓴 답변 · {chars(last.text)}
      </Text>
      <p className={styles.fullText}>{last.text}</p>
      <div>
        <Button variant="secondary" size="sm" onPress={() => onTake(last.text)}>
          지난 답변을 답변에 넣기
        </Button>
      </div>
    </div>
  );
}
