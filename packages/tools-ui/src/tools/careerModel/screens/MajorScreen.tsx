import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { Loaded } from '../../framework/Loaded';
import { NoOpenRun } from '../../framework/screens/NoOpenRun';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useLoaded } from '../../framework/useLoaded';
import { useCareerModel } from '../context';
import type { RecommendedMajor } from '../types';
import * as styles from './screens.css';

const TITLE = '추천 전공';

/** Majors that lead to the occupations chosen, those serving more of them first. */
export function MajorScreen() {
  const { snapshot } = useToolRun();
  const run = snapshot.run;
  if (run?.status !== 'open') return <NoOpenRun title={TITLE} what="커리어 모델" />;
  return <Majors runId={run.id} />;
}

function Majors({ runId }: { runId: number }) {
  const { calls, navigate } = useCareerModel();
  const loaded = useLoaded(() => calls.recommendMajor.load({ body: { run_id: runId } }), runId);
  return (
    <ToolScreen
      title={TITLE}
      description="고른 직업으로 이어지는 전공입니다. 여러 직업에 이어지는 전공을 앞에 두었습니다."
      back={
        <Button variant="ghost" onPress={() => navigate('recommend/job')}>
          이전: 추천 직업
        </Button>
      }
      next={
        <Button variant="primary" onPress={() => navigate('recommend/edu')}>
          다음: 교육·훈련 추천
        </Button>
      }
    >
      <Loaded
        value={loaded}
        failed="전공을 추천하지 못했습니다"
        loading={{ label: '전공을 추천하는 중', variant: 'block', lines: 4 }}
      >
        {(data) => (
          <>
            <Text>고른 직업: {data.chosen.map((job) => job.name).join(', ')}</Text>
            {data.majors.length === 0 ? (
              <Notice title="이어지는 전공 정보가 없습니다">고른 직업에 연결된 전공 자료가 아직 없습니다.</Notice>
            ) : (
              <ul className={styles.list}>
                {data.majors.map((major) => (
                  <MajorRow key={major.id} major={major} />
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </ToolScreen>
  );
}

export function MajorRow({ major }: { major: RecommendedMajor }) {
  return (
    <li className={styles.row}>
      <span className={styles.head}>
        <Text weight="bold">{major.name}</Text>
        <Badge tone="neutral">{major.field}</Badge>
        {major.current ? <Badge tone="success">지금 전공</Badge> : null}
      </span>
      <Text size="sm">{major.description}</Text>
      <Text size="sm" tone="muted">
        이어지는 직업: {major.for_jobs.join(', ')}
      </Text>
    </li>
  );
}
