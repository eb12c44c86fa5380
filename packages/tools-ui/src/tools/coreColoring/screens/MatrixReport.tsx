import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { useWhose } from '../../framework/whose';
import { WANT_LABEL } from '../model/flow';
import { QUADRANT_ORDER, weightsOf } from '../model/result';
import {
  type CoreCode,
  type CoreColoringResult,
  type CoreColoringSaved,
  isCurrentScoring,
  type Quadrant,
} from '../types';
import { MatrixPlot } from './MatrixPlot';
import { markName } from './palette';
import { QuadrantSwatch } from './QuadrantMark';
import { QuadrantTable } from './QuadrantTable';
import * as styles from './screens.css';

/**
 * What the plot shows, in words: the two measures by the answers they count (named as the
 * checklist names them, not by the pens' colours, which the marks do not wear) and the marks'
 * shapes and colours, from the same table the plot and its legend are drawn from.
 */
export function captionOf(result: CoreColoringResult, quadrantName: (code: Quadrant) => string) {
  const axes = isCurrentScoring(result)
    ? `가로는 지금의 강도(‘지금의 나’로 칠한 문장이 많을수록 강하고, ‘가끔의 나’는 일부만 셉니다), 세로는 되고 싶은 마음(‘되고 싶은 나’로 칠하거나 ‘${WANT_LABEL}’를 표시한 문장의 비율)입니다.`
    : '가로는 지금의 강도(‘지금의 나’와 ‘가끔의 나’로 칠한 정도), 세로는 되고 싶은 마음(‘되고 싶은 나’로 칠한 문장의 비율)입니다.';
  const marks = QUADRANT_ORDER.map((code) => `${markName(code)} ${quadrantName(code)}`).join(', ');
  return `${axes} 표시 하나가 코어 하나이고, 표시의 모양과 색은 그 코어가 놓인 사분면입니다: ${marks}.`;
}

/**
 * The matrix as the screen and the report show it: the plot, what to do in each of the person's
 * quadrants, and the same in a table. The 9-core report carries it after the grid (one report a
 * result, issue 23).
 */
export function MatrixReport({ saved, headingLevel }: { saved: CoreColoringSaved; headingLevel: 2 | 3 }) {
  // The cores and quadrants as they read when this result was computed.
  const { cores, quadrants } = saved.result.content;
  const whose = useWhose();
  const nameOf = (code: CoreCode) => cores.find((core) => core.code === code)?.name ?? code;
  const quadrantName = (code: Quadrant) => quadrants.find((quadrant) => quadrant.code === code)?.name ?? code;
  const weights = weightsOf(saved.result);
  return (
    <>
      <MatrixPlot
        cores={saved.result.cores}
        nameOf={nameOf}
        quadrantName={quadrantName}
        thresholds={{ current: weights.strongFrom, desire: weights.wantedFrom }}
      />
      <div className={styles.cards} data-pdf-block="나의 사분면에서 해 볼 일">
        {QUADRANT_ORDER.map((code) => {
          const mine = saved.result.cores.filter((core) => core.quadrant === code);
          const content = quadrants.find((quadrant) => quadrant.code === code);
          if (mine.length === 0 || !content) return null;
          return (
            <Card
              key={code}
              headingLevel={headingLevel}
              title={
                <>
                  <QuadrantSwatch quadrant={code} /> {content.name}
                </>
              }
              description={`${whose} 코어: ${mine.map((core) => nameOf(core.code)).join(', ')}`}
            >
              <div className={styles.section}>
                <Heading level={headingLevel === 2 ? 3 : 4} size={4}>
                  이렇게 해 보세요
                </Heading>
                <Text>{content.advice}</Text>
              </div>
            </Card>
          );
        })}
      </div>
      <QuadrantTable cores={saved.result.cores} quadrants={quadrants} nameOf={nameOf} />
    </>
  );
}
