import { type Key, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { handKey, useHands, useJobCard } from '../context';
import { CATEGORIES_ITEM, categoriesOf, sortedIds, toggleCategory } from '../model/flow';
import type { JobCardMiddleGroup } from '../types';
import * as styles from './screens.css';

const TITLE = '살펴볼 직업 분류를 골라 주세요';

/** The job groups whose cards are dealt: a major group, then its middle groups; the choice is saved as it changes. */
export function CategorySelectScreen() {
  const { calls, content, navigate } = useJobCard();
  const hands = useHands();
  const { snapshot, actions } = useToolRun();
  const chosen = categoriesOf(snapshot.answers);
  const groups = new Map(
    content.categories.flatMap((large) => large.children.map((small) => [small.code, { small, large }] as const)),
  );
  const [largeCode, setLargeCode] = useState<string | null>(
    () => (chosen[0] && groups.get(chosen[0])?.large.code) ?? content.categories[0]?.code ?? null,
  );
  const small = useLoaded(
    () => (largeCode === null ? null : calls.smallCategory.load({ body: { large: largeCode } })),
    largeCode,
  );
  const [dealing, setDealing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const limit = content.category_limit;
  const run = snapshot.run;
  const sortedCount = Object.values(sortedIds(snapshot.answers)).reduce((sum, ids) => sum + ids.length, 0);

  if (run?.status !== 'open') return <NoOpenRun title={TITLE} />;

  const toggle = (code: string) => {
    actions.answer(CATEGORIES_ITEM, toggleCategory(chosen, code, limit));
    setProblem(null);
  };

  // The hand is dealt here, so a group without cards is said before the sort; the sort deals the
  // same hand again after a reload.
  const deal = async () => {
    if (!(await actions.flush())) return;
    setDealing(true);
    const dealt = await calls.smallJobCategoryList({ body: { run_id: run.id, categories: chosen } });
    setDealing(false);
    // A refusal was said as an alert, in the server's words; the server out of reach is said here.
    if (dealt === false) return;
    if (dealt === undefined) {
      setProblem('잠시 뒤 다시 눌러 주세요. 고른 분류는 그대로 저장되어 있습니다.');
      return;
    }
    if (dealt.length === 0) {
      setProblem('나눌 직업 카드가 없습니다. 잠시 뒤 다시 눌러 주세요.');
      return;
    }
    hands.set(handKey(run.id, chosen), dealt);
    navigate('root');
  };

  const largeName = content.categories.find((large) => large.code === largeCode)?.name ?? '';
  return (
    <ToolScreen
      title={TITLE}
      description={`관심 가는 직업 분류를 ${limit}개까지 골라 주세요. 여섯 흥미 유형의 카드를 같은 수만큼 담아 ${content.card_limit}장을 나누어 드리는데, 고른 분류의 카드가 유형마다 먼저 들어가고 다른 분야의 카드도 함께 들어갑니다. 고른 분류만 보면 결과가 고른 대로만 나오기 때문입니다.`}
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('checklist')}>
          준비 질문으로
        </Button>
      }
      next={
        <Button
          variant="primary"
          isDisabled={chosen.length === 0}
          isLoading={dealing}
          loadingLabel="카드를 준비하는 중"
          onPress={() => void deal()}
        >
          카드 받기 ({chosen.length}/{limit})
        </Button>
      }
    >
      <section className={styles.section} aria-labelledby="job-card-groups">
        <Heading level={2} size={4} id="job-card-groups">
          대분류에서 중분류 고르기
        </Heading>
        <div className={styles.picker}>
          <Select
            label="직업 대분류"
            placeholder="대분류를 고르세요"
            options={content.categories.map((large) => ({
              id: large.code,
              label: `${large.name} (카드 ${large.card_count}장)`,
            }))}
            selectedKey={largeCode}
            onSelectionChange={(key: Key | null) => setLargeCode(key === null ? null : String(key))}
          />
        </div>
        {largeCode === null ? null : (
          <Loaded
            value={small}
            failed="중분류를 불러오지 못했습니다"
            loading={{ label: '중분류를 불러오는 중', lines: 3 }}
          >
            {(data) => (
              <MiddleGroups
                label={`${largeName}의 중분류`}
                groups={data}
                chosen={chosen}
                limit={limit}
                onToggle={toggle}
              />
            )}
          </Loaded>
        )}
      </section>
      <section className={styles.section} aria-labelledby="job-card-chosen">
        <Heading level={2} size={4} id="job-card-chosen">
          고른 직업 분류 ({chosen.length}/{limit})
        </Heading>
        {chosen.length === 0 ? (
          <Text tone="muted">아직 고른 분류가 없습니다. 위에서 하나 이상 골라 주세요.</Text>
        ) : (
          <ul className={styles.categoryList} aria-labelledby="job-card-chosen">
            {chosen.map((code) => {
              const group = groups.get(code);
              const name = group?.small.name ?? code;
              return (
                <li key={code} className={styles.categoryRow}>
                  <Text>
                    {name}
                    {group ? (
                      <Text as="span" size="sm" tone="muted">
                        {' '}
                        · {group.large.name}
                      </Text>
                    ) : null}
                  </Text>
                  <Button variant="ghost" size="sm" aria-label={`${name} 빼기`} onPress={() => toggle(code)}>
                    빼기
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {chosen.length >= limit ? (
          <Notice>분류는 {limit}개까지 고를 수 있습니다. 바꾸려면 고른 분류를 먼저 빼 주세요.</Notice>
        ) : null}
        {sortedCount > 0 ? (
          <Text size="sm" tone="muted">
            이미 카드 {sortedCount}장을 나누었습니다. 분류를 바꾸면 카드 묶음이 바뀌고, 새 묶음에 없는 카드는 결과에
            들어가지 않습니다(분류를 되돌리면 다시 들어갑니다).
          </Text>
        ) : null}
      </section>
      {problem ? (
        <Notice tone="warning" title="카드를 받지 못했습니다">
          {problem}
        </Notice>
      ) : null}
    </ToolScreen>
  );
}

function MiddleGroups({
  label,
  groups,
  chosen,
  limit,
  onToggle,
}: {
  label: string;
  groups: readonly JobCardMiddleGroup[];
  chosen: readonly string[];
  limit: number;
  onToggle(code: string): void;
}) {
  if (groups.length === 0) return <Text tone="muted">이 대분류에는 중분류가 없습니다.</Text>;
  return (
    <ul className={styles.categoryList} aria-label={label}>
      {groups.map((group) => {
        const selected = chosen.includes(group.code);
        return (
          <li key={group.code} className={styles.categoryRow}>
            <Checkbox
              isSelected={selected}
              isDisabled={!selected && (group.card_count === 0 || chosen.length >= limit)}
              onChange={() => onToggle(group.code)}
            >
              {group.name}
            </Checkbox>
            <span className={styles.count}>카드 {group.card_count}장</span>
          </li>
        );
      })}
    </ul>
  );
}
