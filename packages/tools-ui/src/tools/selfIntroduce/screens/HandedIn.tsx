import { useId, useRef } from 'react';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { CounsellingMemo, ResultPdf } from '../../framework';
import { CopyButton } from '../../framework/CopyButton';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { pastResultTime } from '../../framework/screens/pastResults';
import { countsLine, handedInText } from '../model/handedIn';
import { selfIntroduceTakeaway } from '../takeaway';
import type { SelfIntroduceSaved } from '../types';
import * as styles from './screens.css';

/** What was handed in, read-only: the target and every answer with its counts; to save as a PDF or copy. */
export function HandedIn({ saved }: { saved: SelfIntroduceSaved }) {
  const headingId = useId();
  const printable = useRef<HTMLDivElement>(null);
  const { result } = saved;
  return (
    <section className={styles.handedIn} aria-labelledby={headingId}>
      <div className={styles.section}>
        <Heading level={2} id={headingId}>
          제출한 자기소개서
        </Heading>
        <Text tone="muted">{pastResultTime(saved.created_at)}에 제출했습니다. 제출한 글은 고칠 수 없습니다.</Text>
      </div>
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="자기소개서.pdf" createdAt={saved.created_at} label="전체 PDF로 저장" />
        <CopyButton text={handedInText(result)} label="전체 복사" />
      </div>
      <div ref={printable} className={styles.result}>
        <ResultTakeaway {...selfIntroduceTakeaway(result)} steps={result.suggestions} />
        {/* What the printed letter is, at its top (the screen's own heading is outside the PDF). */}
        <div className={styles.block} data-pdf-block="자기소개서">
          <Text size="lg" weight="bold">
            자기소개서
          </Text>
          {result.target ? (
            <Text>
              <strong>지원 회사·분야</strong> {result.target}
            </Text>
          ) : null}
          <Text size="sm" tone="muted">
            {pastResultTime(saved.created_at)} 제출
          </Text>
        </div>
        <CounsellingMemo />
        {result.answers.map((answer, index) => (
          <section
            key={answer.key}
            className={styles.block}
            aria-labelledby={`${headingId}-${answer.key}`}
            data-pdf-block={`${index + 1}. ${answer.question}`}
          >
            <Heading level={3} size={4} id={`${headingId}-${answer.key}`}>
              {index + 1}. {answer.question}
            </Heading>
            <Text size="sm" tone="muted">
              {countsLine(answer.counts, answer.length)}
            </Text>
            {answer.text.trim() === '' ? (
              <Text tone="muted">쓴 답변이 없습니다.</Text>
            ) : (
              <p className={styles.answerText}>{answer.text}</p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
