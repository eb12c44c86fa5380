import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { confirm } from '../../../shell/dialog';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useCoreColoring } from '../context';
import { answeredCount, recap, resumeScreen } from '../model/flow';
import { resultDate } from '../model/result';
import * as styles from './screens.css';

/** The tool's front page: what it gives, where the user left off, and the results kept so far. */
export function MainScreen() {
  const { questions, navigate, subjectName } = useCoreColoring();
  const { snapshot, actions } = useToolRun();
  const { statements } = questions;
  const open = snapshot.run?.status === 'open' ? snapshot.run : null;
  const colored = open ? answeredCount(statements, snapshot.answers) : 0;
  const started = open !== null && Object.keys(snapshot.answers).length > 0;

  const begin = async () => {
    if (await actions.start(false)) navigate('introduce');
  };

  // A new run leaves the open one behind; the colorings made so far would be lost, so ask first.
  const restart = async () => {
    const sure = await confirm(
      `지금까지 색칠한 ${colored}개 문장은 이어서 할 수 없게 됩니다. 지난 결과는 그대로 남습니다. 새로 시작할까요?`,
      { title: '처음부터 새로 색칠할까요?', confirmLabel: '새로 색칠하기', tone: 'danger' },
    );
    if (sure && (await actions.start(true))) navigate('introduce');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="문장을 색칠하며 찾는 나의 아홉 코어"
      description={`생각·마음·행동이 나·관계·일에서 어떻게 드러나는지 아홉 가지 코어로 살펴봅니다. ${statements.length}개 문장을 네 가지 색으로 칠하면 지금 강한 코어와 키우고 싶은 코어가 보입니다.`}
      next={
        started ? (
          <>
            <Button variant="secondary" onPress={() => void restart()}>
              새로 색칠하기
            </Button>
            <Button variant="primary" onPress={() => navigate(resumeScreen(statements, snapshot.answers))}>
              이어서 하기
            </Button>
          </>
        ) : (
          <Button variant="primary" onPress={() => void begin()}>
            시작하기
          </Button>
        )
      }
    >
      {started ? (
        <Notice title="이어서 할 수 있습니다">
          {recap(statements, snapshot.answers, questions.root_max)}{' '}
          <Button variant="ghost" size="sm" onPress={() => navigate('introduce')}>
            색칠 방법 다시 보기
          </Button>
        </Notice>
      ) : null}
      <div className={styles.facts}>
        <Card title="걸리는 시간" headingLevel={2}>
          <Text>{statements.length}문장 · 약 15분</Text>
        </Card>
        <Card title="하는 일" headingLevel={2}>
          <Text>
            문장마다 지금의 나·가끔의 나·되고 싶은 나·해당 없음 가운데 하나로 색칠하고, 가장 나다운 문장을 몇 개
            고릅니다.
          </Text>
        </Card>
        <Card title="얻는 것" headingLevel={2}>
          <Text>아홉 코어의 강도, 강점과 성장 목표를 보여 주는 매트릭스, 나에게 맞는 실천 계획.</Text>
        </Card>
      </div>
      <section aria-labelledby="core-coloring-past">
        <Stack space="3">
          <Heading level={2} size={4} id="core-coloring-past">
            지난 결과
          </Heading>
          {snapshot.results.length === 0 ? (
            <Text tone="muted">아직 저장된 결과가 없습니다. 색칠을 마치면 여기에 날짜별로 남습니다.</Text>
          ) : (
            <ul className={styles.pastList}>
              {snapshot.results.map((result) => {
                const date = resultDate(result.created_at, true);
                return (
                  <li key={result.run_id} className={styles.pastItem}>
                    <Text>{date} 결과</Text>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${date} 결과 보기`}
                      onPress={() => navigate('9core/result', result.run_id)}
                    >
                      결과 보기
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </Stack>
      </section>
    </ToolScreen>
  );
}
