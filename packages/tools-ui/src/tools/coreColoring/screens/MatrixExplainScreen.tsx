import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { ToolScreen } from '../../framework/ToolScreen';
import { useWhose } from '../../framework/whose';
import { useCoreColoring } from '../context';
import { QUADRANT_ORDER } from '../model/result';
import type { QuadrantContent } from '../types';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '네 사분면 읽는 법';

/** What each quadrant means and what to do about it, with this user's cores in each. */
export function MatrixExplainScreen() {
  const { navigate, runId } = useCoreColoring();
  const whose = useWhose();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('matrix/result', run)}>
      매트릭스로
    </Button>
  );

  return (
    <ResultGate title={TITLE} back={back(runId ?? undefined)}>
      {(saved) => {
        // The cores and quadrants as they read when this result was computed.
        const { content } = saved.result;
        const nameOf = (code: string) => content.cores.find((core) => core.code === code)?.name ?? code;
        const quadrants = QUADRANT_ORDER.map((code) =>
          content.quadrants.find((quadrant) => quadrant.code === code),
        ).filter((quadrant): quadrant is QuadrantContent => Boolean(quadrant));
        return (
          <ToolScreen
            title={TITLE}
            description="사분면은 좋고 나쁨이 아니라, 지금의 나와 되고 싶은 나가 어디서 만나고 어디서 갈리는지를 보여 줍니다."
            back={back(saved.run_id)}
            next={
              <Button variant="primary" onPress={() => navigate('recommend/action-item', saved.run_id)}>
                실천 계획 세우기
              </Button>
            }
          >
            <div className={styles.cards}>
              {quadrants.map((quadrant) => {
                const mine = saved.result.cores.filter((core) => core.quadrant === quadrant.code);
                return (
                  <Card key={quadrant.code} title={quadrant.name} description={quadrant.axis} headingLevel={2}>
                    <div className={styles.section}>
                      <Text>{quadrant.explanation}</Text>
                      <Heading level={3} size={4}>
                        이렇게 해 보세요
                      </Heading>
                      <Text>{quadrant.advice}</Text>
                      <Heading level={3} size={4}>
                        {whose} 코어
                      </Heading>
                      <Text tone={mine.length === 0 ? 'muted' : 'default'}>
                        {mine.length === 0
                          ? '이 사분면에 놓인 코어가 없습니다.'
                          : mine.map((core) => nameOf(core.code)).join(', ')}
                      </Text>
                    </div>
                  </Card>
                );
              })}
            </div>
          </ToolScreen>
        );
      }}
    </ResultGate>
  );
}
