import type { ReactNode } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { FitBand } from '../../framework/fit';
import { useFinish } from '../../framework/useFinish';
import { SOURCE_LABELS, useCareerModel } from '../context';
import type { CareerModelBasis, RecommendedJob } from '../types';
import * as styles from './screens.css';

// Pieces the career model's screens share.

/** Which of the student's results carried a recommendation, each in a line. */
export function Reasons({ reasons }: { reasons: RecommendedJob['carried_by'] }) {
  if (reasons.length === 0)
    return (
      <Text size="sm" tone="muted">
        학생의 결과와 겹치는 점은 없습니다. 직접 고른 직업입니다.
      </Text>
    );
  return (
    <ul className={styles.reasons} aria-label="추천 근거">
      {reasons.map((reason) => (
        <li key={reason.text} className={styles.reason}>
          <Badge tone="neutral">{SOURCE_LABELS[reason.source]}</Badge>
          <span>{reason.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** An occupation as recommended: its fit (when there is a code), education, field and why. */
export function JobRow({ job, children }: { job: RecommendedJob; children?: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.head}>
        <Text weight="bold">{job.name}</Text>
        {job.fit !== null ? <FitBand fit={job.fit} /> : null}
        {job.same_fit > 0 ? <Badge tone="neutral">적합도 같음 · 다른 {job.same_fit}개</Badge> : null}
        <Text size="sm" tone="muted">
          {job.group.name} · 직업 코드 {job.holland} · 보통 {job.education_label}
        </Text>
      </span>
      <Reasons reasons={job.carried_by} />
      {children}
    </li>
  );
}

/**
 * The results the recommendations were made without, what that leaves out, and the tools to take
 * (no buttons on paper: `offer` false in a PDF).
 */
export function MadeWithout({ missing, offer = true }: { missing: CareerModelBasis['missing']; offer?: boolean }) {
  const { openTool } = useCareerModel();
  if (missing.length === 0) return null;
  return (
    <Notice title="이 결과 없이 만들었습니다">
      <ul className={styles.list}>
        {missing.map((entry) => (
          <li key={entry.tool} className={styles.head}>
            <Text size="sm">
              <strong>{entry.name}</strong>: {entry.effect}
            </Text>
            {openTool && offer ? (
              <Button variant="ghost" size="sm" onPress={() => openTool(entry.tool)}>
                {entry.name} 하러 가기
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** Keeps the run as the result and goes to its action items. */
export function useKeepResult() {
  const { calls } = useCareerModel();
  return useFinish({
    score: calls.saveUser,
    show: 'action-item/result',
    words: { unsaved: '고른 것을 아직 저장하지 못했습니다. 저장 상태를 확인한 뒤 다시 눌러 주세요.' },
  });
}
