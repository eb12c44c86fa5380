import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { Loaded } from '../../framework/Loaded';
import { StreamedWriting } from '../../framework/StreamedWriting';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useFinish } from '../../framework/useFinish';
import { useLoaded } from '../../framework/useLoaded';
import { useStreamedText } from '../../framework/useStreamedText';
import { useJobSearch } from '../context';
import type { MadePlan } from '../types';
import { Plan } from './Plan';

const TITLE = '구직 계획';

/** The plan: made (its text written as it comes), made again, and saved. */
export function PlanScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="구직 탐색" />;
  return <Planning runId={run.id} />;
}

function Planning({ runId }: { runId: number }) {
  const { calls, navigate } = useJobSearch();
  const loaded = useLoaded(() => calls.plan.load({ params: { runId } }), runId);
  const [made, setMade] = useState<MadePlan | null>(null);
  const first = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (first) setMade(first);
  }, [first]);
  const writing = useStreamedText<MadePlan>({
    call: (handlers) => calls.jobSearch.stream({ body: { run_id: runId } }, handlers),
    onDone: setMade,
  });
  const { finish } = useFinish({ score: calls.saveUser, show: 'action-item/result' });

  return (
    <ToolScreen
      title={TITLE}
      description="고른 분야와 조건, 지금까지의 검사 결과로 만든 계획입니다. 조건을 바꾸면 다시 만들 수 있습니다."
      back={
        <Button variant="ghost" onPress={() => navigate('check/interest')}>
          조건 고치기
        </Button>
      }
      next={
        <Button
          variant="primary"
          isDisabled={made === null || writing.state.phase === 'writing'}
          onPress={() => void finish()}
        >
          이 계획으로 저장하기
        </Button>
      }
    >
      <StreamedWriting
        writing={writing}
        startLabel={made ? '다시 만들기' : '계획 만들기'}
        startVariant={made ? 'secondary' : 'primary'}
        failed="계획을 만들지 못했습니다"
        writingLabel="안내 글을 쓰는 중"
      />
      <Loaded value={loaded} failed="계획을 불러오지 못했습니다" loading={{ label: '계획을 불러오는 중', lines: 4 }}>
        {() =>
          made ? (
            <Plan plan={made.plan} text={made.text} label={made.generator.label} unsupported={made.unsupported} />
          ) : writing.state.phase !== 'writing' ? (
            <Text tone="muted">아직 만든 계획이 없습니다. '계획 만들기'를 눌러 주세요.</Text>
          ) : null
        }
      </Loaded>
    </ToolScreen>
  );
}
