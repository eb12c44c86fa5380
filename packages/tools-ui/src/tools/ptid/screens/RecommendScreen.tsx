import { EDUCATION_LABELS, EDUCATION_LEVELS, routes, withParticle } from '@career/api-sdk';
import { type ReactNode, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { Heading } from '../../../components/Heading';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { TextField } from '../../../components/TextField';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { ResultGate } from '../../framework/ResultGate';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useShownResult } from '../../framework/useShownResult';
import { usePtid } from '../context';
import { codeNames } from '../model/flow';
import type { HollandType, OccupationSummary, PtidSaved, RecommendedOccupation } from '../types';

type EducationLevel = (typeof EDUCATION_LEVELS)[number];

import { CounsellingMemo, FitBand, PREPARATION_LABELS, ResultPdf } from '../../framework';
import { usePreparationFilter } from '../../framework/PreparationFilter';
import { useWhose } from '../../framework/whose';
import { NoResultYet } from './NoResultYet';
import { PtidTakeaway } from './ResultSummary';
import * as styles from './screens.css';

const TITLE = '나에게 맞는 직업';

/** Occupations in the chosen categories ranked by fit to the code, each with why; a dream job beside them. */
export function RecommendScreen() {
  const { navigate } = usePtid();
  const shown = useShownResult<PtidSaved>();
  const back = (
    <Button variant="ghost" onPress={() => navigate('select/job-category', shown.data?.run_id)}>
      분야 다시 고르기
    </Button>
  );
  return (
    <ResultGate title={TITLE} back={back} shown={shown} empty={<NoResultYet />}>
      {(saved) => <Recommendations key={saved.run_id} saved={saved} back={back} />}
    </ResultGate>
  );
}

function OccupationRow({ occupation }: { occupation: RecommendedOccupation }) {
  return (
    <li className={styles.occupationRow}>
      <div className={styles.occupationText}>
        <Text weight="semibold">
          {occupation.name} <Badge>{occupation.small.name}</Badge>
          {occupation.same_fit > 0 ? <Badge tone="neutral">적합도 같음</Badge> : null}
        </Text>
        <FitBand fit={occupation.fit} />
        <Text size="sm" tone="muted">
          {occupation.summary} · 주로 {EDUCATION_LABELS[occupation.education]}
        </Text>
        <Text size="sm">{occupation.why}</Text>
      </div>
    </li>
  );
}

/** The dream job beside the code: letter by letter, as information, never a verdict. */
function DreamComparison({
  dream,
  code,
  types,
}: {
  dream: RecommendedOccupation;
  code: string;
  types: readonly HollandType[];
}) {
  const letters = new Set(dream.holland).size;
  const whose = useWhose();
  const sharedNames = codeNames(dream.shared.map((letter) => letter.letter).join(''), types).replaceAll(' · ', ', ');
  return (
    <section className={styles.block} aria-labelledby="ptid-dream" data-pdf-block="꿈꾸는 직업과 견주기">
      <Heading level={3} id="ptid-dream">
        꿈꾸는 직업: {dream.name} (적합도 {dream.fit})
      </Heading>
      <Text size="sm">{dream.why}</Text>
      <Text>
        {dream.shared.length === letters
          ? `이 직업이 찾는 흥미가 모두 ${whose} 코드 ${code} 안에 있습니다. 흥미의 방향이 잘 겹칩니다.`
          : dream.shared.length > 0
            ? `이 직업이 찾는 흥미 가운데 ${withParticle(sharedNames, '은/는')} ${whose} 코드와 겹치고, 나머지는 지금 덜 드러난 흥미입니다. 그 부분을 경험으로 키우거나, 같은 직업 안에서 ${whose} 흥미를 살릴 역할을 찾아볼 수 있습니다.`
            : `이 직업이 찾는 흥미는 지금 ${whose} 코드 ${code}와 겹치지 않습니다. 흥미는 경험하며 달라지기도 하니, 이 직업의 어떤 점에 끌리는지 적어 보고 그 일을 직접 겪어 볼 기회를 찾아보세요.`}
      </Text>
      <Text size="sm" tone="muted">
        흥미 코드는 적성이나 가능성을 판정하지 않습니다. 꿈을 정하는 데 참고할 한 가지 자료입니다.
      </Text>
    </section>
  );
}

