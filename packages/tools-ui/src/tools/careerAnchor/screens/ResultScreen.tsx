import { withParticle } from '@career/api-sdk';
import { type ReactNode, useRef } from 'react';
import { BarChart } from '../../../components/BarChart';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { CounsellingMemo, ResultPdf, ResultTakeaway } from '../../framework';
import { BackToTools } from '../../framework/BackToTools';
import { QualityNotes } from '../../framework/QualityNotes';
import { ResultFeedback } from '../../framework/ResultFeedback';
import { ResultGate } from '../../framework/ResultGate';
import { pastResultTime } from '../../framework/screens/pastResults';
import { ToolScreen } from '../../framework/ToolScreen';
import { useShownResult } from '../../framework/useShownResult';
import { WhyThisResult } from '../../framework/WhyThisResult';
import { useWhose } from '../../framework/whose';
import { useCareerAnchor } from '../context';
import type { Anchor, CareerAnchorResult, CareerAnchorSaved } from '../types';
import * as styles from './screens.css';

const scoreText = (score: number) => score.toFixed(1);

/** Why the top two are the top two, and what a flat or tied profile means, in plain words. */
function Honesty({ result, anchors }: { result: CareerAnchorResult; anchors: ReadonlyMap<string, Anchor> }) {
  if (result.quality) return <QualityNotes notes={result.quality} afterTakeaway />;
  const name = (code: string) => anchors.get(code)?.name ?? code;
  const notes: string[] = [];
  if (result.flags.sameAnswers)
    notes.push('모든 문장에 같은 점수로 답해, 앵커 사이의 차이가 답이 아니라 고른 세 문장에서만 나왔습니다.');
  if (result.flags.flat)
    notes.push(
      '여덟 앵커의 점수가 1점 안에 모여 있습니다. 아직 한 가지 가치가 뚜렷하지 않을 수 있으니 결과를 단정하지 말고 경험을 더 쌓으며 다시 해 보세요.',
    );
  if (result.flags.nearTie)
    notes.push(
      `${withParticle(name(result.top[0]), '와/과')} ${name(result.top[1])}의 점수 차이가 0.4점 이하로, 두 앵커가 거의 같은 무게입니다.`,
    );
  if (result.runnerUp) notes.push(`${name(result.runnerUp)}도 두 번째 앵커와 점수가 가까워 함께 살펴볼 만합니다.`);
  if (notes.length === 0) return null;
  return (
    <Notice tone="info" title="결과를 읽기 전에">
      {notes.join(' ')}
    </Notice>
  );
}

/** The eight scores as a chart, the top two anchors explained with the statements that carried them. */
export function ResultScreen() {
  const whose = useWhose();
  const shown = useShownResult<CareerAnchorSaved>();
  const back = <BackToTools />;
  return (
    <ResultGate
      title={`${whose} 커리어 앵커`}
      back={back}
      shown={shown}
      empty="문항에 모두 답하고 세 문장을 고르면 결과가 나옵니다."
    >
      {(saved) => <ResultBody saved={saved} back={back} />}
    </ResultGate>
  );
}

/** The result in a sentence: the first anchor, or the anchors sharing the first place. */
function takeaway(result: CareerAnchorResult, name: (code: CareerAnchorResult['top'][number]) => string): string {
  const first = result.tied?.includes(result.top[0]) ? result.tied : [result.top[0]];
  return first.length > 1
    ? `커리어 앵커는 ${first.map((code) => `‘${name(code)}’`).join(', ')}입니다 (공동 1위)`
    : `커리어 앵커는 ‘${name(result.top[0])}’입니다`;
}

/** What it means: the first anchor's summary, and the second (or that none is second). */
function meaningOf(
  result: CareerAnchorResult,
  top: readonly Anchor[],
  name: (code: CareerAnchorResult['top'][number]) => string,
): string {
  const tied = result.tied && result.tied.length > 1 ? result.tied : null;
  const summary = top[0]?.summary ?? '';
  if (tied && !tied.includes(result.top[0]))
    return `${summary} 두 번째 앵커는 정해지지 않았습니다 — ${tied.map(name).join(', ')}의 점수가 같습니다.`;
  if (tied) return summary;
  return `${summary} 두 번째로 높은 앵커는 ‘${name(result.top[1])}’입니다.`;
}

