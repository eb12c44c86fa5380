import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, usePtid } from '../context';
import * as styles from './screens.css';

/** The six types and how the tool goes, before the first activity. */
export function IntroduceScreen() {
  const { questions, navigate, subjectName } = usePtid();
  const { snapshot, actions } = useToolRun();

  const begin = async () => {
    if (snapshot.run?.status === 'open' || (await actions.start(false))) navigate('checklist');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="여섯 가지 흥미 유형"
      description="사람마다 끌리는 일의 모습이 다릅니다. 잘하는지보다 얼마나 좋아하는지를 떠올리며 답하면 결과가 정확해집니다."
      back={
        <Button variant="ghost" onPress={() => navigate('main')}>
          처음으로
        </Button>
      }
      next={
        <Button variant="primary" onPress={() => void begin()}>
          활동 답하기 시작
        </Button>
      }
    >
      <ul className={styles.typeList}>
        {questions.types.map((type) => (
          <li key={type.code} className={styles.typeItem}>
            <Heading level={2} size={4}>
              {type.code} · {type.name}
            </Heading>
            <Text size="sm" tone="muted">
              {type.keyword}
            </Text>
          </li>
        ))}
      </ul>
      <ol className={styles.steps}>
        <li>
          <Text>
            <strong>활동 {questions.activities.length}개에 답합니다.</strong> 활동마다 얼마나 좋아하는지 1(전혀
            싫다)부터 5(매우 좋다)까지 고릅니다. 답은 고르는 즉시 저장됩니다.
          </Text>
        </li>
        <li>
          <Text>
            <strong>가장 해 보고 싶은 활동 {questions.pick_count}개를 고릅니다.</strong>
          </Text>
        </li>
        <li>
          <Text>
            <strong>여섯 유형을 나와 닮은 순서로 놓습니다.</strong> 키보드만으로도, 마우스로도 옮길 수 있습니다.
          </Text>
        </li>
        <li>
          <Text>
            <strong>나의 코드에 맞는 직업 분야를 고르고 추천 직업을 봅니다.</strong> 꿈꾸는 직업과도 견주어 볼 수
            있습니다.
          </Text>
        </li>
      </ol>
    </ToolScreen>
  );
}
