import { BarChart } from '../../../components/BarChart';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { codeNames, HOLLAND_LETTERS, HOLLAND_NAMES } from '../model/flow';
import type { JobCardResultV1 } from '../types';
import * as styles from './screens.css';

/** What a reader must know before trusting the code: few liked cards, or fewer than three letters. */
function Honesty({ result }: { result: JobCardResultV1 }) {
  const notes: string[] = [];
  if (result.liked.length <= 2)
    notes.push(
      `끌린 카드가 ${result.liked.length}장이라 코드가 몇 장의 카드로 정해졌습니다. 다른 분류를 더 골라 나누어 보면 더 분명해집니다.`,
    );
  if (result.code.length > 0 && result.code.length < 3)
    notes.push(`끌린 카드에 있는 흥미 유형이 ${result.code.length}가지뿐이라 코드가 ${result.code.length}글자입니다.`);
  if (notes.length === 0) return null;
  return (
    <Notice tone="info" title="결과를 읽기 전에">
      {notes.join(' ')}
    </Notice>
  );
}

/**
 * A job-card/1 result (two piles, kept before job-card/2), as it was shown: the code the liked cards
 * share, the six letters' points as a chart, how often each reason was given, and the liked cards
 * with their reasons ("why this result"). Each part is a named PDF block.
 */
export function ResultSummaryV1({ result }: { result: JobCardResultV1 }) {
  const labels = new Map(result.reason_counts.map((reason) => [reason.key, reason.label]));
  const given = result.reason_counts.filter((reason) => reason.count > 0);
  const highest = Math.max(1, ...HOLLAND_LETTERS.map((letter) => result.profile[letter] ?? 0));
  return (
    <>
      <Notice title="이전 채점 방식의 결과입니다">
        이 결과는 이전 채점 방식(끌린다와 끌리지 않는다의 두 더미, 고른 분류의 카드만)으로 계산해 그대로 보여 드립니다.
        지금의 직업 카드는 세 더미와 여러 분야의 카드로 나누고, 관련 직업을 적합도로 찾습니다.
      </Notice>
      <Honesty result={result} />
      <section className={styles.block} aria-labelledby="job-card-code" data-pdf-block="끌린 카드의 흥미 코드">
        <Heading level={2} id="job-card-code">
          {result.code
            ? `끌린 카드의 흥미 코드: ${result.code} (${codeNames(result.code)})`
            : '끌린 카드에서 흥미 코드를 찾지 못했습니다'}
        </Heading>
        <Text tone="muted">
          끌린 카드 {result.liked.length}장의 흥미 코드를 모았습니다. 카드 코드의 첫 글자에 3점, 둘째에 2점, 셋째에
          1점을 더해 가장 높은 세 유형을 골랐습니다. 끌리지 않은 카드 {result.disliked_count}장은 점수에 들어가지
          않습니다.
        </Text>
      </section>
      <div className={styles.block} data-pdf-block="여섯 유형 점수 막대">
        <BarChart
          title="여섯 유형 점수 (끌린 카드에서 모은 점수)"
          max={highest}
          format={(value) => `${value}점`}
          data={HOLLAND_LETTERS.map((letter) => ({
            label: `${letter} ${HOLLAND_NAMES[letter]}`,
            value: result.profile[letter] ?? 0,
            highlight: result.code.includes(letter),
          }))}
        />
      </div>
      {given.length > 0 ? (
        <div className={styles.block} data-pdf-block="끌린 이유">
          <BarChart
            title="끌린 이유 (그 이유를 고른 카드 수)"
            max={Math.max(1, result.liked.length)}
            valueLabel="카드 수"
            format={(value) => `${value}장`}
            data={given.map((reason, index) => ({ label: reason.label, value: reason.count, highlight: index === 0 }))}
          />
        </div>
      ) : null}
      <section className={styles.block} aria-labelledby="job-card-liked" data-pdf-block="끌린 카드와 이유">
        <Heading level={2} size={3} id="job-card-liked">
          끌린 카드 {result.liked.length}장
        </Heading>
        <ul className={styles.carried}>
          {result.liked.map((card) => (
            <li key={card.card_id}>
              <Text size="sm">
                <strong>{card.name}</strong> ({card.category.name} · {card.holland}):{' '}
                {card.reasons.map((key) => labels.get(key) ?? key).join(', ')}
              </Text>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