function ResultBody({ saved, back }: { saved: CareerAnchorSaved; back: ReactNode }) {
  const { navigate } = useCareerAnchor();
  const whose = useWhose();
  const printable = useRef<HTMLDivElement>(null);
  // The anchors and statements as they read when this result was computed (the admin may edit them since).
  const anchors = new Map(saved.result.content.anchors.map((anchor) => [anchor.code, anchor]));
  const statements = new Map(saved.result.content.statements.map((statement) => [statement.id, statement]));

  const { result, created_at } = saved;
  const top = result.top.map((code) => anchors.get(code)).filter((anchor): anchor is Anchor => Boolean(anchor));
  const name = (code: (typeof result.top)[number]) => anchors.get(code)?.name ?? code;
  // Anchors sharing the second place's score stand together: none of them is "the" second.
  const tied = result.tied && result.tied.length > 1 ? result.tied : null;
  const shared = tied?.includes(result.top[0]) ? null : tied;
  const highlighted: readonly string[] = tied ? [result.top[0], ...tied] : result.top;
  const max = result.max ?? 10;
  return (
    <ToolScreen
      title={`${whose} 커리어 앵커`}
      description={`${pastResultTime(created_at)}의 결과입니다.`}
      back={back}
      next={
        <Button variant="primary" onPress={() => navigate('action-item/result', saved.run_id)}>
          실천 계획 세우기
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <ResultPdf target={printable} filename="커리어앵커_결과.pdf" createdAt={saved.created_at} />
        <Button variant="ghost" size="sm" onPress={() => navigate('explain')}>
          점수 계산 방법
        </Button>
      </div>
      <div ref={printable} className={styles.result}>
        <ResultTakeaway
          result={takeaway(result, name)}
          meaning={meaningOf(result, top, name)}
          notes={result.quality}
          steps={result.suggestions}
        />
        <div className={styles.block} data-pdf-block="여덟 앵커 점수 막대">
          <BarChart
            title={result.max ? `여덟 가지 앵커 점수 (1~${scoreText(max)}점)` : '여덟 가지 앵커 점수 (10점 만점 기준)'}
            max={max}
            format={scoreText}
            // Highest first, as every tool's chart; equal scores keep the test's order (the sort is stable).
            data={[...result.scores]
              .sort((a, b) => b.score - a.score)
              .map((score) => ({
                label: anchors.get(score.code)?.name ?? score.code,
                value: score.score,
                highlight: highlighted.includes(score.code),
              }))}
          />
        </div>
        <CounsellingMemo />
        <Honesty result={result} anchors={anchors} />
        <section className={styles.block} aria-labelledby="career-anchor-top" data-pdf-block="가장 높은 두 앵커">
          <Heading level={2} id="career-anchor-top">
            {tied === null
              ? top.map((anchor) => anchor.name).join(' · ')
              : shared
                ? `${name(result.top[0])} · 공동 2위 ${shared.map(name).join(', ')}`
                : `공동 1위 ${tied.map(name).join(', ')}`}
          </Heading>
          <Text tone="muted">
            {tied === null
              ? '점수가 가장 높은 두 앵커입니다. 아래 막대에서 여덟 앵커 모두를 비교해 볼 수 있습니다.'
              : `${tied.map(name).join(', ')}의 점수가 같아 어느 한쪽을 두 번째라고 할 수 없습니다. 같은 점수끼리 막대의 순서는 검사의 앵커 순서일 뿐입니다.`}
          </Text>
        </section>
        {top.map((anchor) => {
          const carriedBy = result.scores.find((score) => score.code === anchor.code)?.carriedBy ?? [];
          return (
            <section
              key={anchor.code}
              className={styles.flowBlock}
              aria-labelledby={`career-anchor-${anchor.code}`}
              data-pdf-block={`${anchor.name} 설명`}
            >
              <Heading level={2} size={3} id={`career-anchor-${anchor.code}`}>
                {anchor.name}
              </Heading>
              <Text>{anchor.summary}</Text>
              <Heading level={3} size={4}>
                중요하게 여기는 것
              </Heading>
              <Text>{anchor.values}</Text>
              <Heading level={3} size={4}>
                잘 맞는 일
              </Heading>
              <Text>{anchor.fits}</Text>
              <Heading level={3} size={4}>
                주의할 점
              </Heading>
              <Text>{anchor.watch}</Text>
              <WhyThisResult
                level={3}
                answers={carriedBy.map((id) => ({
                  key: id,
                  text: statements.get(id)?.text ?? '',
                  note: result.picks.includes(id) ? '(가장 나다운 문장으로 고름, +4점)' : '(6점)',
                }))}
                empty="6점으로 답하거나 고른 문장은 없고, 다섯 문장의 고른 점수가 이 앵커를 올렸습니다."
              />
            </section>
          );
        })}
      </div>
      <ResultFeedback saved={saved} />
    </ToolScreen>
  );
}
