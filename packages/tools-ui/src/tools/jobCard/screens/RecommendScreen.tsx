import { type ReactNode, useRef } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { withParticle } from '../../../internal/particle';
import { A4_PAGE_HEIGHT_PX, PdfExport } from '../../../shell/pdf';
import { ResultGate } from '../../framework/ResultGate';
import { pastResultTime } from '../../framework/screens/pastResults';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useShownResult } from '../../framework/useShownResult';
import { useJobCard } from '../context';
import { EDUCATION_LABELS } from '../model/flow';
import type { JobCardOccupation, JobCardSaved } from '../types';
import { ResultSummary } from './ResultSummary';
import * as styles from './screens.css';

const TITLE = '나의 직업 카드 결과';

/** The result of the liked cards, then the occupations related to them, each with why. */
export function RecommendScreen() {
  const { navigate } = useJobCard();
  const shown = useShownResult<JobCardSaved>();
  const back = (
    <Button variant="ghost" onPress={() => navigate('main')}>
      처음으로
    </Button>
  );
  return (
    <ResultGate
      title={TITLE}
      back={back}
      shown={shown}
      empty={
        <>
          직업 카드를 나누고 끌린 카드마다 이유를 고르면 결과가 나옵니다.{' '}
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
  return (
    <li className={styles.occupationRow}>
      <div className={styles.occupationText}>
        <Text weight="semibold">
          {occupation.name} <Badge>{occupation.small.name}</Badge>
        </Text>
        <Text size="sm" tone="muted">
          {occupation.summary} · 흥미 코드 {occupation.holland} · 주로 {EDUCATION_LABELS[occupation.education]}
        </Text>
        <ul className={styles.carried} aria-label={`${withParticle(occupation.name, ['를', '을'])} 추천한 이유`}>
          {occupation.why.map((line) => (
            <li key={line}>
              <Text size="sm">{line}</Text>
            </li>
          ))}
        </ul>
      </div>
      <span className={styles.score}>{occupation.score.toFixed(0)}점</span>
    </li>
  );
}

function ResultAndOccupations({ saved, back }: { saved: JobCardSaved; back: ReactNode }) {
  const { calls, navigate } = useJobCard();
  const printable = useRef<HTMLDivElement>(null);
  const runId = saved.run_id;
  const related = useLoaded(() => calls.selectedList.load({ body: { run_id: runId } }), runId);

  return (
    <ToolScreen
      title={TITLE}
      description={`${pastResultTime(saved.created_at)}의 결과입니다.`}
      back={back}
      next={
        <Button variant="primary" onPress={() => navigate('action-item/result', runId)}>
          실천 계획 세우기
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <PdfExport target={printable} filename="직업카드_결과.pdf" pageHeight={A4_PAGE_HEIGHT_PX} />
      </div>
      <div ref={printable} className={styles.result}>
        <ResultSummary result={saved.result} />
        <section className={styles.block} aria-labelledby="job-card-related" data-pdf-block="관련 직업 목록">
          {related.status === 'ready' ? (
            <>
              <Heading level={2} id="job-card-related">
                관련 직업 {related.data.length}개
              </Heading>
              <Text tone="muted">
                끌린 카드들의 흥미 코드와 얼마나 겹치는지(100점)에, 끌린 카드와 같은 분류이면 15점을 더한 순서입니다.
                이미 나눈 카드의 직업은 빼고 보여 드립니다.
              </Text>
              {related.data.length === 0 ? (
                <Text>끌린 카드와 관련된 다른 직업을 찾지 못했습니다. 다른 분류의 카드도 나누어 보세요.</Text>
              ) : (
                <ul className={styles.occupationList}>
                  {related.data.map((occupation) => (
                    <OccupationRow key={occupation.id} occupation={occupation} />
                  ))}
                </ul>
              )}
            </>
          ) : (
            <>
              <Heading level={2} id="job-card-related">
                관련 직업
              </Heading>
              {related.status === 'error' ? (
                <ErrorState
                  title="관련 직업을 불러오지 못했습니다"
                  description={related.message}
                  onRetry={related.retry}
                />
              ) : (
                <Skeleton label="관련 직업을 불러오는 중" variant="block" lines={5} />
              )}
            </>
          )}
        </section>
      </div>
    </ToolScreen>
  );
}
