import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { TOOL_NAME, useCareerAnchor } from '../context';
import * as styles from './screens.css';

/** How the tool goes, before the first statement. */
export function IntroduceScreen() {
  const { navigate, subjectName } = useCareerAnchor();
  const { snapshot, actions } = useToolRun();

  const begin = async () => {
    if (snapshot.run?.status === 'open' || (await actions.start(false))) navigate('checklist');
  };

  return (
    <ToolScreen
      toolName={TOOL_NAME}
      subjectName={subjectName}
      title="이렇게 진행합니다"
      description="정답은 없습니다. 되고 싶은 모습보다 지금까지 일하고 공부하며 실제로 느낀 대로 답할수록 결과가 정확해집니다."
      back={
        <Button variant="ghost" onPress={() => navigate('main')}>
          처음으로
        </Button>
      }
      next={
        <>
          <Button variant="secondary" onPress={() => navigate('explain')}>
            앵커와 점수 설명 보기
          </Button>
          <Button variant="primary" onPress={() => void begin()}>
            문항 시작
          </Button>
        </>
      }
    >
      <ol className={styles.steps}>
        <li>
          <Text>
            <strong>40개 문장에 답합니다.</strong> 문장마다 나와 얼마나 같은지 1점(전혀 아니다)부터 6점(매우 그렇다)까지
            고릅니다. 답은 고르는 즉시 저장되어, 창을 닫아도 이어서 할 수 있습니다.
          </Text>
        </li>
        <li>
          <Text>
            <strong>가장 나다운 문장 세 개를 고릅니다.</strong> 높게 답한 문장 가운데 특히 나를 잘 설명하는 문장입니다.
          </Text>
        </li>
        <li>
          <Text>
            <strong>결과를 읽고 실천 계획을 세웁니다.</strong> 여덟 가지 앵커 점수와 나의 두 앵커에 맞는 일, 주의할 점을
            보고 언제까지 무엇을 할지 정합니다.
          </Text>
        </li>
      </ol>
    </ToolScreen>
  );
}
