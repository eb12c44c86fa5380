import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { ToolScreen } from '../../framework/ToolScreen';
import { useCoreColoring } from '../context';
import type { CoreCode, Quadrant } from '../types';
import { Honesty } from './Honesty';
import { captionOf, MatrixReport } from './MatrixReport';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '지금의 나와 되고 싶은 나';

/**
 * Each core on current strength × desire, in four quadrants; what to do in the person's own
 * quadrants; the same in a table. Its report is the 9-core result's, which carries the matrix too.
 */
export function MatrixResultScreen() {
  const { navigate, runId } = useCoreColoring();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('9core/result', run)}>
      9코어 결과로
    </Button>
  );

  return (
    <ResultGate title={TITLE} back={back(runId ?? undefined)}>
      {(saved) => {
        const { cores, quadrants } = saved.result.content;
        const nameOf = (code: CoreCode) => cores.find((core) => core.code === code)?.name ?? code;
        const quadrantName = (code: Quadrant) => quadrants.find((quadrant) => quadrant.code === code)?.name ?? code;
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
            <Text size="sm" tone="muted">
              PDF 보고서는 9코어 결과 화면에서 저장합니다. 격자와 이 매트릭스가 한 보고서에 함께 담깁니다.
            </Text>
            <div className={styles.result}>
              <Honesty result={saved.result} nameOf={nameOf} />
              <MatrixReport saved={saved} headingLevel={2} />
            </div>
          </ToolScreen>
        );
      }}
    </ResultGate>
  );
}
