import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { pastResultLabel, pastResultTime } from '../../framework/screens/pastResults';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useCoreColoring } from '../context';
import { namedTop, onScale, scoringSentence, weightsOf } from '../model/result';
import type { CoreCode, CoreColoringResult, CoreColoringSaved } from '../types';
import { ChangeTable } from './ChangeTable';
import { CoreGrid } from './CoreGrid';
import { ResultGate } from './ResultGate';
import * as styles from './screens.css';

const TITLE = '지난 결과와 비교';

/** This result beside another of the same user: two grids and each core's change. */
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
      description={`${pastResultTime(saved.created_at)}의 결과를 다른 날의 결과와 나란히 봅니다. 점수가 달라진 코어에서 그사이의 변화를 읽어 보세요.`}
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

  const sameScale =
    pair.status !== 'ready' ||
    JSON.stringify(weightsOf(pair.data.past.result)) === JSON.stringify(weightsOf(pair.data.current.result));

  return frame(
    <>
      <Select
        label="비교할 결과"
        className={styles.shortField}
        options={others.map((result) => ({ id: result.run_id, label: pastResultLabel(result) }))}
        selectedKey={pastRun}
        onSelectionChange={(key) => setPastRun(Number(key))}
      />
      {pair.status === 'loading' ? <Skeleton label="비교할 결과를 불러오는 중" variant="block" lines={4} /> : null}
      {pair.status === 'error' ? (
        <ErrorState title="지난 결과를 불러오지 못했습니다" description={pair.message} onRetry={pair.retry} />
      ) : null}
      {pair.status === 'ready' ? (
        <>
          <div className={styles.compareGrids}>
            <CoreGrid
              caption={`지난 결과 · ${pastResultTime(pair.data.past.created_at)}`}
              cores={pair.data.past.result.content.cores}
              scores={pair.data.past.result.cores}
              top={namedTop(pair.data.past.result)}
            />
            <CoreGrid
              caption={`이번 결과 · ${pastResultTime(pair.data.current.created_at)}`}
              cores={pair.data.current.result.content.cores}
              scores={pair.data.current.result.cores}
              top={namedTop(pair.data.current.result)}
            />
          </div>
          <Text>{topChange(pair.data.past.result, pair.data.current.result, nameOf)}</Text>
          <ChangeTable
            current={pair.data.current.result.cores}
            past={pair.data.past.result.cores}
            pastLabel="지난 점수"
            currentLabel="이번 점수"
            nameOf={nameOf}
            scoreOf={sameScale ? undefined : (score) => onScale(score, weightsOf(pair.data.current.result))}
          />
          {sameScale ? null : (
            <Text size="sm" tone="muted">
              두 결과는 채점 방식이 달라, 지난 점수를 이번 방식({scoringSentence(weightsOf(pair.data.current.result))}
              )으로 다시 계산해 나란히 놓았습니다. 격자의 점수는 각 결과가 계산된 그대로입니다.
            </Text>
          )}
        </>
      ) : null}
    </>,
  );
}

/** What happened to the strongest cores between two results, from what each named (or did not). */
function topChange(past: CoreColoringResult, current: CoreColoringResult, nameOf: (code: CoreCode) => string) {
  const names = (result: CoreColoringResult) => {
    const top = namedTop(result);
    return top.length === 0 ? '꼽지 않음' : top.map(nameOf).join(' · ');
  };
  if (names(past) === names(current))
    return namedTop(current).length === 0
      ? '두 결과 모두 가장 강한 코어를 꼽지 않았습니다.'
      : `가장 강한 코어는 두 결과 모두 ${names(current)}입니다.`;
  return `가장 강한 코어가 바뀌었습니다. 지난번: ${names(past)} / 이번: ${names(current)}`;
}
