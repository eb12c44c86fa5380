import { useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { Notice } from '../../../patterns/Notice';
import { confirm } from '../../../shell/dialog';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { StreamedWriting } from '../../framework/StreamedWriting';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useLoaded } from '../../framework/useLoaded';
import { useStreamedText } from '../../framework/useStreamedText';
import { choicesOf, item, useSellingPoint } from '../context';
import type { Intro } from '../types';
import * as styles from './screens.css';

const TITLE = '자기소개 문단';

/** Paragraphs made from the experiences, each kept in a list to compare, add to and clear; one picked. */
export function IntroScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="셀링 포인트" />;
  return <Intros runId={run.id} />;
}

function Intros({ runId }: { runId: number }) {
  const { calls, navigate } = useSellingPoint();
  const { snapshot, actions } = useToolRun();
  const loaded = useLoaded(() => calls.intros.load({ params: { runId } }), runId);
  const [intros, setIntros] = useState<Intro[] | null>(null);
  const first = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (first) setIntros(first);
  }, [first]);
  const writing = useStreamedText<Intro>({
    before: async () =>
      (await actions.flush()) ? null : '경험을 아직 저장하지 못했습니다. 연결을 확인하고 다시 시도해 주세요.',
    call: (handlers) => calls.selfIntroduce.stream({ body: { run_id: runId } }, handlers),
    onDone: (intro) => setIntros((current) => [intro, ...(current ?? [])]),
  });
  const { finish } = useFinish({
    score: calls.saveUser,
    show: 'action-item/result',
    words: { unsaved: '고른 문단을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 눌러 주세요.' },
  });
  const { chosen } = choicesOf(snapshot.answers);

  const clear = async () => {
    const sure = await confirm('목록의 문단을 모두 지웁니다. 고른 문단도 지워집니다. 비울까요?', {
      title: '목록을 비울까요?',
      confirmLabel: '비우기',
      tone: 'warning',
    });
    if (!sure) return;
    const cleared = await calls.resetIntros({ params: { runId } });
    if (!cleared) return;
    setIntros([]);
    if (chosen !== null) actions.answer(item.chosen, []);
  };

  // As loaded until the list's own copy is made (just after the load).
  const list = intros ?? first ?? [];
  return (
    <ToolScreen
      title={TITLE}
      description="적은 경험만으로 문단을 만듭니다. 여러 번 만들어 비교하고, 마음에 드는 것을 고쳐 써서 더한 뒤 하나를 고르세요."
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('select/story')}>
          경험 고치기
        </Button>
      }
      next={
        <Button variant="primary" isDisabled={chosen === null} onPress={() => void finish()}>
          이 문단으로 저장하기
        </Button>
      }
    >
      <StreamedWriting
        writing={writing}
        startLabel={list.length === 0 ? '문단 만들기' : '다시 만들기'}
        beside={
          <Button variant="ghost" isDisabled={list.length === 0} onPress={() => void clear()}>
            목록 비우기
          </Button>
        }
        failed="문단을 만들지 못했습니다"
        writingLabel="문단을 쓰는 중"
      />
      <Loaded
        value={loaded}
        failed="문단 목록을 불러오지 못했습니다"
        loading={{ label: '문단 목록을 불러오는 중', lines: 3 }}
      >
        {() =>
          list.length === 0 ? (
            <Text tone="muted">아직 만든 문단이 없습니다.</Text>
          ) : (
            <div className={styles.versions}>
              {list.map((intro, index) => (
                <IntroCard
                  key={intro.id}
                  intro={intro}
                  number={list.length - index}
                  chosen={intro.id === chosen}
                  onChoose={() => actions.answer(item.chosen, [intro.id])}
                  onAdd={async (text) => {
                    const added = await calls.addIntro({ body: { run_id: runId, text } });
                    if (added) setIntros((current) => [added, ...(current ?? [])]);
                    return Boolean(added);
                  }}
                />
              ))}
            </div>
          )
        }
      </Loaded>
    </ToolScreen>
  );
}

function IntroCard({
  intro,
  number,
  chosen,
  onChoose,
  onAdd,
}: {
  intro: Intro;
  number: number;
  chosen: boolean;
  onChoose(): void;
  onAdd(text: string): Promise<boolean>;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section className={`${styles.card} ${chosen ? styles.chosenCard : ''}`} aria-labelledby={headingId}>
      <div className={styles.actions}>
        <Heading level={2} size={4} id={headingId}>
          버전 {number}
        </Heading>
        <Badge tone={intro.source === 'typed' ? 'accent' : 'info'}>
          {intro.generator?.label ?? '직접 고쳐 쓴 문단'}
        </Badge>
        {chosen ? <Badge tone="success">고른 문단</Badge> : null}
      </div>
      <Text size="sm" tone="muted">
        {pastResultTime(intro.created_at)} · {intro.text.length}자
      </Text>
      <p className={styles.paragraph}>{intro.text}</p>
      {intro.unsupported.length > 0 ? (
        <Notice tone="warning" title={`확인이 필요한 내용: ${intro.unsupported.join(', ')}`}>
          내 경험에 없는 숫자나 이름이 들어 있습니다. 사실이 아니면 고쳐 쓴 버전을 더해 주세요.
        </Notice>
      ) : null}
      {editing === null ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant={chosen ? 'primary' : 'secondary'}
            aria-label={`버전 ${number} ${chosen ? '고른 문단' : '이 문단 고르기'}`}
            onPress={onChoose}
          >
            {chosen ? '고른 문단' : '이 문단 고르기'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`버전 ${number} 고쳐 쓰기`}
            onPress={() => setEditing(intro.text)}
          >
            고쳐 쓰기
          </Button>
        </div>
      ) : (
        <>
          <Textarea
            label={`버전 ${number} 고쳐 쓰기`}
            rows={6}
            maxLength={2000}
            value={editing}
            onChange={setEditing}
          />
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={editing.trim() === ''}
              onPress={async () => {
                if (await onAdd(editing)) setEditing(null);
              }}
            >
              새 버전으로 더하기
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setEditing(null)}>
              그만두기
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
