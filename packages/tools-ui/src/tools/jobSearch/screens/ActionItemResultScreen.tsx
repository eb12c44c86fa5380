import { useRef } from 'react';
import { Text } from '../../../components/Text';
import { CounsellingMemo, ResultPdf } from '../../framework';
import { BackToTools } from '../../framework/BackToTools';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { pastResultTime } from '../../framework/screens/pastResults';
import { jobSearchTakeaway } from '../takeaway';
import type { JobSearchSaved } from '../types';
import { Plan } from './Plan';
import * as styles from './screens.css';

/** The plan kept (to save as a PDF), then the weeks as action items. */
export function ActionItemResultScreen() {
  return (
    <ActionItemScreen<JobSearchSaved>
      title="구직 계획과 실천 계획"
      description="계획의 주차마다 할 일을 실천 계획으로 담아 두세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={() => <BackToTools />}
      summary={(saved) => <SavedPlan saved={saved} />}
    />
  );
}

function SavedPlan({ saved }: { saved: JobSearchSaved }) {
  const printable = useRef<HTMLDivElement>(null);
  const { result } = saved;
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="구직 계획.pdf" createdAt={saved.created_at} label="PDF로 저장" />
      </div>
      <div ref={printable} className={styles.section}>
        <ResultTakeaway {...jobSearchTakeaway(result)} steps={result.suggestions} />
        <div className={styles.block} data-pdf-block="구직 계획">
          <Text size="lg" weight="bold">
            구직 계획
          </Text>
          <Text size="sm" tone="muted">
            {pastResultTime(saved.created_at)} 저장 · {result.conditions.join(', ') || '조건 없음'}
          </Text>
        </div>
        <CounsellingMemo />
        <Plan plan={result.plan} text={result.text} label={result.label} unsupported={[]} />
      </div>
    </div>
  );
}
