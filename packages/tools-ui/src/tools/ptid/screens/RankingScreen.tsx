import { Button } from '../../../components/Button';
import { RankList } from '../../../components/RankList';
import { Text } from '../../../components/Text';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen, ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useLoaded } from '../../framework/useLoaded';
import { usePtid } from '../context';
import { RANKING_ITEM, rankingOf } from '../model/flow';
import type { HollandLetter } from '../types';

const TITLE = '나와 닮은 순서로 놓아 주세요';

/**
 * The six types put in the order the user is most like them, from a starting order of the run's
 * own; the order is saved as it changes, and the result is scored from here.
 */
export function RankingScreen() {
  const { calls, content, navigate } = usePtid();
  const { snapshot, actions } = useToolRun();
  const runId = snapshot.run?.id ?? null;
  const saved = rankingOf(snapshot.answers);
  const starting = useLoaded(
    () => (saved || runId === null ? null : calls.ranking.load({ body: { run_id: runId } })),
    runId,
  );
  const readOnly = snapshot.run?.status !== 'open';
  const order: readonly HollandLetter[] | null = saved ?? (starting.status === 'ready' ? starting.data.order : null);
  const { finish, finishing } = useFinish({
    score: calls.saveUser,
    show: 'select/job-category',
    // The order as shown counts, also when it was never changed.
    before: () => saved || !order || actions.answer(RANKING_ITEM, [...order]),
  });

  const back = (
    <Button variant="ghost" onPress={() => navigate('root')}>
      활동 고르기로
    </Button>
  );
  if (!order) {
    return (
      <Loaded
        value={starting}
        failed="유형 카드를 불러오지 못했습니다"
        loading={{ label: '유형 카드를 불러오는 중', variant: 'block', lines: 6 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }

  const types = new Map(content.questions.types.map((type) => [type.code, type]));
  return (
    <ToolScreen
      title={TITLE}
      description="가장 나 같은 유형을 맨 위에, 가장 나와 먼 유형을 맨 아래에 둡니다. 순서는 옮기는 즉시 저장됩니다."
      status={<RunSaveStatus />}
      back={back}
      next={
        <Button
          variant="primary"
          isDisabled={readOnly}
          isLoading={finishing}
          loadingLabel="결과를 계산하는 중"
          onPress={() => void finish()}
        >
          결과 보기
        </Button>
      }
    >
      <RankList
        label="나와 닮은 순서"
        isReadOnly={readOnly}
        items={order.map((code) => ({ key: code, label: types.get(code)?.name ?? code }))}
        renderItem={(item) => {
          const type = types.get(item.key as HollandLetter);
          return (
            <>
              <Text weight="semibold">
                {item.label} · {type?.keyword}
              </Text>
              <Text size="sm" tone="muted">
                {type?.ranking}
              </Text>
            </>
          );
        }}
        onReorder={(keys) => actions.answer(RANKING_ITEM, keys)}
      />
    </ToolScreen>
  );
}
