import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useCareerAnchor } from '../context';
import { recap, resumeScreen } from '../model/flow';
import * as styles from './screens.css';

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });

/** The tool's front page: what it is, where the user left off, and the results kept so far. */
export function MainScreen() {
  const { questions, navigate, subjectName } = useCareerAnchor();
  const { snapshot, actions } = useToolRun();
  const open = snapshot.run?.status === 'open' ? snapshot.run : null;
  const started = open && open.answers.length > 0;

  const begin = async (restart: boolean) => {
    if (await actions.start(restart)) navigate('introduce');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="일에서 끝까지 놓지 않을 나의 닻"
      description="커리어 앵커는 일을 고를 때 끝까지 양보하기 어려운 가치입니다. 40개 문장에 답하면 여덟 가지 앵커 중 나를 가장 잘 설명하는 두 가지를 찾습니다."
      next={
        started ? (
          <>
            <Button variant="secondary" onPress={() => void begin(true)}>
              처음부터 다시
            </Button>
            <Button
              variant="primary"
              onPress={() => navigate(resumeScreen(open.screen, questions.statements, snapshot.answers))}
            >
              이어서 하기
            </Button>
          </>
        ) : (
          <Button variant="primary" onPress={() => void begin(false)}>
            시작하기
          </Button>
        )
      }
    >
      {started ? <Notice title="이어서 할 수 있습니다">{recap(questions.statements, snapshot.answers)}</Notice> : null}
      <div className={styles.facts}>
        <Card title="걸리는 시간" headingLevel={2}>
          <Text>40문항 · 약 10분</Text>
        </Card>
        <Card title="하는 일" headingLevel={2}>
          <Text>문장마다 나와 얼마나 같은지 1~6점으로 답하고, 가장 나다운 문장 세 개를 고릅니다.</Text>
        </Card>
        <Card title="얻는 것" headingLevel={2}>
          <Text>여덟 가지 앵커 점수, 나의 두 앵커에 맞는 일과 주의할 점, 실천 계획.</Text>
        </Card>
      </div>
      <section aria-labelledby="career-anchor-past">
        <Stack space="3">
          <Heading level={2} size={4} id="career-anchor-past">
            지난 결과
          </Heading>
          {snapshot.results.length === 0 ? (
            <Text tone="muted">아직 저장된 결과가 없습니다. 검사를 마치면 여기에 날짜별로 남습니다.</Text>
          ) : (
            <ul className={styles.pastList}>
              {snapshot.results.map((result) => (
                <li key={result.run_id} className={styles.pastItem}>
                  <Text>{dateLabel(result.created_at)} 결과</Text>
                  <Button size="sm" variant="secondary" onPress={() => navigate('result', result.run_id)}>
                    결과 보기
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </ToolScreen>
  );
}
