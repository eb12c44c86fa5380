import {
  type Audience,
  LOG_TOPIC_NAMES,
  type Portfolio,
  TOOL_NAMES,
  todayInKorea,
  withoutInvisibleFormat,
} from '@career/api-sdk';
import { useRef } from 'react';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { UserText } from '../components/UserText';
import { CounsellingMemo } from '../tools/framework/CounsellingMemo';
import { ReportPdf, resultDay } from '../tools/framework/ResultPdf';
import * as styles from './CareerPortfolio.css';

export interface CareerPortfolioProps {
  portfolio: Portfolio;
  /** Who reads it: a consultant or instructor sees the counsellor's flags and chooses the report's copy. */
  reader: Audience;
  /** The consultant or instructor reading it, for the report's letterhead. */
  counsellor?: string | null;
}

const dayOf = (iso: string) => resultDay(iso);

/**
 * The student's whole story on one page (issue 39, decision 058): what the tools say together and
 * where they disagree, every kept result on a timeline in its own words, the action items still
 * open and the consultants' notes shared with the student; saved as a report like every tool's.
 */
export function CareerPortfolio({ portfolio, reader, counsellor = null }: CareerPortfolioProps) {
  const printable = useRef<HTMLDivElement>(null);
  const counsellorReads = reader === 'consultant' || reader === 'instructor';
  const name = portfolio.student.name;
  const shown = portfolio.entries.filter((entry) => !entry.held).length;
  const role = reader === 'instructor' ? '담당 강사' : '담당 상담사';
  return (
    <Stack space="6">
      <ReportPdf
        target={printable}
        filename={`진로포트폴리오_${withoutInvisibleFormat(name)}.pdf`}
        reader={reader}
        letterhead={{
          title: '진로 포트폴리오',
          person: `${withoutInvisibleFormat(name)}님`,
          date: `작성일 ${dayOf(new Date().toISOString())}`,
          by: counsellorReads && counsellor ? `${role} ${withoutInvisibleFormat(counsellor)}` : null,
        }}
      />
      <div ref={printable} className={styles.report}>
        <ThroughLine portfolio={portfolio} shown={shown} />
        <Differences differences={portfolio.differences} shown={shown} />
        <CounsellingMemo />
        <Timeline portfolio={portfolio} counsellorReads={counsellorReads} />
        <OpenActionItems items={portfolio.action_items} />
        <SharedNotes notes={portfolio.notes} />
      </div>
    </Stack>
  );
}

/** What the tools say together: interest codes, anchors, strong cores, occupations several named. */
function ThroughLine({ portfolio, shown }: { portfolio: Portfolio; shown: number }) {
  const { interest, anchors, cores, occupations } = portfolio;
  const facts = [
    ...interest.map((entry) => ({
      term: `흥미 코드 (${TOOL_NAMES[entry.action_item]})`,
      detail: `${entry.code} · ${dayOf(entry.created_at)}`,
    })),
    ...(anchors
      ? [
          {
            term: '커리어 앵커',
            detail: `${anchors.names.map((anchor) => anchor.name).join(', ')} · ${dayOf(anchors.created_at)}`,
          },
        ]
      : []),
    ...(cores
      ? [
          {
            term: '가장 강한 코어',
            detail: `${cores.names.map((core) => core.name).join(', ')} · ${dayOf(cores.created_at)}`,
          },
        ]
      : []),
    ...(occupations.length > 0
      ? [
          {
            term: '여러 도구에서 나온 직업',
            detail: occupations
              .map(
                (occupation) => `${occupation.name} (${occupation.tools.map((tool) => TOOL_NAMES[tool]).join(', ')})`,
              )
              .join(', '),
          },
        ]
      : []),
  ];
  return (
    <section className={styles.block} aria-labelledby="portfolio-through-line" data-pdf-block="도구가 함께 말하는 것">
      <Card tone="brand">
        <Stack space="3">
          <Heading level={2} size={3} id="portfolio-through-line">
            도구가 함께 말하는 것
          </Heading>
          {facts.length === 0 ? (
            <Text tone="muted">
              {shown === 0
                ? '아직 볼 수 있는 결과가 없습니다. 도구를 마치면 결과가 여기에 모입니다.'
                : '흥미 코드, 커리어 앵커, 코어처럼 여러 도구를 잇는 결과는 아직 없습니다.'}
            </Text>
          ) : (
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.term} className={styles.fact}>
                  <dt className={styles.term}>{fact.term}</dt>
                  <dd className={styles.detail}>{fact.detail}</dd>
                </div>
              ))}
            </dl>
          )}
          {shown > 0 && shown < 3 ? (
            <Text size="sm" tone="muted">
              결과가 {shown}개뿐이라 흐름을 말하기엔 이릅니다. 도구를 더 마치면 겹치는 것과 다른 것이 분명해집니다.
            </Text>
          ) : null}
        </Stack>
      </Card>
    </section>
  );
}

