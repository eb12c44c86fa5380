import { type ReactNode, useId, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { confirm } from '../../../shell/dialog';
import { StreamedWriting } from '../../framework/StreamedWriting';
import { pastResultTime } from '../../framework/screens/pastResults';
import { countCharacters, formatNumber } from '../model/count';
import { withDraft } from '../model/items';
import { NotesForm } from './NotesForm';
import * as styles from './screens.css';
import type { Draft } from './useDraft';

export interface DraftPanelProps {
  questionKey: string;
  draft: Draft;
  /** The answer as it stands, and a way to change it. */
  answer: string;
  onAnswer(text: string): void;
}

/** The draft's text with the facts the notes do not have marked, so they are checked before use. */
function marked(text: string, facts: readonly string[]): ReactNode[] {
  const words = [...new Set(facts.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [text];
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`, 'g')).map((part, index) =>
    words.includes(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
      <mark key={index} className={styles.unsupported}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** The notes a draft is written from, the draft as it is written, and ways to take it into the answer. */
export function DraftPanel({ questionKey, draft, answer, onAnswer }: DraftPanelProps) {
  const headingId = useId();
  const { state } = draft;
  const [put, setPut] = useState('');
  const writing = state.phase === 'writing';
  const text =
    state.phase === 'writing' || state.phase === 'stopped' ? state.text : state.phase === 'done' ? state.data.text : '';
  const version = state.phase === 'done' ? state.data : null;

  const take = async (how: 'replace' | 'append') => {
    if (how === 'replace' && answer.trim() !== '') {
      const sure = await confirm(
        `지금 답변(${formatNumber(countCharacters(answer).withSpaces)}자)이 지워지고 초안으로 바뀝니다. 지금 답변을 살리려면 취소하고 '답변 끝에 덧붙이기'를 눌러 주세요.`,
        { title: '답변을 초안으로 바꿀까요?', confirmLabel: '초안으로 바꾸기' },
      );
      if (!sure) return;
    }
    onAnswer(withDraft(answer, text, how));
    setPut(
      how === 'replace'
        ? '초안을 답변에 넣었습니다. 답변 칸에서 내 말로 고쳐 써 주세요.'
        : '초안을 답변 끝에 덧붙였습니다.',
    );
  };

  return (
    <div className={styles.section}>
      <Text>
        메모를 적고 초안을 받아 보세요. 초안은 여기 적은 메모와 지원 회사·분야만으로 쓰며, 내 말로 고쳐 쓰는
        출발점입니다.
      </Text>
      <NotesForm questionKey={questionKey} />
      <StreamedWriting
        writing={draft}
        startLabel={state.phase === 'idle' || state.phase === 'refused' ? '초안 만들기' : '초안 다시 만들기'}
        beside={
          <Text size="sm" tone="muted">
            키워드, 경험, 메모 가운데 하나 이상을 적으면 초안을 만들 수 있습니다. 만든 초안은 모두 버전에 남습니다.
          </Text>
        }
        failed="초안을 만들지 못했습니다"
        kept="적은 메모는 그대로 있습니다."
      />
      <div aria-live="polite" aria-busy={writing} className={styles.section}>
        {text !== '' || writing ? (
          <section className={styles.section} aria-labelledby={headingId}>
            <div className={styles.actions}>
              <Heading level={3} size={4} id={headingId}>
                {writing ? '초안을 쓰는 중' : '초안'}
              </Heading>
              {version ? (
                <>
                  <Badge tone="info" icon="document">
                    {version.generator?.label ?? '초안'}
                  </Badge>
                  <Text as="span" size="sm" tone="muted">
                    {pastResultTime(version.created_at)} · {formatNumber(countCharacters(version.text).withSpaces)}자
                  </Text>
                </>
              ) : null}
            </div>
            <p className={styles.draft}>{version ? marked(text, version.unsupported) : text}</p>
            {state.phase === 'stopped' ? <Notice title="초안 쓰기를 멈췄습니다">{state.message}</Notice> : null}
            {version && version.unsupported.length > 0 ? (
              <Notice tone="warning" title={`메모에 없는 내용이 들어 있습니다: ${version.unsupported.join(', ')}`}>
                사실인지 확인하고 고쳐 주세요. 초안에 표시해 두었습니다.
              </Notice>
            ) : null}
            {!writing ? (
              <>
                <Text size="sm" tone="muted">
                  초안은 출발점입니다. 그대로 내기보다 내 경험과 말투로 고쳐 써 주세요.
                </Text>
                <div className={styles.actions}>
                  <Button variant="secondary" onPress={() => void take('replace')}>
                    답변에 넣기
                  </Button>
                  <Button variant="secondary" onPress={() => void take('append')}>
                    답변 끝에 덧붙이기
                  </Button>
                </div>
              </>
            ) : null}
          </section>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {put}
      </p>
    </div>
  );
}
