import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { COLOR_LABELS, WANT_LABEL } from '../model/flow';
import { noTopOf, rankOf, risenCores, weightsOf } from '../model/result';
import { type CoreCode, type CoreColoringResult, isCurrentScoring } from '../types';
import * as styles from './screens.css';

/**
 * The round result: how the coloring split, and what keeping statements in round 2 changed. Every
 * sentence is read from the result's counts: a ranking of cores at 0 points is never offered as one.
 */
export function RoundChange({ result, nameOf }: { result: CoreColoringResult; nameOf: (code: CoreCode) => string }) {
  const risen = risenCores(result);
  const { counts } = result;
  const weights = weightsOf(result);
  const points = new Map(result.cores.map((core) => [core.code, core]));
  const before = (code: CoreCode) => {
    const core = points.get(code);
    return core ? core.score - weights.root * core.root : 0;
  };
  const ranked = noTopOf(result) === null;
  const beforeTop = result.roundOneRanking
    .filter((code) => before(code) > 0)
    .slice(0, 3)
    .map(nameOf);
  const marks = isCurrentScoring(result) ? result.counts.wanted - result.counts.green : 0;
  return (
    <section className={styles.block} aria-labelledby="core-coloring-rounds" data-pdf-block="1라운드에서 2라운드로">
      <Heading level={2} size={3} id="core-coloring-rounds">
        1라운드에서 2라운드로
      </Heading>
      <Text>
        1라운드에서 {COLOR_LABELS.red} {counts.red}개, {COLOR_LABELS.yellow} {counts.yellow}개, {COLOR_LABELS.green}{' '}
        {counts.green}개, {COLOR_LABELS.none} {counts.none}개로 칠했습니다.
        {marks > 0 ? ` 빨강이나 노랑 문장 ${marks}개에는 ‘${WANT_LABEL}’를 함께 표시했습니다.` : ''}
        {ranked && beforeTop.length > 0 ? ` 색칠만으로는 ${beforeTop.join(' · ')} 순이었습니다.` : ''}
      </Text>
      {counts.red === 0 ? (
        <Text>
          빨강(지금의 나)으로 칠한 문장이 없어 2라운드는 건너뛰었고, 1라운드의 색칠이 그대로 결과가 되었습니다.
        </Text>
      ) : result.root.length === 0 ? (
        <Text>2라운드에서 고른 문장이 없어 1라운드의 순위가 그대로 결과가 되었습니다.</Text>
      ) : risen.length === 0 ? (
        <Text>
          2라운드에서 고른 {result.root.length}개 문장은 순위를 바꾸지 않았습니다. 1라운드에서 드러난 코어를 한 번 더
          확인한 셈입니다.
        </Text>
      ) : (
        <>
          <Text>2라운드에서 고른 {result.root.length}개 문장이 순위를 바꿨습니다.</Text>
          <ul className={styles.carried}>
            {risen.map((change) => (
              <li key={change.code}>
                <Text size="sm">
                  {nameOf(change.code)}: {change.before}위 → {change.after}위 (▲ {change.before - change.after}계단
                  올랐습니다)
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
      <Text tone="muted" size="sm">
        {ranked
          ? `최종 순위(점수): ${result.ranking
              .filter((code) => (points.get(code)?.score ?? 0) > 0)
              .map((code) => `${rankOf(result.ranking, code)}. ${nameOf(code)} ${points.get(code)?.score ?? 0}점`)
              .join(', ')}`
          : `코어마다 점수: ${result.ranking.map((code) => `${nameOf(code)} ${points.get(code)?.score ?? 0}점`).join(', ')}. 순위는 매기지 않았습니다.`}
      </Text>
    </section>
  );
}
