import { useId } from 'react';
import { Badge } from '../../../components/Badge';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { PHASE_NAMES } from '../context';
import type { MadePlan } from '../types';
import * as styles from './screens.css';

const SOURCE_NAMES = { ptid: '성격 유형', 'job-card': '직업 카드' } as const;

/** A plan: the titles with why each fits, the words to search with, skills and evidence, and the weeks. */
export function Plan({
  plan,
  text,
  label,
  unsupported,
}: Pick<MadePlan, 'plan' | 'text' | 'unsupported'> & { label: string }) {
  const headingId = useId();
  return (
    <div className={styles.result}>
      <section className={styles.block} aria-labelledby={`${headingId}-titles`} data-pdf-block="목표 직무">
        <Heading level={2} size={3} id={`${headingId}-titles`}>
          목표 직무
        </Heading>
        <Text size="sm" tone="muted">
          {plan.code
            ? `${SOURCE_NAMES[plan.code.source]} 결과의 유형 코드 ${plan.code.code}와 맞는 정도(0~100)로 줄 세웠습니다. 맞는 정도는 흥미의 방향이 비슷하다는 뜻일 뿐, 합격이나 적성을 말하지 않습니다.`
            : '성격 유형이나 직업 카드 결과가 없어 맞는 정도 없이 고른 분야의 직무를 보여 드립니다.'}
        </Text>
        <ol className={styles.list}>
          {plan.titles.map((title) => (
            <li key={title.id} className={styles.card}>
              <div className={styles.actions}>
                <Text weight="bold">{title.name}</Text>
                <Badge tone="neutral">{title.group.name}</Badge>
                {title.fit !== null ? <Badge tone="info">{`맞는 정도 ${title.fit}`}</Badge> : null}
                {title.stretch ? <Badge tone="warning">먼 목표</Badge> : null}
              </div>
              <p className={styles.muted}>{title.why}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.block} aria-labelledby={`${headingId}-words`} data-pdf-block="검색어">
        <Heading level={2} size={3} id={`${headingId}-words`}>
          채용 사이트 검색어
        </Heading>
        <ul className={styles.chips}>
          {plan.words.map((word) => (
            <li key={word} className={styles.chip}>
              {word}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby={`${headingId}-skills`} data-pdf-block="역량과 근거">
        <Heading level={2} size={3} id={`${headingId}-skills`}>
          보여 줄 역량과 근거
        </Heading>
        <Text>
          <strong>역량</strong> {plan.skills.join(', ')}
        </Text>
        <Text>
          <strong>준비할 근거</strong> {plan.evidence.join(', ')}
        </Text>
      </section>
      <section className={styles.block} aria-labelledby={`${headingId}-weeks`} data-pdf-block="주차별 계획">
        <Heading level={2} size={3} id={`${headingId}-weeks`}>
          {plan.weeks.length}주 계획
        </Heading>
        <ol className={styles.weeks}>
          {plan.weeks.map((week) => (
            <li key={week.week} className={styles.card}>
              <div className={styles.actions}>
                <Text weight="bold">{week.week}주차</Text>
                <Badge tone="brand">{PHASE_NAMES[week.phase]}</Badge>
              </div>
              {week.activities.map((activity) => (
                <Text key={activity.key} size="sm">
                  <strong>{activity.title}</strong> {activity.detail}
                </Text>
              ))}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.block} aria-labelledby={`${headingId}-text`} data-pdf-block="안내 글">
        <div className={styles.actions}>
          <Heading level={2} size={3} id={`${headingId}-text`}>
            안내 글
          </Heading>
          <Badge tone="info" icon="document">
            {label}
          </Badge>
        </div>
        {text.split(/\n{2,}/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order.
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {unsupported.length > 0 ? (
          <Notice tone="warning" title={`확인이 필요한 내용: ${unsupported.join(', ')}`}>
            계획에 없는 숫자나 이름이 들어 있습니다. 공고에서 직접 확인해 주세요.
          </Notice>
        ) : null}
      </section>
    </div>
  );
}
