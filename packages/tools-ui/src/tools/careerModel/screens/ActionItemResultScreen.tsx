import { READINESS_AREAS, READINESS_LEVELS, SUPPORT_KINDS } from '@career/api-sdk';
import { useRef } from 'react';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { UserText } from '../../../components/UserText';
import { CounsellingMemo, ResultPdf } from '../../framework';
import { BackToTools } from '../../framework/BackToTools';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useCareerModel } from '../context';
import { careerModelTakeaway } from '../takeaway';
import type { CareerModelSaved } from '../types';
import { PathRow } from './EduScreen';
import { MajorRow } from './MajorScreen';
import { JobRow, MadeWithout } from './parts';
import * as styles from './screens.css';

/** The direction kept (to save as a PDF), then the next steps as action items. */
export function ActionItemResultScreen() {
  return (
    <ActionItemScreen<CareerModelSaved>
      title="커리어 모델 계획과 실천 계획"
      description="고른 직업과 교육·훈련을 알아보는 일을 실천 계획으로 담아 두세요."
      back={() => <BackToTools />}
      summary={(saved) => <Direction saved={saved} />}
    />
  );
}

const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
  list.find((entry) => entry.key === key)?.label ?? key;

function Direction({ saved }: { saved: CareerModelSaved }) {
  const printable = useRef<HTMLDivElement>(null);
  const { subjectName } = useCareerModel();
  const { result } = saved;
  const shown = result.chosen.length > 0 ? result.chosen : result.jobs.slice(0, 3);
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="커리어 모델.pdf" createdAt={saved.created_at} label="PDF로 저장" />
      </div>
      <div ref={printable} className={styles.section}>
        <ResultTakeaway {...careerModelTakeaway(result)} steps={result.suggestions} />
        <div className={styles.block} data-pdf-block="커리어 모델">
          <Text size="lg" weight="bold">
            커리어 모델
            {subjectName ? (
              <>
                {' · '}
                <UserText>{subjectName}</UserText>님
              </>
            ) : null}
          </Text>
          <Text size="sm" tone="muted">
            {pastResultTime(saved.created_at)} 저장
          </Text>
          <MadeWithout missing={result.basis.missing} offer={false} />
        </div>
        <CounsellingMemo />
        <section className={styles.block} data-pdf-block="고른 직업">
          <Heading level={2} size={4}>
            {result.chosen.length > 0 ? '고른 직업' : '추천 직업 (고른 직업 없음)'}
          </Heading>
          <ol className={styles.list}>
            {shown.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </ol>
        </section>
        {result.majors.length > 0 ? (
          <section className={styles.block} data-pdf-block="추천 전공">
            <Heading level={2} size={4}>
              추천 전공
            </Heading>
            <ul className={styles.list}>
              {result.majors.slice(0, 5).map((major) => (
                <MajorRow key={major.id} major={major} />
              ))}
            </ul>
          </section>
        ) : null}
        {result.chosen_paths.length > 0 ? (
          <section className={styles.block} data-pdf-block="알아볼 교육·훈련">
            <Heading level={2} size={4}>
              알아볼 교육·훈련
            </Heading>
            <ul className={styles.list}>
              {result.chosen_paths.map((path) => (
                <PathRow key={path.id} path={path} />
              ))}
            </ul>
          </section>
        ) : null}
        {result.check ? (
          <section className={styles.block} data-pdf-block="준비도 점검">
            <Heading level={2} size={4}>
              상담사 준비도 점검
            </Heading>
            <ul className={styles.list}>
              {READINESS_AREAS.map((area) => (
                <li key={area.key}>
                  <Text>
                    {area.label}: <strong>{labelOf(READINESS_LEVELS, result.check?.[area.key] ?? '')}</strong>
                  </Text>
                </li>
              ))}
            </ul>
            {result.check.support.length > 0 ? (
              <Text>필요한 지원: {result.check.support.map((key) => labelOf(SUPPORT_KINDS, key)).join(', ')}</Text>
            ) : null}
            {result.check.note ? <Text>메모: {result.check.note}</Text> : null}
            <Text size="sm" tone="muted">
              {result.check.by} · {pastResultTime(result.check.at)}
            </Text>
          </section>
        ) : null}
      </div>
    </div>
  );
}
