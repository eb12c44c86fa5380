import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { Notice } from '../../../patterns/Notice';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, usePtid } from '../context';
import { recap, resumeScreen } from '../model/flow';
import * as styles from './screens.css';

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });

const SOURCE_LABELS = {
  class: '수업에서 제공한 이용권으로 합니다.',
  coupon: '등록한 쿠폰으로 합니다.',
  purchase: '구매한 이용권으로 합니다.',
  ai_gift: 'AI 선물로 받은 검사입니다.',
} as const;

/** The tool's front page: what it is, whether the user may take it, where they left off, past results. */
export function MainScreen() {
  const { questions, access, navigate, subjectName } = usePtid();
  const { snapshot, actions } = useToolRun();
  const open = snapshot.run?.status === 'open' ? snapshot.run : null;
  const started = open && open.answers.length > 0;
  const { activities, pick_count: pickCount } = questions;

  const begin = async (restart: boolean) => {
    if (await actions.start(restart)) navigate('introduce');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="나는 어떤 일에 흥미를 느낄까"
      description="좋아하는 활동과 나를 닮은 유형을 바탕으로 여섯 가지 흥미 유형 가운데 나의 세 글자 코드를 찾고, 그 코드에 맞는 직업 분야와 직업을 살펴봅니다."
      next={
        !access.granted ? null : started ? (
          <>
            <Button variant="secondary" onPress={() => void begin(true)}>
              처음부터 다시
            </Button>
            <Button
              variant="primary"
              onPress={() => navigate(resumeScreen(open.screen, activities, snapshot.answers, pickCount))}
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
      {access.granted ? (
        access.source ? (
          <Text tone="muted">{SOURCE_LABELS[access.source]}</Text>
        ) : null
      ) : (
        <Notice tone="warning" title="이용권이 있어야 할 수 있는 검사입니다">
          {access.message}
        </Notice>
      )}
      {access.granted && started ? (
        <Notice title="이어서 할 수 있습니다">{recap(activities, snapshot.answers, pickCount)}</Notice>
      ) : null}
      <div className={styles.facts}>
        <Card title="걸리는 시간" headingLevel={2}>
          <Text>활동 {activities.length}개 · 약 15분</Text>
        </Card>
        <Card title="하는 일" headingLevel={2}>
          <Text>
            활동마다 얼마나 좋아하는지 답하고, 해 보고 싶은 활동 {pickCount}개를 고른 뒤 여섯 유형을 나와 닮은 순서로
            놓습니다.
          </Text>
        </Card>
        <Card title="얻는 것" headingLevel={2}>
          <Text>나의 흥미 코드와 그 이유, 잘 맞는 직업 분야와 추천 직업, 실천 계획</Text>
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
                <Button variant="secondary" size="sm" onPress={() => navigate('select/job-category', past.run_id)}>
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
