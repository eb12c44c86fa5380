import { useRef } from 'react';
import { Button } from '../../../components/Button';
import { ResultPdf } from '../../framework';
import { ToolScreen } from '../../framework/ToolScreen';
import { useCoreColoring } from '../context';
import { WANT_LABEL } from '../model/flow';
import { type CoreCode, isCurrentScoring, type Quadrant } from '../types';
import { Honesty } from './Honesty';
import { MatrixPlot } from './MatrixPlot';
import { QuadrantTable } from './QuadrantTable';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '지금의 나와 되고 싶은 나';

/** Each core on current strength × desire, in four quadrants; the same in a table under the plot. */
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
        return (
          <ToolScreen
            title={TITLE}
            description={
              isCurrentScoring(saved.result)
                ? `가로는 지금의 강도(빨강으로 칠한 정도, 노랑은 일부만 셈), 세로는 되고 싶은 마음(초록으로 칠하거나 ‘${WANT_LABEL}’를 표시한 정도)입니다. 가운데 선을 기준으로 네 사분면으로 나뉩니다.`
                : '가로는 지금의 강도(빨강과 노랑으로 칠한 정도), 세로는 되고 싶은 마음(초록으로 칠한 정도)입니다. 가운데 선을 기준으로 네 사분면으로 나뉩니다.'
            }
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
              <MatrixPlot cores={saved.result.cores} nameOf={nameOf} quadrantName={quadrantName} />
              <QuadrantTable cores={saved.result.cores} quadrants={quadrants} nameOf={nameOf} />
            </div>
          </ToolScreen>
        );
      }}
    </ResultGate>
  );
}
