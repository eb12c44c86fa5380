import { Button } from '../../../components/Button';
import { ToolIntroduce } from '../../framework/screens/ToolIntroduce';
import { useCareerAnchor } from '../context';

/** How the tool goes, before the first statement. */
export function IntroduceScreen() {
  const { content, navigate } = useCareerAnchor();
  return (
    <ToolIntroduce
      title="이렇게 진행합니다"
      description="정답은 없습니다. 되고 싶은 모습보다 지금까지 일하고 공부하며 실제로 느낀 대로 답할수록 결과가 정확해집니다."
      first="checklist"
      startLabel="문항 시작"
      aside={
        <Button variant="secondary" onPress={() => navigate('explain')}>
          앵커와 점수 설명 보기
        </Button>
      }
      steps={[
        {
          does: `${content.statements.length}개 문장에 답합니다.`,
          how: '문장마다 나와 얼마나 같은지 1점(전혀 아니다)부터 6점(매우 그렇다)까지 고릅니다. 답은 고르는 즉시 저장되어, 창을 닫아도 이어서 할 수 있습니다.',
        },
        {
          does: '가장 나다운 문장 세 개를 고릅니다.',
          how: '높게 답한 문장 가운데 특히 나를 잘 설명하는 문장입니다.',
        },
        {
          does: '결과를 읽고 실천 계획을 세웁니다.',
          how: '여덟 가지 앵커 점수와 나의 두 앵커에 맞는 일, 주의할 점을 보고 언제까지 무엇을 할지 정합니다.',
        },
      ]}
    />
  );
}
