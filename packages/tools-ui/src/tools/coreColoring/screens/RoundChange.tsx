import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { COLOR_LABELS } from '../model/flow';
import { rankOf, risenCores } from '../model/result';
import type { CoreCode, CoreColoringResult } from '../types';
import * as styles from './screens.css';

/** The round result: how the coloring split, and what keeping statements in round 2 changed. */
export function RoundChange({ result, nameOf }: { result: CoreColoringResult; nameOf: (code: CoreCode) => string }) {
  const risen = risenCores(result);
  const { counts } = result;
  const before = result.roundOneRanking.slice(0, 3).map(nameOf).join(' · ');
  return (
    <section className={styles.block} aria-labelledby="core-coloring-rounds" data-pdf-block="1라운드에서 2라운드로">
      <Heading level={2} size={3} id="core-coloring-rounds">
        1라운드에서 2라운드로
      </Heading>
      <Text>
        1라운드에서 {COLOR_LABELS.red} {counts.red}개, {COLOR_LABELS.yellow} {counts.yellow}개, {COLOR_LABELS.green}{' '}
        {counts.green}개, {COLOR_LABELS.none} {counts.none}개로 칠했습니다. 색칠만으로는 {before} 순이었습니다.
      </Text>
      {result.root.length === 0 ? (
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
        최종 순위: {result.ranking.map((code) => `${rankOf(result.ranking, code)}. ${nameOf(code)}`).join(', ')}
      </Text>
    </section>
  );
}