/** Where the tools disagree or a result changed: something to talk about, not a verdict. */
function Differences({ differences, shown }: { differences: readonly string[]; shown: number }) {
  if (shown < 2) return null;
  return (
    <section className={styles.block} aria-labelledby="portfolio-differences" data-pdf-block="함께 이야기해 볼 것">
      <Stack space="3">
        <Heading level={2} size={3} id="portfolio-differences">
          함께 이야기해 볼 것
        </Heading>
        {differences.length === 0 ? (
          <Text tone="muted">도구들의 결과가 서로 어긋나는 곳은 없습니다.</Text>
        ) : (
          <ul className={styles.list}>
            {differences.map((line) => (
              <li key={line}>
                <Text>{line}</Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/** Every kept result, oldest first, in what it said; a held one says so and nothing more. */
function Timeline({ portfolio, counsellorReads }: { portfolio: Portfolio; counsellorReads: boolean }) {
  const { entries, older } = portfolio;
  return (
    <section aria-labelledby="portfolio-timeline">
      <Stack space="3">
        <Heading level={2} size={3} id="portfolio-timeline">
          결과 타임라인
        </Heading>
        {older > 0 ? (
          <Text size="sm" tone="muted">
            가장 최근 결과 {entries.length}개입니다. 그 전의 결과 {older}개는 각 도구에서 볼 수 있습니다.
          </Text>
        ) : null}
        {entries.length === 0 ? (
          <Text tone="muted">아직 마친 도구가 없습니다.</Text>
        ) : (
          <ol className={styles.timeline}>
            {entries.map((entry) => (
              <li
                key={entry.run_id}
                className={entry.held ? `${styles.entry} ${styles.held}` : styles.entry}
                data-pdf-block={`${TOOL_NAMES[entry.action_item]} ${dayOf(entry.created_at)}`}
              >
                <Inline space="2" alignY="center">
                  <Heading level={3} size={4}>
                    {TOOL_NAMES[entry.action_item]}
                  </Heading>
                  <Text as="span" size="sm" tone="muted">
                    {dayOf(entry.created_at)}
                  </Text>
                  {entry.held ? <Badge tone="neutral">상담 후 공개</Badge> : null}
                </Inline>
                {entry.held ? (
                  <Text size="sm" tone="muted">
                    상담 선생님과 결과를 함께 본 뒤에 열립니다.
                  </Text>
                ) : (
                  entry.said.map((line) => <Text key={line}>{line}</Text>)
                )}
                {entry.counsellor_note ? (
                  <p className={styles.note}>
                    <Text as="span" size="sm" weight="semibold">
                      상담 선생님의 메모:{' '}
                    </Text>
                    <Text as="span" size="sm">
                      <UserText>{entry.counsellor_note}</UserText>
                    </Text>
                  </p>
                ) : null}
                {counsellorReads && entry.flags.length > 0 ? (
                  <div data-pdf-counsellor="">
                    <Text size="sm" tone="muted">
                      상담자 확인 사항: {entry.flags.join(' ')}
                    </Text>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </section>
  );
}

/** The action items still to do, nearest due date first, an overdue one said so. */
function OpenActionItems({ items }: { items: Portfolio['action_items'] }) {
  const today = todayInKorea();
  return (
    <section className={styles.block} aria-labelledby="portfolio-actions" data-pdf-block="남은 실천 계획">
      <Stack space="3">
        <Heading level={2} size={3} id="portfolio-actions">
          남은 실천 계획
        </Heading>
        {items.length === 0 ? (
          <Text tone="muted">남은 실천 계획이 없습니다.</Text>
        ) : (
          <ul className={styles.list}>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only, in the server's order.
              <li key={index}>
                <Text>
                  <UserText>{item.content}</UserText>{' '}
                  <Text as="span" size="sm" tone="muted">
                    ({TOOL_NAMES[item.action_item]}
                    {item.due_date ? ` · ${item.due_date}까지` : ''})
                  </Text>{' '}
                  {item.due_date && item.due_date < today ? <Badge tone="warning">기한 지남</Badge> : null}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/** The signed notes a consultant chose to show the student: what was talked about and agreed. */
function SharedNotes({ notes }: { notes: Portfolio['notes'] }) {
  return (
    <section aria-labelledby="portfolio-notes">
      <Stack space="3">
        <Heading level={2} size={3} id="portfolio-notes">
          상담 기록
        </Heading>
        {notes.length === 0 ? (
          <Text tone="muted">학생에게 보여 주기로 한 상담 기록이 아직 없습니다.</Text>
        ) : (
          notes.map((note, index) => (
            <article
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only, in the server's order.
              key={index}
              className={styles.block}
              aria-label={`${note.session_on} 상담`}
              data-pdf-block={`${note.session_on} 상담 기록`}
            >
              <Stack space="1">
                <Text weight="semibold">
                  {note.session_on} · {LOG_TOPIC_NAMES[note.action_item ?? 'general']} ·{' '}
                  <UserText>{note.author}</UserText> 상담사
                </Text>
                {note.discussed ? (
                  <Text>
                    <strong>나눈 이야기</strong> <UserText>{note.discussed}</UserText>
                  </Text>
                ) : null}
                {note.agreed ? (
                  <Text>
                    <strong>합의한 것</strong> <UserText>{note.agreed}</UserText>
                  </Text>
                ) : null}
              </Stack>
            </article>
          ))
        )}
      </Stack>
    </section>
  );
}
