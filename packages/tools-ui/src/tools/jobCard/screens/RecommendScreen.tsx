import { EDUCATION_LABELS, withParticle } from '@career/api-sdk';
import { type ReactNode, useRef } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { FitBand, ResultPdf } from '../../framework';
import { BackToTools } from '../../framework/BackToTools';
import { Loaded } from '../../framework/Loaded';
import { usePreparationFilter } from '../../framework/PreparationFilter';
import { ResultFeedback } from '../../framework/ResultFeedback';
import { ResultGate } from '../../framework/ResultGate';
import { pastResultTime } from '../../framework/screens/pastResults';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useShownResult } from '../../framework/useShownResult';
import { useWhose } from '../../framework/whose';
import { useJobCard } from '../context';
import type { JobCardAnyResult, JobCardOccupation, JobCardResultV1, JobCardSaved } from '../types';
import { ResultSummary } from './ResultSummary';
import { ResultSummaryV1 } from './ResultSummaryV1';
import * as styles from './screens.css';

const titleOf = (whose: string) => `${whose} 직업 카드 결과`;

/** A result kept by job-card/1 (two piles, a weighted score): still shown as it was. */
const isV1 = (result: JobCardAnyResult): result is JobCardResultV1 => 'disliked_count' in result;

/** The result of the liked cards, then the occupations related to them, each with why. */
export function RecommendScreen() {
  const { navigate } = useJobCard();
  const whose = useWhose();
  const shown = useShownResult<JobCardSaved>();
  const back = <BackToTools />;
  return (
    <ResultGate
      title={titleOf(whose)}
      back={back}
      shown={shown}
      empty={
        <>
          직업 카드를 세 더미로 나누고 끌린 카드와 끌리지 않은 카드마다 이유를 고르면 결과가 나옵니다.{' '}
          <Button variant="secondary" size="sm" onPress={() => navigate('main')}>
            처음 화면으로
          </Button>
        </>
      }
    >
      {(saved) => <ResultAndOccupations key={saved.run_id} saved={saved} back={back} />}
    </ResultGate>
  );
}

function OccupationRow({ occupation }: { occupation: JobCardOccupation }) {
  // job-card/2 gives a fit (0–100) and how many fit as well; job-card/1 kept a score (0–115).
  const fit = occupation.index !== null;
  return (
    <li className={styles.occupationRow}>
      <div className={styles.occupationText}>
        <Text weight="semibold">
          {occupation.name} <Badge>{occupation.small.name}</Badge>
        </Text>
        <Text size="sm" tone="muted">
          {occupation.summary} · 흥미 코드 {occupation.holland} · 주로 {EDUCATION_LABELS[occupation.education]}
        </Text>
        <ul className={styles.carried} aria-label={`${withParticle(occupation.name, '을/를')} 추천한 이유`}>
          {occupation.why.map((line) => (
            <li key={line}>
              <Text size="sm">{line}</Text>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.fitColumn}>
        {fit ? (
          <FitBand fit={occupation.score} />
        ) : (
          <span className={styles.score}>{`${occupation.score.toFixed(0)}점`}</span>
        )}
        {occupation.same_fit > 0 ? (
          <Badge tone="neutral">
            {fit ? '적합도' : '점수'} 같음 · 다른 {occupation.same_fit}개
          </Badge>
        ) : null}
      </div>
    </li>
  );
}

/** The related occupations, filterable by the preparation they usually need (the framework's filter). */
function Occupations({ occupations }: { occupations: readonly JobCardOccupation[] }) {
  const { shown, filter } = usePreparationFilter(occupations);
  return (
    <>
      {filter}
      <ul className={styles.occupationList}>
        {shown.map((occupation) => (
          <OccupationRow key={occupation.id} occupation={occupation} />
        ))}
      </ul>
    </>
  );
}

/** How the list is ordered, in the words of the scoring that made it. */
function Order({ result }: { result: JobCardAnyResult }) {
  if (isV1(result)) {
    return (
      <Text tone="muted">
        끌린 카드들의 흥미 코드와 얼마나 겹치는지(100점)에, 끌린 카드와 같은 분류이면 15점을 더한 순서입니다. 이미 나눈
        카드의 직업은 빼고 보여 드립니다.
      </Text>
    );
  }
  return (
    <>
      <Text tone="muted">
        끌린 카드의 흥미 코드 {withParticle(result.code, '와/과')} 직업의 흥미 코드가 얼마나 맞는지(Iachan의 M 지수, 세
        글자가 순서까지 같으면 적합도 100)의 순서입니다. 적합도가 같은 직업은 같은 자리이고, 목록의 마지막과 적합도가
        같은 직업은 모두 보여 드립니다(끌린 카드와 같은 분류를 먼저, 그다음 이름 순서). 끌린 카드와 끌리지 않은 카드의
        직업은 뺐습니다.
      </Text>
      {result.unlisted_same_fit > 0 ? (
        <Text size="sm">목록의 마지막 직업과 적합도가 같은 직업이 {result.unlisted_same_fit}개 더 있습니다.</Text>
      ) : null}
    </>
  );
}

function ResultAndOccupations({ saved, back }: { saved: JobCardSaved; back: ReactNode }) {
  const { calls, navigate } = useJobCard();
  const whose = useWhose();
  const printable = useRef<HTMLDivElement>(null);
  const runId = saved.run_id;
  const result = saved.result;
  // No liked card: no code, so no occupations to load or to make up.
  const nothingLiked = !isV1(result) && result.code === '';
  const related = useLoaded(
    () => (nothingLiked ? null : calls.selectedList.load({ body: { run_id: runId } })),
    `${runId}|${nothingLiked}`,
  );

  return (
    <ToolScreen
      title={titleOf(whose)}
      description={`${pastResultTime(saved.created_at)}의 결과입니다.`}
      back={back}
      next={
        <Button variant="primary" onPress={() => navigate('action-item/result', runId)}>
          실천 계획 세우기
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="직업카드_결과.pdf" createdAt={saved.created_at} />
      </div>
      <div ref={printable} className={styles.result}>
        {isV1(result) ? <ResultSummaryV1 result={result} /> : <ResultSummary result={result} />}
        {nothingLiked ? null : (
          <section className={styles.flowBlock} aria-labelledby="job-card-related" data-pdf-block="관련 직업 목록">
            <Loaded
              value={related}
              failed="관련 직업을 불러오지 못했습니다"
              loading={{ label: '관련 직업을 불러오는 중', variant: 'block', lines: 5 }}
              frame={(state) => (
                <>
                  <Heading level={2} id="job-card-related">
                    관련 직업
                  </Heading>
                  {state}
                </>
              )}
            >
              {(occupations) => (
                <>
                  <Heading level={2} id="job-card-related">
                    관련 직업 {occupations.length}개
                  </Heading>
                  <Order result={result} />
                  {occupations.length === 0 ? (
                    <Text>끌린 카드와 관련된 다른 직업을 찾지 못했습니다. 다른 분류의 카드도 나누어 보세요.</Text>
                  ) : (
                    <Occupations occupations={occupations} />
                  )}
                </>
              )}
            </Loaded>
          </section>
        )}
      </div>
      <ResultFeedback saved={saved} />
    </ToolScreen>
  );
}
