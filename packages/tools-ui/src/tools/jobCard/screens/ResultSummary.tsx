import { BarChart } from '../../../components/BarChart';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { CounsellingMemo } from '../../framework/CounsellingMemo';
import { QualityNotes } from '../../framework/QualityNotes';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { WhyThisResult } from '../../framework/WhyThisResult';
import { codeNames, HOLLAND_LETTERS, HOLLAND_NAMES } from '../model/flow';
import type { JobCardResult } from '../types';
import * as styles from './screens.css';

type Reasons = JobCardResult['liked_reasons'];

/** The reasons given at least once, as a chart of how many cards each was given for. */
function ReasonChart({
  title,
  reasons,
  cards,
  block,
}: {
  title: string;
  reasons: Reasons;
  cards: number;
  block: string;
}) {
  const given = reasons.filter((reason) => reason.count > 0);
  if (given.length === 0) return null;
  return (
    <div className={styles.block} data-pdf-block={block}>
      <BarChart
        title={title}
        max={Math.max(1, cards)}
        valueLabel="카드 수"
        format={(value) => `${value}장`}
        data={given.map((reason, index) => ({ label: reason.label, value: reason.count, highlight: index === 0 }))}
      />
    </div>
  );
}

/** Cards with the reasons given for each, labelled. */
function CardList({
  id,
  title,
  cards,
  reasons,
  block,
}: {
  id: string;
  title: string;
  cards: JobCardResult['liked'];
  reasons: Reasons;
  block: string;
}) {
  const labels = new Map(reasons.map((reason) => [reason.key, reason.label]));
  return (
    <section className={styles.block} aria-labelledby={id} data-pdf-block={block}>
      <Heading level={2} size={3} id={id}>
        {title}
      </Heading>
      <ul className={styles.carried}>
        {cards.map((card) => (
          <li key={card.card_id}>
            <Text size="sm">
              <strong>{card.name}</strong> ({card.category.name} · {card.holland}):{' '}
              {card.reasons.map((key) => labels.get(key) ?? key).join(', ')}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The warm-up answers beside the sort: what each relates to, and that none of them weighs in the code. */
function WarmUp({ result }: { result: JobCardResult }) {
  const answered = result.warm_up.filter((entry) => entry.answer !== null);
  if (answered.length === 0) return null;
  return (
    <section className={styles.flowBlock} aria-labelledby="job-card-warm-up" data-pdf-block="준비 질문과 함께 보기">
      <Heading level={2} size={3} id="job-card-warm-up">
        준비 질문과 함께 보기
      </Heading>
      <Text tone="muted">
        준비 질문의 답은 흥미 코드와 관련 직업 계산에 쓰지 않았습니다. 다섯 개의 답으로 카드 {result.dealt_count}장의
        결과를 바꿀 근거는 없어서, 끌린 카드와 나란히 놓고 맞는지 다른지만 보여 드립니다.
      </Text>
      <dl className={styles.warmUpList}>
        {answered.map((entry) => (
          <div key={entry.key} className={styles.warmUpItem}>
            <dt>
              <Text size="sm" tone="muted">
                {entry.question}
              </Text>
            </dt>
            <dd className={styles.warmUpAnswer}>
              <Text weight="semibold">{entry.answer}</Text>
              {entry.relation ? <Text size="sm">{entry.relation}</Text> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** No card liked: no code and no occupations, what the disliked reasons and the unsure cards say instead. */
function NothingLiked({ result }: { result: JobCardResult }) {
  const steps = result.suggestions;
  return (
    <section className={styles.block} aria-labelledby="job-card-code" data-pdf-block="끌린 카드가 없습니다">
      <Heading level={2} id="job-card-code">
        끌린 카드가 없습니다
      </Heading>
      <Text>
        카드 {result.dealt_count}장 가운데 끌리지 않는다에 {result.disliked.length}장, 잘 모르겠다에{' '}
        {result.unsure.length}장을 놓았습니다. 끌린 카드가 없으니 흥미 코드와 관련 직업은 내지 않았습니다. 대신 끌리지
        않은 이유가 무엇을 피하고 싶은지를 보여 줍니다.
      </Text>
      {steps.length > 0 ? (
        <>
          <Heading level={3} size={4}>
            다음에 해 볼 일
          </Heading>
          <ul className={styles.carried}>
            {steps.map((step) => (
              <li key={step.content}>
                <Text size="sm">{step.content}</Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** How the code was read, by the version that read it (job-card/3 has `shares`). */
function HowRead({ result }: { result: JobCardResult }) {
  if (!result.shares)
    return (
      <Text tone="muted">
        끌린 카드 {result.liked.length}장의 흥미 코드를 모았습니다. 카드 코드의 첫 글자에 3점, 둘째에 2점, 셋째에 1점을
        더해 가장 높은 세 유형을 골랐습니다. 모의 응답으로 검증해 보면 첫 글자가 맞는 경우가 절반 남짓이니, 글자의
        순서는 참고로만 보세요.
      </Text>
    );
  return (
    <>
      <Text tone="muted">
        나눈 카드마다 직업 코드의 글자에 첫 글자 3, 둘째 2, 셋째 1의 무게를 두고, 끌린다 1 · 잘 모르겠다 ½ · 끌리지
        않는다 0으로 평균 내어 여섯 유형의 끌림 정도(0–100)를 냈습니다. 끌린 카드에 있는 유형 가운데 끌림 정도가 높은 세
        유형이 코드입니다. 카드 묶음에는 여섯 유형의 카드가 같은 수만큼 들어 있어, 받은 카드가 아니라 무엇에 끌렸는지가
        드러납니다.
      </Text>
      <Text>
        카드 분류는 어떤 유형들에 끌리는지를 보여 주지만, 그 순서를 가려내기에는 약합니다. 모의 응답으로 검증해 보면 첫
        글자가 맞는 경우가 열에 여섯이 안 되고, 세 유형이 모두 맞는 경우는 절반 남짓입니다. 코드는 끌리는 유형의
        묶음으로 보고, 성격유형 검사의 활동 점수와 함께 확인해 보세요.
      </Text>
    </>
  );
}

/**
 * The six types: their attraction (job-card/3), most attracting first, as every tool sorts its
 * chart; a job-card/2 result shows the liked cards' points out of what the deck offered, as it did.
 */
function TypeChart({ result }: { result: JobCardResult }) {
  const { shares } = result;
  if (!shares)
    return (
      <BarChart
        title="여섯 유형 점수 (끌린 카드에서 모은 점수, 괄호는 나눈 카드 전체의 점수)"
        max={Math.max(1, ...HOLLAND_LETTERS.map((letter) => result.available[letter] ?? 0))}
        format={(value) => `${value}점`}
        data={HOLLAND_LETTERS.map((letter) => ({
          label: `${letter} ${HOLLAND_NAMES[letter]} (${result.available[letter] ?? 0}점 중)`,
          value: result.profile[letter] ?? 0,
          highlight: result.code.includes(letter),
        }))}
      />
    );
  const ranked = [...HOLLAND_LETTERS].sort((a, b) => (shares[b] ?? 0) - (shares[a] ?? 0));
  return (
    <BarChart
      title="여섯 유형의 끌림 정도 (0–100, 높은 순)"
      max={100}
      valueLabel="끌림 정도"
      format={(value) => value.toLocaleString('ko-KR')}
      data={ranked.map((letter) => ({
        label: `${letter} ${HOLLAND_NAMES[letter]}`,
        value: shares[letter] ?? 0,
        highlight: result.code.includes(letter),
      }))}
    />
  );
}

/**
 * The result (job-card/2 and /3): the notes on how the sort was answered, the code the liked cards share
 * with the six letters' points beside what the sorted cards offered, the three piles with their
 * reasons, the liked cards as "왜 이 결과인가요?", and the warm-up answers beside them; with no liked card, what the
 * disliked reasons say instead. Each part is a named PDF block.
 */
export function ResultSummary({ result }: { result: JobCardResult }) {
  const liked = result.liked.length;
  const likedLabels = new Map(result.liked_reasons.map((reason) => [reason.key, reason.label]));
  const [first] = [...result.code].map((letter) => HOLLAND_NAMES[letter as keyof typeof HOLLAND_NAMES]);
  return (
    <>
      <ResultTakeaway
        result={
          result.code
            ? `직업 카드 흥미 유형은 ‘${result.code}’(${codeNames(result.code)})입니다`
            : '직업 카드에서는 끌린 카드가 없었습니다'
        }
        meaning={
          result.code
            ? `나눈 카드 ${result.dealt_count}장 가운데 ${liked}장에 끌렸고, ${first} 직업에 가장 끌렸습니다. 카드 분류는 끌리는 유형들을 보여 주지만, 그 순서는 참고로만 보세요.`
            : '끌리지 않은 이유와 잘 모르겠다에 놓은 카드가 다음 걸음의 실마리입니다. 직업을 더 알아본 뒤 다시 해 보세요.'
        }
        notes={result.quality}
        steps={result.suggestions}
      />
      {result.code ? (
        <>
          <div className={styles.block} data-pdf-block="여섯 유형 점수 막대">
            <TypeChart result={result} />
          </div>
          <CounsellingMemo />
          <QualityNotes notes={result.quality} afterTakeaway />
          <section className={styles.block} aria-labelledby="job-card-code" data-pdf-block="끌린 카드의 흥미 코드">
            <Heading level={2} id="job-card-code">
              끌린 카드의 흥미 코드: {result.code} ({codeNames(result.code)})
            </Heading>
            <HowRead result={result} />
            <WhyThisResult
              level={3}
              answers={result.liked.map((card) => ({
                key: card.card_id,
                text: `${card.name} (${card.category.name} · ${card.holland})`,
                note:
                  card.reasons.length > 0
                    ? `· 끌린 이유 ${card.reasons.map((key) => likedLabels.get(key) ?? key).join(', ')}`
                    : '',
              }))}
            />
            {liked <= 2 || result.code.length < 3 ? (
              <Text tone="muted">
                {liked <= 2 ? `끌린 카드가 ${liked}장이라 코드가 몇 장의 카드로 정해졌습니다. ` : ''}
                {result.code.length < 3
                  ? `끌린 카드에 있는 흥미 유형이 ${result.code.length}가지뿐이라 코드가 ${result.code.length}글자입니다.`
                  : ''}
              </Text>
            ) : null}
          </section>
          <ReasonChart
            title="끌린 이유 (그 이유를 고른 카드 수)"
            reasons={result.liked_reasons}
            cards={liked}
            block="끌린 이유"
          />
        </>
      ) : (
        <>
          <QualityNotes notes={result.quality} afterTakeaway />
          <NothingLiked result={result} />
        </>
      )}
      <ReasonChart
        title="끌리지 않은 이유 (그 이유를 고른 카드 수)"
        reasons={result.disliked_reasons}
        cards={result.disliked.length}
        block="끌리지 않은 이유"
      />
      {result.disliked.length > 0 ? (
        <CardList
          id="job-card-disliked"
          title={`끌리지 않은 카드 ${result.disliked.length}장`}
          cards={result.disliked}
          reasons={result.disliked_reasons}
          block="끌리지 않은 카드와 이유"
        />
      ) : null}
      {result.unsure.length > 0 ? (
        <section className={styles.block} aria-labelledby="job-card-unsure" data-pdf-block="잘 모르겠다">
          <Heading level={2} size={3} id="job-card-unsure">
            잘 모르겠다 {result.unsure.length}장
          </Heading>
          <Text size="sm">
            {result.unsure.map((card) => card.name).join(', ')}. 어떤 일인지 알아보면 끌리는지 아닌지가 보입니다.
          </Text>
        </section>
      ) : null}
      <WarmUp result={result} />
    </>
  );
}
