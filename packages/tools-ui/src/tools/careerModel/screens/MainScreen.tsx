import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { recap } from '../context';

/** The tool's front page. */
export function MainScreen() {
  const { snapshot } = useToolRun();
  return (
    <ToolMain
      title="지금까지의 결과로 그리는 진로"
      description="커리어 모델: 성격 유형, 커리어 앵커, 코어 컬러링, 직업 카드에서 나온 결과를 모아 어울리는 직업을 추천하고, 고른 직업에 맞는 전공과 교육·훈련 경로를 보여 줍니다. 추천마다 어떤 결과에서 나왔는지 밝힙니다."
      facts={{
        time: '10분 안팎',
        does: '모은 결과와 학력·전공을 확인하고, 추천 직업 가운데 세 개까지 고른 뒤 전공과 교육 경로를 봅니다.',
        gives: '근거를 밝힌 추천 직업, 전공, 교육·훈련 경로(PDF로 저장)와 실천 계획.',
      }}
      recap={recap(snapshot.answers)}
      resume="root"
      first="root"
      resultScreen="action-item/result"
    />
  );
}
