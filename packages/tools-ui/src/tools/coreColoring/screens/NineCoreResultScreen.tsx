import { withParticle } from '@career/api-sdk';
import { useRef } from 'react';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { CounsellingMemo, ResultFeedback, ResultPdf, ResultTakeaway } from '../../framework';
import { BackToTools } from '../../framework/BackToTools';
import { pastResultTime } from '../../framework/screens/pastResults';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useWhose } from '../../framework/whose';
import { useCoreColoring } from '../context';
import { namedTop } from '../model/result';
import type { CoreCode, CoreColoringResult, Quadrant } from '../types';
import { CoreGrid } from './CoreGrid';
import { Honesty } from './Honesty';
import { captionOf, MatrixReport } from './MatrixReport';
import { ResultGate } from './ResultGate';
import { RoundChange } from './RoundChange';
import * as styles from './screens.css';
import { TopCores } from './TopCores';

const titleOf = (whose: string) => `${whose} 9코어`;

/** The result in a sentence and what it means: the strongest core's summary and the cores after it, or why none is named. */
function takeawayOf(result: CoreColoringResult, top: readonly CoreCode[], nameOf: (code: CoreCode) => string) {
  const [first, ...rest] = top;
  if (!first)
    return {
      result: '코어 컬러링에서는 가장 강한 코어가 드러나지 않았습니다',
      meaning:
        '지금의 나로 칠한 문장이 고르거나 없어, 어느 코어가 가장 강하다고 말할 수 없습니다. 문장을 다시 읽으며 나다운 문장을 골라 보세요.',
    };
  const summary = result.content.cores.find((core) => core.code === first)?.summary ?? '';
  const after = rest.map(nameOf).join(', ');
  return {
    result: `가장 강한 코어는 ‘${nameOf(first)}’입니다`,
    meaning: after ? `${summary} 뒤이어 ${withParticle(after, '이/가')} 강합니다.` : summary,
  };
}

/**
 * The 3×3 grid of strengths, the top three explained, the round result and the matrix: one report
 * a result (issue 23), then 결과 소감.
 */
export function NineCoreResultScreen() {
  const { navigate, hasScreen } = useCoreColoring();
  const { snapshot } = useToolRun();
  const whose = useWhose();
  const printable = useRef<HTMLDivElement>(null);
  const back = <BackToTools />;

  return (
    <ResultGate title={titleOf(whose)} back={back}>
      {(saved) => {
        const { result } = saved;
        const nameOf = (code: CoreCode) => result.content.cores.find((core) => core.code === code)?.name ?? code;
        const quadrantName = (code: Quadrant) =>
          result.content.quadrants.find((quadrant) => quadrant.code === code)?.name ?? code;
        const comparable = hasScreen('9core/compare') && snapshot.results.some((past) => past.run_id !== saved.run_id);
        const top = namedTop(result);
        return (
          <ToolScreen
            title={titleOf(whose)}
            description={`${pastResultTime(saved.created_at)}의 결과입니다.`}
            back={back}
            next={
              <Button variant="primary" onPress={() => navigate('recommend/action-item', saved.run_id)}>
                실천 계획 세우기
              </Button>
            }
          >
            <div className={styles.toolbar}>
              <ResultPdf target={printable} filename="코어컬러링_결과.pdf" createdAt={saved.created_at} />
              <Button variant="secondary" size="sm" onPress={() => navigate('matrix/result', saved.run_id)}>
                매트릭스 보기
              </Button>
              {comparable ? (
                <Button variant="secondary" size="sm" onPress={() => navigate('9core/compare', saved.run_id)}>
                  지난 결과와 비교
                </Button>
              ) : null}
            </div>
            <div ref={printable} className={styles.result}>
              <ResultTakeaway
                {...takeawayOf(result, top, nameOf)}
                notes={'quality' in result ? result.quality : undefined}
                steps={result.suggestions}
              />
              <div className={styles.block} data-pdf-block="아홉 코어 격자">
                <CoreGrid
                  caption="아홉 코어의 점수 (행: 생각·마음·행동, 열: 나·관계·일)"
                  cores={result.content.cores}
                  scores={result.cores}
                  top={top}
                />
                <Text size="sm" tone="muted">
                  {top.length > 0
                    ? `★와 순위는 가장 강한 ${top.length}개 코어입니다.`
                    : '이번 결과에는 가장 강한 코어로 꼽은 칸(★)이 없습니다.'}
                </Text>
              </div>
              <CounsellingMemo />
              <Honesty result={result} nameOf={nameOf} afterTakeaway />
              <TopCores result={result} />
              <RoundChange result={result} nameOf={nameOf} />
              <section
                className={`${styles.block} ${styles.introduces}`}
                aria-labelledby="core-coloring-matrix"
                data-pdf-block="지금의 나와 되고 싶은 나"
              >
                <Heading level={2} id="core-coloring-matrix">
                  지금의 나와 되고 싶은 나
                </Heading>
                <Text size="sm" tone="muted">
                  {captionOf(result, quadrantName)}
                </Text>
              </section>
              <MatrixReport saved={saved} headingLevel={3} />
            </div>
            <ResultFeedback key={saved.run_id} saved={saved} />
          </ToolScreen>
        );
      }}
    </ResultGate>
  );
}
