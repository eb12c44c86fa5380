import { Button } from '../../../components/Button';
import { Loaded } from '../../framework/Loaded';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useInterview } from '../context';
import type { InterviewSaved } from '../types';
import { InterviewReport } from './Report';

/** The summary (with the rater's scores once released), then the next steps as action items. */
export function ActionItemResultScreen() {
  const { navigate, hasScreen } = useInterview();
  return (
    <ActionItemScreen<InterviewSaved>
      title="모의 면접 연습 결과와 실천 계획"
      description="연습할 점을 실천 계획으로 옮겨 두세요. 날짜를 정하면 다음 연습 때 함께 확인하기 쉽습니다."
      back={(runId) =>
        hasScreen('fourth/result') && runId !== undefined ? (
          <Button variant="ghost" onPress={() => navigate('fourth/result', runId)}>
            4단계 종합으로
          </Button>
        ) : (
          <Button variant="ghost" onPress={() => navigate('main')}>
            면접 첫 화면으로
          </Button>
        )
      }
      summary={(saved) => <Summary saved={saved} />}
    />
  );
}

function Summary({ saved }: { saved: InterviewSaved }) {
  const { calls } = useInterview();
  const runId = saved.run_id;
  const loaded = useLoaded(async () => {
    const [fourth, second] = await Promise.all([
      calls.resultFourth.load({ params: { runId } }),
      calls.resultSecond.load({ params: { runId } }),
    ]);
    if (!fourth.ok) return fourth;
    if (!second.ok) return second;
    return { ok: true as const, data: { fourth: fourth.data, second: second.data } };
  }, runId);
  return (
    <Loaded
      value={loaded}
      failed="결과를 불러오지 못했습니다"
      loading={{ label: '결과를 불러오는 중', variant: 'block', lines: 3 }}
    >
      {({ fourth, second }) => <InterviewReport saved={saved} fourth={fourth} second={second} />}
    </Loaded>
  );
}
