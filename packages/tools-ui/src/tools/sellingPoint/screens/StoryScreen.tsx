import { withParticle } from '@career/api-sdk';
import { type Key, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { Textarea } from '../../../components/Textarea';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen, ToolScreen } from '../../framework/ToolScreen';
import { useItemText } from '../../framework/useAnswerValue';
import { useLoaded } from '../../framework/useLoaded';
import { choicesOf, item, STORY_LIMIT, useSellingPoint } from '../context';
import type { BorrowedStory, Keyword } from '../types';
import * as styles from './screens.css';

const TITLE = '강점마다 경험 적기';

/** For each keyword picked, the experience that proves it: written, or taken from a deep interview. */
export function StoryScreen() {
  const { snapshot } = useToolRun();
  if (snapshot.run?.status !== 'open') return <NoOpenRun title={TITLE} what="셀링 포인트" />;
  return <Stories />;
}

function Stories() {
  const { calls, navigate, userId } = useSellingPoint();
  const { snapshot } = useToolRun();
  const { occupationId, picked } = choicesOf(snapshot.answers);
  const aim = useLoaded(
    () =>
      occupationId === null
        ? Promise.resolve({ ok: true as const, data: null })
        : calls.keywords.load({ body: { occupation_id: occupationId } }),
    occupationId,
  );
  const borrowed = useLoaded(() => calls.stories.load(), userId);
  const back = (
    <Button variant="ghost" onPress={() => navigate('root')}>
      강점 다시 고르기
    </Button>
  );
  if (aim.status !== 'ready') {
    return (
      <Loaded
        value={aim}
        failed="강점 키워드를 불러오지 못했습니다"
        loading={{ label: '강점 키워드를 불러오는 중', lines: 4 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }
  const keywords = picked
    .map((key) => aim.data?.keywords.find((keyword) => keyword.key === key))
    .filter((keyword): keyword is Keyword => keyword !== undefined);
  const stories = borrowed.status === 'ready' ? borrowed.data.filter((story) => story.story.trim() !== '') : [];
  return (
    <ToolScreen
      title={TITLE}
      description="강점마다 그것을 보여 준 경험을 적어 주세요. 언제, 무엇을, 어떻게 했고 어떻게 되었는지 내 말로 적으면 됩니다. 쓰는 대로 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button variant="primary" onPress={() => navigate('self-introduce')}>
          다음: 자기소개 문단
        </Button>
      }
    >
      {keywords.length === 0 ? <Text tone="muted">고른 강점이 없습니다. 강점을 먼저 골라 주세요.</Text> : null}
      {keywords.map((keyword) => (
        <StoryField key={keyword.key} keyword={keyword} stories={stories} />
      ))}
    </ToolScreen>
  );
}

function StoryField({ keyword, stories }: { keyword: Keyword; stories: readonly BorrowedStory[] }) {
  const headingId = useId();
  const [story, setStory] = useItemText(item.story(keyword.key), STORY_LIMIT);
  const [borrow, setBorrow] = useState<number | null>(stories[0]?.run_id ?? null);
  const take = () => {
    const chosen = stories.find((entry) => entry.run_id === borrow);
    if (!chosen) return;
    setStory(story.trim() === '' ? chosen.story : `${story.trimEnd()}\n\n${chosen.story}`);
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        {keyword.label}
      </Heading>
      <p className={styles.meaning}>{keyword.meaning}</p>
      <Textarea
        label={`${withParticle(keyword.label, '을/를')} 보여 준 경험`}
        rows={4}
        maxLength={STORY_LIMIT}
        value={story}
        onChange={setStory}
        placeholder="예: 동아리 행사에서 맡은 일, 한 일, 그 결과"
      />
      {stories.length > 0 ? (
        <div className={styles.actions}>
          <Select
            label="심층 인터뷰 이야기"
            options={stories.map((entry) => ({ id: entry.run_id, label: entry.title || '이름 없는 경험' }))}
            selectedKey={borrow}
            onSelectionChange={(next: Key | null) => setBorrow(next === null ? null : Number(next))}
          />
          <Button variant="secondary" size="sm" onPress={take}>
            이 이야기 가져오기
          </Button>
        </div>
      ) : null}
    </section>
  );
}
