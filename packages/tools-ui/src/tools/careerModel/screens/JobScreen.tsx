import { CAREER_MODEL_JOBS } from '@career/api-sdk';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { usePreparationFilter } from '../../framework/PreparationFilter';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { choicesOf, useCareerModel } from '../context';
import type { RecommendedJob } from '../types';
import { JobRow, MadeWithout } from './parts';
import * as styles from './screens.css';

const TITLE = '추천 직업';

/** Occupations recommended from the student's results, each with what carried it; up to three chosen. */
export function JobScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="커리어 모델" />;
  return <Jobs runId={run.id} />;
}

function Jobs({ runId }: { runId: number }) {
  const { calls, navigate } = useCareerModel();
  const { snapshot, actions } = useToolRun();
  const loaded = useLoaded(() => calls.recommendJob.load({ body: { run_id: runId } }), runId);
  const { jobs: chosen } = choicesOf(snapshot.answers);
  const full = chosen.length >= CAREER_MODEL_JOBS;
  const toggle = (id: number, on: boolean) =>
    actions.answer('jobs', on ? [...chosen, id] : chosen.filter((entry) => entry !== id));

  return (
    <ToolScreen
      title={TITLE}
      description={`더 알아보고 싶은 직업을 ${CAREER_MODEL_JOBS}개까지 고르세요. 적합도는 흥미 코드가 얼마나 겹치는지(0~100)이며, 능력이나 합격 가능성이 아닙니다. 적합도가 같으면 학력, 끌린 카드, 앵커 순으로 앞세우고, 목록의 마지막과 적합도가 같은 직업은 모두 보여 드립니다.`}
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('root')}>
          이전: 내 결과
        </Button>
      }
      next={
        <Button variant="primary" isDisabled={chosen.length === 0} onPress={() => navigate('recommend/major')}>
          다음: 전공 추천
        </Button>
      }
    >
      <Loaded
        value={loaded}
        failed="직업을 추천하지 못했습니다"
        loading={{ label: '직업을 추천하는 중', variant: 'block', lines: 5 }}
      >
        {(data) => (
          <>
            <MadeWithout missing={data.basis.missing} />
            {data.jobs.length === 0 ? (
              <Notice title="추천할 근거가 아직 없습니다">
                성격 유형, 커리어 앵커, 코어 컬러링, 직업 카드 가운데 하나라도 결과가 있으면 그 결과로 직업을
                추천합니다.
              </Notice>
            ) : (
              <>
                <Text tone="muted">
                  고른 직업 {chosen.length}/{CAREER_MODEL_JOBS}
                </Text>
                <JobChoices jobs={data.jobs}>
                  {(job) => {
                    const on = chosen.includes(job.id);
                    return (
                      <Checkbox isSelected={on} isDisabled={!on && full} onChange={(next) => toggle(job.id, next)}>
                        {job.name} 고르기
                      </Checkbox>
                    );
                  }}
                </JobChoices>
              </>
            )}
          </>
        )}
      </Loaded>
    </ToolScreen>
  );
}

/** The recommended jobs, filterable by the preparation they usually need (the framework's filter). */
function JobChoices({
  jobs,
  children,
}: {
  jobs: readonly RecommendedJob[];
  children: (job: RecommendedJob) => ReactNode;
}) {
  const { shown, filter } = usePreparationFilter(jobs);
  return (
    <>
      {filter}
      <ol className={styles.list}>
        {shown.map((job) => (
          <JobRow key={job.id} job={job}>
            {children(job)}
          </JobRow>
        ))}
      </ol>
    </>
  );
}
