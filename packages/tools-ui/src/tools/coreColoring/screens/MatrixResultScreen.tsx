import { useRef } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { ResultPdf } from '../../framework';
import { ToolScreen } from '../../framework/ToolScreen';
import { useCoreColoring } from '../context';
import { WANT_LABEL } from '../model/flow';
import { QUADRANT_ORDER, weightsOf } from '../model/result';
import { type CoreCode, type CoreColoringResult, isCurrentScoring, type Quadrant } from '../types';
import { Honesty } from './Honesty';
import { MatrixPlot } from './MatrixPlot';
import { swatch } from './MatrixPlot.css';
import { QUADRANT_COLOR } from './palette';
import { QuadrantTable } from './QuadrantTable';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '지금의 나와 되고 싶은 나';

/**
 * What the plot shows, in words: the two measures by the answers they count (named as the
 * checklist names them, not by the pens' colours, which the dots do not wear) and the dots'
 * colours, from the same table the plot and its legend are drawn from.
 */
function captionOf(result: CoreColoringResult, quadrantName: (code: Quadrant) => string) {
  const axes = isCurrentScoring(result)
    ? `가로는 지금의 강도(‘지금의 나’로 칠한 문장이 많을수록 강하고, ‘가끔의 나’는 일부만 셉니다), 세로는 되고 싶은 마음(‘되고 싶은 나’로 칠하거나 ‘${WANT_LABEL}’를 표시한 문장의 비율)입니다.`
    : '가로는 지금의 강도(‘지금의 나’와 ‘가끔의 나’로 칠한 정도), 세로는 되고 싶은 마음(‘되고 싶은 나’로 칠한 문장의 비율)입니다.';
  const colors = QUADRANT_ORDER.map((code) => `${QUADRANT_COLOR[code].name} ${quadrantName(code)}`).join(', ');
  return `${axes} 점 하나가 코어 하나이고, 점의 색은 그 코어가 놓인 사분면입니다: ${colors}.`;
}

/** Each core on current strength × desire, in four quadrants; what to do in the person's own quadrants; the same in a table. */
export function MatrixResultScreen() {
  const { navigate, runId } = useCoreColoring();
  const printable = useRef<HTMLDivElement>(null);
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('9core/result', run)}>
      9코어 결과로
    </Button>
  );

  return (
    <ResultGate title={TITLE} back={back(runId ?? undefined)}>
      {(saved) => {
        // The cores and quadrants as they read when this result was computed.
        const { cores, quadrants } = saved.result.content;
        const nameOf = (code: CoreCode) => cores.find((core) => core.code === code)?.name ?? code;
        const quadrantName = (code: Quadrant) => quadrants.find((quadrant) => quadrant.code === code)?.name ?? code;
        const weights = weightsOf(saved.result);
        return (
          <ToolScreen
            title={TITLE}
            description={captionOf(saved.result, quadrantName)}
            back={back(saved.run_id)}
            next={
              <Button variant="primary" onPress={() => navigate('matrix/explain', saved.run_id)}>
                사분면 설명 보기
              </Button>
            }
          >
            <div className={styles.toolbar}>
              <ResultPdf target={printable} filename="코어컬러링_매트릭스.pdf" createdAt={saved.created_at} />
            </div>
            <div ref={printable} className={styles.result}>
              <Honesty result={saved.result} nameOf={nameOf} />
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
                      headingLevel={2}
                      title={
                        <>
                          <span aria-hidden="true" className={swatch[code]} /> {content.name}
                        </>
                      }
                      description={`나의 코어: ${mine.map((core) => nameOf(core.code)).join(', ')}`}
                    >
                      <div className={styles.section}>
                        <Heading level={3} size={4}>
                          이렇게 해 보세요
                        </Heading>
                        <Text>{content.advice}</Text>
                      </div>
                    </Card>
                  );
                })}
              </div>
              <QuadrantTable cores={saved.result.cores} quadrants={quadrants} nameOf={nameOf} />
            </div>
          </ToolScreen>
        );
      }}
    </ResultGate>
  );
}
