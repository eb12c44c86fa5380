import { PTID_TIE_MARGIN, withParticle } from '@career/api-sdk';
import { BarChart } from '../../../components/BarChart';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { CounsellingMemo } from '../../framework/CounsellingMemo';
import { QualityNotes } from '../../framework/QualityNotes';
import { ResultTakeaway } from '../../framework/ResultTakeaway';
import { WhyThisResult } from '../../framework/WhyThisResult';
import { useWhose } from '../../framework/whose';
import { codeNames, RATING_LABELS } from '../model/flow';
import type { HollandLetter, PtidResult } from '../types';
import * as styles from './screens.css';

const scoreText = (score: number) => score.toFixed(1);

/** What a reader must know before trusting three letters of a ptid/1 result (ptid/2 keeps its notes). */
function Honesty({ result, nameOf }: { result: PtidResult; nameOf: (letter: string) => string }) {
  if (result.quality) return <QualityNotes notes={result.quality} afterTakeaway />;
  const notes: string[] = [];
  if (result.flags.sameAnswers)
    notes.push('모든 활동에 같은 답을 골라, 코드는 주로 고른 활동과 유형 순서로 정해졌습니다.');
  if (result.flags.flat)
    notes.push(
      '여섯 유형의 점수가 가깝게 모여 있습니다. 흥미가 아직 넓게 열려 있다는 뜻일 수 있으니, 세 글자에 얽매이지 말고 여러 분야를 살펴보세요.',
    );
  if (result.flags.nearTie && result.runnerUp)
    notes.push(
      `세 번째 글자 ${withParticle(nameOf(result.code[2] ?? ''), '와/과')} 네 번째 ${nameOf(result.runnerUp)}의 점수가 3점 안으로 가깝습니다. 두 유형을 함께 살펴볼 만합니다.`,
    );
  if (result.flags.rankingApart)
    notes.push(
      '직접 첫째로 놓은 유형이 코드에 들지 않았습니다. 활동에 답한 마음과 스스로 생각하는 모습이 다를 수 있으니 상담에서 함께 이야기해 보세요.',
    );
  if (notes.length === 0) return null;
  return (
    <Notice tone="info" title="결과를 읽기 전에">
      {notes.join(' ')}
    </Notice>
  );
}

/** The result in a sentence (issue 23): the first block of both of ptid's reports. */
export function PtidTakeaway({ result }: { result: PtidResult }) {
  const nameOf = (letter: string) => result.content.types.find((type) => type.code === letter)?.name ?? letter;
  const [first, second, third] = [...result.code].map(nameOf);
  return (
    <ResultTakeaway
      result={`흥미 코드는 ‘${result.code}’(${codeNames(result.code, result.content.types)})입니다`}
      meaning={`${
        second
          ? `${first} 활동에 가장 끌리고, ${[second, third].filter(Boolean).join('·')} 활동이 뒤따릅니다.`
          : `${first} 활동에 가장 끌립니다.`
      } 이 검사는 성격이 아니라 어떤 활동에 끌리는지(흥미)를 보여 줍니다.`}
      notes={result.quality}
      steps={result.suggestions}
    />
  );
}

/**
 * The result: the code, the six scores as a chart, and each of the three letters explained with the
 * answers that carried it ("why this result"). Each part is a named PDF block.
 */
