import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { recap } from '../context';

/** The tool's front page. */
export function MainScreen() {
  const { snapshot } = useToolRun();
  return (
    <ToolMain
      title="내 강점을 직무의 말로 정리하기"
      description="셀링 포인트: 목표 직업에 필요한 역량 가운데 내가 경험으로 보여 줄 수 있는 강점을 골라, 경험과 함께 자기소개 문단으로 엮습니다."
      facts={{
        time: '30분 안팎 · 여러 번에 나누어 해도 됩니다',
        does: '목표 직업을 고르고, 그 일의 역량 키워드 가운데 내 강점을 고른 뒤 강점마다 경험을 적습니다.',
        gives: '강점과 경험의 목록, 여러 버전 가운데 고른 자기소개 문단(PDF로 저장), 실천 계획.',
      }}
      recap={recap(snapshot.answers)}
      resume="root"
      resultScreen="action-item/result"
    />
  );
}