function DreamPicker({ onPick }: { onPick(occupation: OccupationSummary): void }) {
  const { client } = usePtid();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const found = useLoaded<readonly OccupationSummary[]>(
    () =>
      query
        ? client
            .load(routes.reference.occupations, { query: { keyword: query, size: 20 } })
            .then((reply) => (reply.ok ? { ok: true as const, data: reply.data.items } : reply))
        : null,
    query,
  );
  return (
    <Form className={styles.section} onSubmit={() => setQuery(keyword.trim() || null)}>
      <div className={styles.picker}>
        <TextField label="꿈꾸는 직업 찾기" placeholder="예: 상담사, 디자이너" value={keyword} onChange={setKeyword} />
        <Button type="submit" variant="secondary">
          찾기
        </Button>
      </div>
      {query === null ? null : (
        <Loaded value={found} failed="직업을 찾지 못했습니다" loading={{ label: '직업을 찾는 중', lines: 2 }}>
          {(data) =>
            data.length === 0 ? (
              <Text tone="muted">「{query}」에 맞는 직업이 없습니다. 다른 말로 찾아보세요.</Text>
            ) : (
              <ul className={styles.searchResults} aria-label="찾은 직업">
                {data.map((occupation) => (
                  <li key={occupation.id} className={styles.occupationRow}>
                    <div className={styles.occupationText}>
                      <Text weight="semibold">{occupation.name}</Text>
                      <Text size="sm" tone="muted">
                        {occupation.summary}
                      </Text>
                    </div>
                    <Button size="sm" variant="secondary" onPress={() => onPick(occupation)}>
                      {occupation.name} 고르기
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
    </Form>
  );
}

/** The recommended occupations, filterable by the preparation they usually need (the framework's filter). */
function OccupationList({ occupations }: { occupations: readonly RecommendedOccupation[] }) {
  const { preparation, shown, filter } = usePreparationFilter(occupations);
  return (
    <section className={styles.block} aria-labelledby="ptid-jobs" data-pdf-block="추천 직업 목록">
      <Heading level={2} id="ptid-jobs">
        추천 직업 {shown.length}개{preparation === 'all' ? '' : ` · ${PREPARATION_LABELS[preparation]}`}
      </Heading>
      {filter}
      <ul className={styles.occupationList}>
        {shown.map((occupation) => (
          <OccupationRow key={occupation.id} occupation={occupation} />
        ))}
      </ul>
    </section>
  );
}

function Recommendations({ saved, back }: { saved: PtidSaved; back: ReactNode }) {
  const { calls, navigate } = usePtid();
  const whose = useWhose();
  const printable = useRef<HTMLDivElement>(null);
  const runId = saved.run_id;
  // The categories (and a dream job) chosen are kept with the result: this screen reads them back.
  const kept = useLoaded(() => calls.actionItemResult.load({ params: { runId } }), runId);
  const categories = kept.status === 'ready' ? kept.data.categories : [];
  const [dreamId, setDreamId] = useState<number | null>(null);
  const [level, setLevel] = useState<EducationLevel>('bachelor');
  const dream = dreamId ?? (kept.status === 'ready' ? kept.data.dream_occupation_id : null);
  const recommended = useLoaded(
    () =>
      categories.length === 0
        ? null
        : calls.recommendJob.load({ body: { run_id: runId, categories, dream_occupation_id: dream, level } }),
    `${categories.join(',')}|${dream ?? ''}|${level}`,
  );
  const { code, content } = saved.result;

  const next = (
    <Button variant="primary" onPress={() => navigate('action-item/result', runId)}>
      실천 계획 세우기
    </Button>
  );
  return (
    <ToolScreen
      title={TITLE}
      description={`${whose} 코드 ${code}(${codeNames(code, content.types)})와 직업의 코드가 얼마나 겹치는지(적합도, 세 글자가 순서까지 같으면 100)의 순서입니다. 적합도가 같으면 고른 학력에 가까운 직업을 먼저 보여 줍니다.`}
      back={back}
      next={next}
    >
      {kept.status !== 'ready' ? (
        <Loaded
          value={kept}
          failed="고른 분야를 불러오지 못했습니다"
          loading={{ label: '고른 분야를 불러오는 중', lines: 3 }}
        />
      ) : categories.length === 0 ? (
        <Notice title="아직 고른 분야가 없습니다">
          직업 분야를 먼저 골라 주세요.{' '}
          <Button size="sm" variant="secondary" onPress={() => navigate('select/job-category', runId)}>
            분야 고르기
          </Button>
        </Notice>
      ) : (
        <Loaded
          value={recommended}
          failed="추천 직업을 불러오지 못했습니다"
          loading={{ label: '추천 직업을 불러오는 중', variant: 'block', lines: 5 }}
        >
          {(data) => (
            <>
              <div className={styles.toolbar}>
                <Select
                  label="비교할 학력"
                  description="적합도가 같은 직업의 순서를 정합니다."
                  options={EDUCATION_LEVELS.map((id) => ({ id, label: EDUCATION_LABELS[id] }))}
                  selectedKey={level}
                  onSelectionChange={(key: Key | null) => {
                    if (key !== null) setLevel(key as EducationLevel);
                  }}
                />
                <ResultPdf target={printable} filename="성격유형_추천직업.pdf" createdAt={saved.created_at} />
              </div>
              <div ref={printable} className={styles.result}>
                <PtidTakeaway result={saved.result} />
                <CounsellingMemo />
                {data.dream ? <DreamComparison dream={data.dream} code={code} types={content.types} /> : null}
                <OccupationList occupations={data.occupations} />
              </div>
            </>
          )}
        </Loaded>
      )}
      {categories.length > 0 ? (
        <section className={styles.section} aria-labelledby="ptid-dream-pick">
          <Heading level={2} size={3} id="ptid-dream-pick">
            꿈꾸는 직업과 견주어 보기
          </Heading>
          <Text tone="muted">마음에 둔 직업이 있다면 골라 보세요. {whose} 흥미와 글자마다 견주어 보여 드립니다.</Text>
          <DreamPicker onPick={(occupation) => setDreamId(occupation.id)} />
        </section>
      ) : null}
    </ToolScreen>
  );
}
