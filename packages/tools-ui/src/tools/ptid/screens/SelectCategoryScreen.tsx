import { type Key, type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { ResultPdf } from '../../framework';
import { BackToTools } from '../../framework/BackToTools';
import { Loaded } from '../../framework/Loaded';
import { ResultFeedback } from '../../framework/ResultFeedback';
import { ResultGate } from '../../framework/ResultGate';
import { pastResultTime } from '../../framework/screens/pastResults';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useShownResult } from '../../framework/useShownResult';
import { useWhose } from '../../framework/whose';
import { usePtid } from '../context';
import { MAX_CATEGORIES, toggleCategory } from '../model/flow';
import type { CategoryFit, PtidSaved } from '../types';
import { FittingFields } from './FittingFields';
import { NoResultYet } from './NoResultYet';
import { ResultSummary } from './ResultSummary';
import * as styles from './screens.css';

const titleOf = (whose: string) => `${whose} 흥미 코드와 직업 분야`;

/** The result, then the job categories that fit it: large, then small; up to five chosen. */
export function SelectCategoryScreen() {
  const shown = useShownResult<PtidSaved>();
  const whose = useWhose();
  const back = <BackToTools />;
  return (
    <ResultGate title={titleOf(whose)} back={back} shown={shown} empty={<NoResultYet />}>
      {(saved) => <ResultAndCategories key={saved.run_id} saved={saved} back={back} />}
    </ResultGate>
  );
}

function CategoryChoices({
  categories,
  chosen,
  onToggle,
  label,
}: {
  categories: readonly CategoryFit[];
  chosen: readonly string[];
  onToggle(code: string): void;
  label: string;
}) {
  return (
    <ul className={styles.categoryList} aria-label={label}>
      {categories.map((category) => {
        const selected = chosen.includes(category.code);
        return (
          <li key={category.code} className={styles.categoryRow}>
            <div className={styles.categoryText}>
              <Checkbox
                isSelected={selected}
                isDisabled={!selected && chosen.length >= MAX_CATEGORIES}
                onChange={() => onToggle(category.code)}
              >
                {category.name}
              </Checkbox>
              <Text size="sm" tone="muted" className={styles.categoryDetail}>
                {category.large.name} · 직업 {category.occupation_count}개 · 예: {category.examples.join(', ')}
              </Text>
            </div>
            <span className={styles.fit}>적합도 {category.fit.toFixed(0)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ResultAndCategories({ saved, back }: { saved: PtidSaved; back: ReactNode }) {
  const { calls, content, navigate } = usePtid();
  const whose = useWhose();
  const printable = useRef<HTMLDivElement>(null);
  const runId = saved.run_id;
  const summary = useLoaded(() => calls.categorySummary.load({ body: { run_id: runId } }), runId);
  // What was chosen for this result before (kept with it by recommend/job), to start from.
  const kept = useLoaded(() => calls.actionItemResult.load({ params: { runId } }), runId);
  const [largeCode, setLargeCode] = useState<string | null>(null);
  const small = useLoaded(
    () => (largeCode === null ? null : calls.smallCategory.load({ body: { run_id: runId, large: largeCode } })),
    largeCode,
  );
  const [changed, setChanged] = useState<readonly string[] | null>(null);
  const [keeping, setKeeping] = useState(false);
  const chosen = changed ?? (kept.status === 'ready' ? kept.data.categories : []);

  const toggle = (code: string) => setChanged(toggleCategory(chosen, code));

  // The choice is kept with the result, so the recommendations (and a reload) start from it.
  const recommend = async () => {
    setKeeping(true);
    const recommended = await calls.recommendJob(
      {
        body: {
          run_id: runId,
          categories: [...chosen],
          dream_occupation_id: kept.status === 'ready' ? kept.data.dream_occupation_id : null,
        },
      },
      { loading: true },
    );
    setKeeping(false);
    if (recommended) navigate('recommend/job', runId);
  };

  return (
    <ToolScreen
      title={titleOf(whose)}
      description={`${pastResultTime(saved.created_at)}의 결과입니다.`}
      back={back}
      next={
        <Button variant="primary" isDisabled={chosen.length === 0 || keeping} onPress={() => void recommend()}>
          추천 직업 보기 ({chosen.length}/{MAX_CATEGORIES})
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="성격유형_결과.pdf" createdAt={saved.created_at} />
      </div>
      <div ref={printable} className={styles.result}>
        <ResultSummary result={saved.result} />
        {summary.status === 'ready' ? <FittingFields categories={summary.data.categories} /> : null}
      </div>
      <ResultFeedback saved={saved} />
      <section className={styles.section} aria-labelledby="ptid-categories">
        <Heading level={2} id="ptid-categories">
          {whose} 코드에 맞는 직업 분야
        </Heading>
        <Text tone="muted">
          분야마다 {whose} 코드와 가장 잘 맞는 직업 세 개의 평균 점수입니다. 살펴보고 싶은 분야를 {MAX_CATEGORIES}개까지
          골라 주세요.
        </Text>
        <Loaded
          value={summary}
          failed="직업 분야를 불러오지 못했습니다"
          loading={{ label: '직업 분야를 불러오는 중', lines: 4 }}
        >
          {(data) => (
            <CategoryChoices label="잘 맞는 직업 분야" categories={data.categories} chosen={chosen} onToggle={toggle} />
          )}
        </Loaded>
      </section>
      <section className={styles.section} aria-labelledby="ptid-other-categories">
        <Heading level={3} id="ptid-other-categories">
          다른 분야에서 고르기
        </Heading>
        <div className={styles.picker}>
          <Select
            label="직업 대분류"
            placeholder="대분류를 고르세요"
            options={content.jobCategories.map((group) => ({ id: group.code, label: group.name }))}
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
            {(data) => <CategoryChoices label="직업 중분류" categories={data} chosen={chosen} onToggle={toggle} />}
          </Loaded>
        )}
      </section>
      {chosen.length >= MAX_CATEGORIES ? (
        <Notice>분야는 {MAX_CATEGORIES}개까지 고를 수 있습니다. 바꾸려면 고른 분야를 한 번 더 눌러 빼 주세요.</Notice>
      ) : null}
    </ToolScreen>
  );
}
