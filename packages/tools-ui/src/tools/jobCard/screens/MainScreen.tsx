import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useJobCard } from '../context';
import { recap, resumeScreen } from '../model/flow';
import * as styles from './screens.css';

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });

/** The tool's front page: what it is, how long it takes, where the user left off, past results. */
export function MainScreen() {
  const { content, navigate, subjectName } = useJobCard();
  const { snapshot, actions } = useToolRun();
  const open = snapshot.run?.status === 'open' ? snapshot.run : null;
  const started = open && open.answers.length > 0;

  const begin = async (restart: boolean) => {
    if (await actions.start(restart)) navigate('checklist');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="나는 어떤 직업에 끌릴까"
      description="직업 카드를 한 장씩 보며 끌리는 카드와 끌리지 않는 카드로 나누고, 끌린 이유를 정리합니다. 끌린 카드들이 함께 가진 흥미 코드와 관련 직업을 알려 드립니다."
      next={
        started ? (
          <>
            <Button variant="secondary" onPress={() => void begin(true)}>
              처음부터 다시
            </Button>
            <Button variant="primary" onPress={() => navigate(resumeScreen(open.screen, content, snapshot.answers))}>
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
      {started ? <Notice title="이어서 할 수 있습니다">{recap(content, snapshot.answers)}</Notice> : null}
      <div className={styles.facts}>
        <Card title="걸리는 시간" headingLevel={2}>
          <Text>
            준비 질문 {content.warm_up.length}개 · 카드 최대 {content.card_limit}장 · 약 20분
          </Text>
        </Card>
        <Card title="하는 일" headingLevel={2}>
          <Text>
            준비 질문에 답하고 살펴볼 직업 분류를 {content.category_limit}개까지 고른 뒤, 카드를 끌린다와 끌리지
            않는다로 나누고 끌린 카드마다 이유를 고릅니다.
          </Text>
        </Card>
        <Card title="얻는 것" headingLevel={2}>
          <Text>끌린 카드들의 흥미 코드와 끌린 이유, 관련 직업과 그 이유, 실천 계획</Text>
        </Card>
      </div>
      {snapshot.results.length > 0 ? (
        <Stack space="3">
          <Heading level={2} size={4}>
            지난 결과
          </Heading>
          <ul className={styles.pastList}>
            {snapshot.results.map((past) => (
              <li key={past.run_id} className={styles.pastItem}>
                <Text>{dateLabel(past.created_at)}</Text>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${dateLabel(past.created_at)} 결과 보기`}
                  onPress={() => navigate('recommend', past.run_id)}
                >
                  결과 보기
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </ToolScreen>
  );
}
