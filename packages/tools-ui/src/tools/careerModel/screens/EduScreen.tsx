import { CAREER_MODEL_PATHS } from '@career/api-sdk';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { RunSaveStatus } from '../../framework/RunSaveStatus';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { choicesOf, useCareerModel } from '../context';
import type { RecommendedPath } from '../types';
import { useKeepResult } from './parts';
import * as styles from './screens.css';

const TITLE = '추천 교육·훈련';

/** Certificates, programmes and courses for the occupations chosen; those to follow up chosen. */
export function EduScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="커리어 모델" />;
  return <Paths runId={run.id} />;
}

function Paths({ runId }: { runId: number }) {
  const { calls, navigate, hasScreen } = useCareerModel();
  const { snapshot, actions } = useToolRun();
  const loaded = useLoaded(() => calls.recommendEdu.load({ body: { run_id: runId } }), runId);
  const { paths: chosen } = choicesOf(snapshot.answers);
  const { finish, finishing: busy } = useKeepResult();
  const toggle = (id: number, on: boolean) =>
    actions.answer('paths', on ? [...chosen, id] : chosen.filter((entry) => entry !== id));
  const checks = hasScreen('check/result');
  return (
    <ToolScreen
      title={TITLE}
      description={`고른 직업을 준비하는 자격증, 훈련 과정, 강좌입니다. 알아볼 것을 ${CAREER_MODEL_PATHS}개까지 고르면 실천 계획에 담깁니다.`}
      status={<RunSaveStatus />}
      back={
        <Button variant="ghost" onPress={() => navigate('recommend/major')}>
          이전: 추천 전공
        </Button>
      }
      next={
        checks ? (
          <Button variant="primary" onPress={() => navigate('check/result')}>
            다음: 준비도 점검
          </Button>
        ) : (
          <Button variant="primary" isDisabled={busy} onPress={() => void finish()}>
            저장하고 실천 계획 세우기
          </Button>
        )
      }
    >
      <Loaded
        value={loaded}
        failed="교육·훈련을 추천하지 못했습니다"
        loading={{ label: '교육·훈련을 추천하는 중', variant: 'block', lines: 4 }}
      >
        {(data) =>
          data.paths.length === 0 ? (
            <Notice title="이어지는 교육·훈련 정보가 없습니다">
              고른 직업에 연결된 교육·훈련 자료가 아직 없습니다.
            </Notice>
          ) : (
            <ul className={styles.list}>
              {data.paths.map((path) => {
                const on = chosen.includes(path.id);
                return (
                  <PathRow key={path.id} path={path}>
                    <Checkbox
                      isSelected={on}
                      isDisabled={!on && chosen.length >= CAREER_MODEL_PATHS}
                      onChange={(next) => toggle(path.id, next)}
                    >
                      {path.name} 알아보기
                    </Checkbox>
                  </PathRow>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </ToolScreen>
  );
}

export function PathRow({ path, children }: { path: RecommendedPath; children?: React.ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.head}>
        <Text weight="bold">{path.name}</Text>
        <Badge tone="neutral">{path.type_label}</Badge>
        <Text size="sm" tone="muted">
          {path.length}
        </Text>
      </span>
      <Text size="sm">{path.description}</Text>
      <Text size="sm" tone="muted">
        이어지는 직업: {path.for_jobs.join(', ')}
      </Text>
      {children}
    </li>
  );
}
