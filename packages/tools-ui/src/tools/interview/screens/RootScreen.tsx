import { useEffect, useState } from 'react';
import { BackToToolMain } from '../../framework/BackToTools';
import { Loaded } from '../../framework/Loaded';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { inToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useInterview } from '../context';
import type { InterviewSet } from '../types';
import { Asking } from './Asking';
import { SetUp } from './SetUp';

const TITLE = '면접 연습';

/** The interview: its questions picked and ordered, then asked one at a time. */
export function RootScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="면접" />;
  return <Interview runId={run.id} />;
}

function Interview({ runId }: { runId: number }) {
  const { calls } = useInterview();
  const loaded = useLoaded(
    () => calls.sort.load({ params: { runId, order: 'asked', category: 'all', difficulty: 'all' } }),
    runId,
  );
  const [set, setSet] = useState<InterviewSet | null>(null);
  const [asking, setAsking] = useState(false);
  const first = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (!first) return;
    setSet(first);
    if (first.started) setAsking(true);
  }, [first]);

  const back = <BackToToolMain />;
  if (loaded.status !== 'ready') {
    return (
      <Loaded
        value={loaded}
        failed="면접 질문을 불러오지 못했습니다"
        loading={{ label: '면접 질문을 불러오는 중', variant: 'block', lines: 4 }}
        frame={inToolScreen({ title: TITLE, back })}
      />
    );
  }
  if (asking && set && set.questions.length > 0) return <Asking runId={runId} set={set} back={back} />;
  return <SetUp runId={runId} set={set} onSet={setSet} onStart={() => setAsking(true)} back={back} />;
}