export function ResultSummary({ result }: { result: PtidResult }) {
  const whose = useWhose();
  // The types and activities as they read when this result was computed (the admin may edit them since).
  const types = new Map(result.content.types.map((type) => [type.code, type]));
  const activities = new Map(result.content.activities.map((activity) => [activity.id, activity]));
  const nameOf = (letter: string) => types.get(letter as HollandLetter)?.name ?? letter;
  const top = result.scores.slice(0, 3);
  /** "R(현실형)은": the particle follows the Korean name, inside the parentheses' reading. */
  const selfFirstName = (letter: string) => {
    const name = nameOf(letter);
    return `${letter}(${name})${withParticle(name, '은/는').slice(name.length)}`;
  };
  return (
    <>
      <PtidTakeaway result={result} />
      <section className={styles.block} aria-labelledby="ptid-code" data-pdf-block="나의 흥미 코드">
        <Heading level={2} id="ptid-code">
          {whose} 흥미 코드: {result.code} ({codeNames(result.code, result.content.types)})
        </Heading>
        {result.quality ? (
          <Text tone="muted">
            활동에 답한 점수로 가장 높은 세 유형을 골랐습니다. 점수가 {PTID_TIE_MARGIN}점 안으로 가까운 유형은 가장 해
            보고 싶은 활동과 직접 정한 순서로 앞뒤를 정했습니다. 순서가 앞설수록 더 강한 흥미입니다.
          </Text>
        ) : (
          <Text tone="muted">
            활동에 답한 점수(70%)와 직접 정한 유형 순서(30%)를 더해 가장 높은 세 유형을 골랐습니다. 순서가 앞설수록 더
            강한 흥미입니다.
          </Text>
        )}
        {result.selfFirst && result.selfFirst.place > 1 ? (
          <Text>
            {`스스로 꼽은 1순위 ${selfFirstName(result.selfFirst.letter)} 활동 점수로는 ${result.selfFirst.place}위입니다.`}{' '}
            스스로 보는 모습과 활동에 끌리는 마음이 다를 수 있으니, 상담에서 함께 이야기해 보세요.
          </Text>
        ) : null}
      </section>
      <div className={styles.block} data-pdf-block="여섯 유형 점수 막대">
        <BarChart
          title={result.quality ? '여섯 유형 활동 점수 (0~100점)' : '여섯 유형 점수 (0~100점)'}
          max={100}
          format={scoreText}
          data={result.scores.map((score) => ({
            label: `${score.letter} ${nameOf(score.letter)}`,
            value: score.combined,
            highlight: result.code.includes(score.letter),
          }))}
        />
      </div>
      <CounsellingMemo />
      <Honesty result={result} nameOf={nameOf} />
      {top.map((score, index) => {
        const type = types.get(score.letter);
        const liked = score.liked.filter((id) => !score.picked.includes(id));
        return (
          <section
            key={score.letter}
            className={styles.flowBlock}
            aria-labelledby={`ptid-letter-${score.letter}`}
            data-pdf-block={`${index + 1}번째 글자 ${nameOf(score.letter)} 설명`}
          >
            <Heading level={3} id={`ptid-letter-${score.letter}`}>
              {index + 1}. {score.letter} {nameOf(score.letter)} · {type?.keyword}
            </Heading>
            <Text>{type?.description}</Text>
            <Heading level={4}>강점</Heading>
            <Text>{type?.strengths}</Text>
            <Heading level={4}>잘 맞는 일터</Heading>
            <Text>{type?.environments}</Text>
            <Heading level={4}>살펴볼 점</Heading>
            <Text>{type?.watch}</Text>
            <WhyThisResult
              level={4}
              lines={[
                `활동 점수 ${scoreText(score.checklist)}점 · 직접 정한 순서 ${score.rank}위${result.quality ? '' : ` · 합친 점수 ${scoreText(score.combined)}점`}`,
              ]}
              answers={[
                ...score.picked.map((id) => ({
                  key: id,
                  text: activities.get(id)?.text ?? '',
                  note: `(가장 해 보고 싶은 활동으로 고름${result.quality ? '' : ', +5점'})`,
                })),
                ...liked.map((id) => ({
                  key: id,
                  text: activities.get(id)?.text ?? '',
                  note: `(${RATING_LABELS[4]})`,
                })),
              ]}
              empty={`${RATING_LABELS[4]}로 답한 활동은 없고, 이 유형의 활동에 고르게 준 점수가 이 글자를 올렸습니다.`}
            />
          </section>
        );
      })}
    </>
  );
}
