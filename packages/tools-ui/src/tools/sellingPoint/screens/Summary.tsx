import { useId, useRef } from 'react';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { CounsellingMemo, ResultPdf } from '../../framework';
import { CopyButton } from '../../framework/CopyButton';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useWhose } from '../../framework/whose';
import { sellingPointTakeaway } from '../takeaway';
import type { SellingPointSaved } from '../types';
import * as styles from './screens.css';

/** The occupation, each strength with its experience, and the paragraph picked; to save as a PDF or copy. */
export function Summary({ saved }: { saved: SellingPointSaved }) {
  const headingId = useId();
  const whose = useWhose();
  const printable = useRef<HTMLDivElement>(null);
  const { result } = saved;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {whose} 셀링 포인트
      </Heading>
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="셀링 포인트.pdf" createdAt={saved.created_at} label="PDF로 저장" />
        {result.introduction ? <CopyButton text={result.introduction.text} label="문단 복사" /> : null}
      </div>
      <div ref={printable} className={styles.result}>
        <ResultTakeaway {...sellingPointTakeaway(result)} steps={result.suggestions} />
        <div className={styles.block} data-pdf-block="셀링 포인트">
          <Text size="lg" weight="bold">
            {result.occupation.name}
          </Text>
          <Text size="sm" tone="muted">
            {result.occupation.group.name} · {pastResultTime(saved.created_at)} 저장
          </Text>
        </div>
        <CounsellingMemo />
        <div className={styles.block} data-pdf-block="강점과 경험">
          <Heading level={3} size={4}>
            강점과 경험
          </Heading>
          <ul className={styles.list}>
            {result.points.map((point) => (
              <li key={point.key} className={styles.card}>
                <Text weight="bold">
                  {point.label} <span className={styles.meaning}>{point.competency_name}</span>
                </Text>
                <p className={styles.meaning}>{point.meaning}</p>
                {point.story === '' ? (
                  <Text size="sm" tone="muted">
                    경험을 적지 않았습니다.
                  </Text>
                ) : (
                  <p className={styles.paragraph}>{point.story}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
        {result.introduction ? (
          <div className={styles.block} data-pdf-block="자기소개 문단">
            <Heading level={3} size={4}>
              고른 자기소개 문단
            </Heading>
            <Text size="sm" tone="muted">
              {result.introduction.label} · 만든 문단 {result.versions}개 가운데 고름 · 초안이니 내 말투로 고쳐 쓰세요.
            </Text>
            <p className={styles.paragraph}>{result.introduction.text}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
