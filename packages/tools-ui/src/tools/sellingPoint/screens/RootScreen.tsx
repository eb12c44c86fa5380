import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { BackToToolMain } from '../../framework/BackToTools';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { choicesOf, item, MAX_KEYWORDS, useSellingPoint } from '../context';
import { JobPicker } from './JobPicker';
import * as styles from './screens.css';

const TITLE = '목표 직업과 강점 고르기';

/** The target occupation, then the keywords of its work the student can prove. */
export function RootScreen() {
  const { snapshot } = useToolRun();
  if (snapshot.run?.status !== 'open') return <NoOpenRun title={TITLE} what="셀링 포인트" />;
  return <Picking />;
}

function Picking() {
  const { calls, navigate } = useSellingPoint();
  const { snapshot, actions } = useToolRun();
  const { occupationId, picked } = choicesOf(snapshot.answers);
  const aim = useLoaded(
    () =>
      occupationId === null
        ? Promise.resolve({ ok: true as const, data: null })
        : calls.keywords.load({ body: { occupation_id: occupationId } }),
    occupationId,
  );
  const occupation = aim.status === 'ready' ? (aim.data?.occupation ?? null) : null;

  return (
    <ToolScreen
      title={TITLE}
      description="목표 직업을 고르면 그 일에 필요한 역량 키워드가 나옵니다. 경험으로 보여 줄 수 있는 강점을 다섯 개까지 고르세요."
      status={<RunSaveStatus />}
      back={<BackToToolMain />}
      next={
        <Button variant="primary" isDisabled={picked.length === 0} onPress={() => navigate('select/story')}>
          다음: 경험 적기
        </Button>
      }
    >
      <JobPicker
        current={occupation}
        onPick={(chosen) => {
          if (chosen.id === occupationId) return;
          actions.answer(item.job, [chosen.id]);
          // Another occupation's work has other keywords.
          if (picked.length > 0) actions.answer(item.keywords, []);
        }}
      />
      <Loaded
        value={aim}
        failed="역량 키워드를 불러오지 못했습니다"
        loading={{ label: '역량 키워드를 불러오는 중', lines: 4 }}
      >
        {(data) =>
          data ? (
            <KeywordPicker
              occupation={data.occupation}
              keywords={data.keywords}
              picked={picked}
              onPicked={(keys) => actions.answer(item.keywords, keys)}
            />
          ) : null
        }
      </Loaded>
    </ToolScreen>
  );
}

type Keyword = { key: string; label: string; meaning: string; competency_name: string; core?: boolean };

/**
 * The keywords in two sets: the occupation's own core skills (the reference data's), then its
 * group's work, so a 데이터 분석가 sees 통계 and 시각화 before the developers' keywords.
 */
function KeywordPicker({
  occupation,
  keywords,
  picked,
  onPicked,
}: {
  occupation: { name: string; group: { name: string } };
  keywords: readonly Keyword[];
  picked: readonly string[];
  onPicked(keys: string[]): void;
}) {
  const headingId = useId();
  const full = picked.length >= MAX_KEYWORDS;
  const sets = [
    { title: `${occupation.name}의 핵심 역량`, keywords: keywords.filter((keyword) => keyword.core) },
    { title: `${occupation.group.name} 분야에서 쓰는 역량`, keywords: keywords.filter((keyword) => !keyword.core) },
  ].filter((set) => set.keywords.length > 0);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size={3} id={headingId}>
        강점 키워드
      </Heading>
      <Text tone="muted">
        이 일에서 쓰는 역량입니다. 경험으로 보여 줄 수 있는 것만 골라 주세요. ({picked.length}/{MAX_KEYWORDS})
      </Text>
      {sets.map((set) => (
        <KeywordSet
          key={set.title}
          title={set.title}
          keywords={set.keywords}
          picked={picked}
          full={full}
          onPicked={onPicked}
        />
      ))}
    </section>
  );
}

function KeywordSet({
  title,
  keywords,
  picked,
  full,
  onPicked,
}: {
  title: string;
  keywords: readonly Keyword[];
  picked: readonly string[];
  full: boolean;
  onPicked(keys: string[]): void;
}) {
  const headingId = useId();
  return (
    <section className={styles.keywordSet} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {title}
      </Heading>
      <div className={styles.keywordGrid}>
        {keywords.map((keyword) => {
          const on = picked.includes(keyword.key);
          return (
            <div key={keyword.key} className={styles.card}>
              <Checkbox
                isSelected={on}
                isDisabled={!on && full}
                onChange={(selected) =>
                  onPicked(selected ? [...picked, keyword.key] : picked.filter((key) => key !== keyword.key))
                }
              >
                {keyword.label}
              </Checkbox>
              <p className={styles.meaning}>
                {keyword.meaning} · {keyword.competency_name}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
