import { ToolIntroduce } from '../../framework/screens/ToolIntroduce';

/** How selling point goes. */
export function IntroduceScreen() {
  return (
    <ToolIntroduce
      title="셀링 포인트는 이렇게 진행합니다"
      description="면접관이 궁금한 것은 '무엇을 잘하는가'보다 '그것을 어떻게 보여 줄 수 있는가'입니다. 직무의 말로 강점을 고르고, 경험으로 증명합니다."
      steps={[
        { does: '목표 직업 고르기', how: '직업 이름으로 찾아 하나를 고릅니다.' },
        {
          does: '강점 키워드 고르기',
          how: '그 일에 필요한 역량 키워드(직업기초능력 바탕)와 뜻을 보고, 경험으로 보여 줄 수 있는 것을 다섯 개까지 고릅니다.',
        },
        {
          does: '경험 적기',
          how: '키워드마다 그 강점을 보여 준 경험을 적습니다. 심층 인터뷰에서 정리한 이야기를 가져올 수도 있습니다.',
        },
        {
          does: '자기소개 문단 고르기',
          how: '적은 경험만으로 만든 문단을 여러 번 받아 비교하고, 고쳐 쓴 버전을 더해 하나를 고릅니다.',
        },
      ]}
      first="root"
      startLabel="목표 직업 고르기"
    />
  );
}
