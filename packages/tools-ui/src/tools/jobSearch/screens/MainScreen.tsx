import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { recap } from '../context';

/** The tool's front page. */
export function MainScreen() {
  const { snapshot } = useToolRun();
  return (
    <ToolMain
      title="따라 할 수 있는 구직 계획"
      description="구직 탐색: 관심 분야와 희망 조건을 정하면, 지금까지의 검사 결과에 맞는 직무와 채용 사이트 검색어, 준비할 역량과 근거, 주차별 계획을 만듭니다."
      facts={{
        time: '15분 안팎',
        does: '관심 분야를 고르고, 지역·고용 형태·경력 단계·근무 시간을 정한 뒤 계획을 받습니다.',
        gives: '목표 직무, 검색어, 준비할 역량과 근거, 4~8주 계획(PDF로 저장)과 주차별 실천 계획.',
      }}
      recap={recap(snapshot.answers)}
      resume="root"
      first="root"
      resultScreen="action-item/result"
    />
  );
}
