import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { pastResultLabel, pastResultTime } from '../../framework/screens/pastResults';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useCoreColoring } from '../context';
import {
  allRedPoints,
  changeSummary,
  namedTop,
  noTopOf,
  onScale,
  rankMoves,
  scoringSentence,
  weightsOf,
} from '../model/result';
import type { CoreCode, CoreColoringSaved } from '../types';
import { ChangeTable } from './ChangeTable';
import { CoreGrid, CoreGridLegend } from './CoreGrid';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '지난 결과와 비교';

/** This result beside another of the same user: what changed, two grids and each core's change of place. */
export function CompareScreen() {
  const { navigate, runId } = useCoreColoring();
  const back = (run?: number) => (
    <Button variant="ghost" onPress={() => navigate('9core/result', run)}>
      9코어 결과로
    </Button>
  );
  return (
    <ResultGate title={TITLE} back={back(runId ?? undefined)}>
      {(saved) => <Comparison key={saved.run_id} saved={saved} back={back(saved.run_id)} />}
    </ResultGate>
  );
}

function Comparison({ saved, back }: { saved: CoreColoringSaved; back: ReactNode }) {
  const { calls, hasScreen } = useCoreColoring();
  const canCompare = hasScreen('9core/compare');
  const { snapshot } = useToolRun();
  const others = snapshot.results.filter((result) => result.run_id !== saved.run_id);
  const [pastRun, setPastRun] = useState<number | null>(others[0]?.run_id ?? null);
  const pair = useLoaded(
    () =>
      pastRun === null || !canCompare
        ? null
        : calls.pastResult.load({ params: { runId: saved.run_id, pastRunId: pastRun } }),
    pastRun,
  );
  // Each result names its cores as they read when it was computed.
  const nameOf = (code: CoreCode) => saved.result.content.cores.find((core) => core.code === code)?.name ?? code;

  const frame = (children: ReactNode) => (
    <ToolScreen
      title={TITLE}
      description="두 결과를 만든 순서대로 나란히 놓고, 이전 결과에서 최근 결과로 무엇이 달라졌는지 봅니다. 순위가 달라진 코어에서 그사이의 변화를 읽어 보세요."
      back={back}
    >
      {children}
    </ToolScreen>
  );

  if (!canCompare) {
    return frame(
      <Notice title="이 화면에서는 비교할 수 없습니다">지난 결과와의 비교는 상담사와 본인만 볼 수 있습니다.</Notice>,
    );
  }
  if (others.length === 0 || pastRun === null) {
    return frame(
      <Notice title="비교할 지난 결과가 없습니다">
        코어 컬러링을 한 번 더 하면 그때의 결과와 이번 결과를 나란히 볼 수 있습니다. 몇 달 뒤 다시 색칠해 보면 무엇이
        달라졌는지 알 수 있습니다.
      </Notice>,
    );
  }

  return frame(
    <>
      <Select
        label="비교할 결과"
        className={styles.shortField}
        options={others.map((result) => ({ id: result.run_id, label: pastResultLabel(result) }))}
        selectedKey={pastRun}
        onSelectionChange={(key) => setPastRun(Number(key))}
      />
      <Loaded
        value={pair}
        failed="지난 결과를 불러오지 못했습니다"
        loading={{ label: '비교할 결과를 불러오는 중', variant: 'block', lines: 4 }}
      >
        {({ past, current }) => <Sides pair={[past, current]} nameOf={nameOf} />}
      </Loaded>
    </>,
  );
}

/**
 * The two results in the order they were made, whichever one is open: each side named by its own
 * date and time, what changed in a sentence or two, both grids, and each core's change of place.
 */
function Sides({
  pair,
  nameOf,
}: {
  pair: readonly [CoreColoringSaved, CoreColoringSaved];
  nameOf: (code: CoreCode) => string;
}) {
  const [first, second] = pair;
  const [earlier, later] = Date.parse(first.created_at) <= Date.parse(second.created_at) ? pair : [second, first];
  const laterWeights = weightsOf(later.result);
  const sameScale = JSON.stringify(weightsOf(earlier.result)) === JSON.stringify(laterWeights);
  const side = (saved: CoreColoringSaved) => ({ cores: saved.result.cores, ranked: noTopOf(saved.result) === null });
  const moves = rankMoves(side(earlier), side(later), sameScale ? undefined : (score) => onScale(score, laterWeights));
  const earlierLabel = `이전 결과 · ${pastResultTime(earlier.created_at)}`;
  const laterLabel = `최근 결과 · ${pastResultTime(later.created_at)}`;
  // Shaded on one scale, the two grids share a legend; on two, each says its own shades.
  const oneShadeScale = allRedPoints(earlier.result.cores) === allRedPoints(later.result.cores);
  const grid = ({ result }: CoreColoringSaved, caption: string) => (
    <CoreGrid
      caption={caption}
      cores={result.content.cores}
      scores={result.cores}
      top={namedTop(result)}
      legend={!oneShadeScale}
    />
  );
  return (
    <>
      <Card title="무엇이 달라졌나요" headingLevel={2}>
        <Text>
          {changeSummary(moves, { earlier: namedTop(earlier.result), later: namedTop(later.result) }, nameOf)}
        </Text>
      </Card>
      <div className={styles.compareGrids}>
        {grid(earlier, earlierLabel)}
        {grid(later, laterLabel)}
      </div>
      {oneShadeScale ? <CoreGridLegend scores={later.result.cores} /> : null}
      <ChangeTable moves={moves} earlierLabel={earlierLabel} laterLabel={laterLabel} nameOf={nameOf} />
      {sameScale ? null : (
        <Text size="sm" tone="muted">
          두 결과는 채점 방식이 달라, 표의 이전 점수는 최근 방식({scoringSentence(laterWeights)})으로 다시 계산해 순위를
          매겼습니다. 격자의 점수는 각 결과가 계산된 그대로입니다.
        </Text>
      )}
    </>
  );
}
