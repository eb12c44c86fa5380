import { useId, useRef } from 'react';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { CounsellingMemo, ResultPdf } from '../../framework';
import { CopyButton } from '../../framework/CopyButton';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { pastResultTime } from '../../framework/screens/pastResults';
import { deepinterTakeaway } from '../takeaway';
import type { DeepinterSaved } from '../types';
import * as styles from './screens.css';

/** The experience told whole in the student's words, part by part with the questions asked; to save as a PDF or copy. */
export function Story({ saved }: { saved: DeepinterSaved }) {
  const headingId = useId();
  const printable = useRef<HTMLDivElement>(null);
  const { result } = saved;
  const missing = result.parts.filter((part) => part.source === 'none').map((part) => part.label);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        내 경험 이야기
      </Heading>
      <Text tone="muted">
        {pastResultTime(saved.created_at)}에 마친 인터뷰입니다. 아래 글은 모두 내가 쓴 답변(최종 답변을 정한 곳은 최종
        답변)으로만 이어 붙였습니다.
      </Text>
      {missing.length > 0 ? (
        <Notice tone="warning" title={`답하지 않은 부분: ${missing.join(', ')}`}>
          이 부분은 비어 있습니다. 면접에서 물어볼 수 있으니 답을 준비해 두세요.
        </Notice>
      ) : null}
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="심층 인터뷰.pdf" createdAt={saved.created_at} label="PDF로 저장" />
        <CopyButton text={result.story} label="이야기 복사" />
      </div>
      <div ref={printable} className={styles.result}>
        <ResultTakeaway {...deepinterTakeaway(result)} steps={result.suggestions} />
        <div className={styles.block} data-pdf-block="심층 인터뷰">
          <Text size="lg" weight="bold">
            {result.experience.title || '이름 없는 경험'}
          </Text>
          <Text size="sm" tone="muted">
            {result.experience.kind_label} · {pastResultTime(saved.created_at)} · 답한 부분 {result.counts.told}/
            {result.counts.parts}, 꼬리 질문 {result.counts.follow_ups_told}/{result.counts.follow_ups}
          </Text>
        </div>
        <CounsellingMemo />
        <div className={styles.block} data-pdf-block="이어 쓴 이야기">
          <Heading level={3} size={4}>
            이어 쓴 이야기
          </Heading>
          {result.story === '' ? (
            <Text tone="muted">답한 내용이 없습니다.</Text>
          ) : (
            <p className={styles.story}>{result.story}</p>
          )}
        </div>
        {/* Part by part with the questions, on screen: the report prints the story once, above. */}
        {result.parts.map((part) => (
          <section key={part.key} className={styles.block} data-pdf-omit="">
            <Heading level={3} size={4}>
              {part.label}
            </Heading>
            <Text size="sm" tone="muted">
              질문: {part.question}
            </Text>
            {part.text === '' ? (
              <Text tone="muted">답하지 않았습니다.</Text>
            ) : (
              <p className={styles.story}>{part.text}</p>
            )}
            {part.follow_ups.map((followUp) => (
              <div key={followUp.key} className={styles.section}>
                <Text size="sm" weight="bold">
                  꼬리 질문: {followUp.question}
                </Text>
                {followUp.text === '' ? (
                  <Text size="sm" tone="muted">
                    답하지 않았습니다.
                  </Text>
                ) : (
                  <p className={styles.story}>{followUp.text}</p>
                )}
              </div>
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}
