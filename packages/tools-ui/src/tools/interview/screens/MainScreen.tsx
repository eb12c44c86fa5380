import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { recap, useInterview } from '../context';

/** The tool's front page. */
export function MainScreen() {
  const { snapshot } = useToolRun();
  const { hasScreen } = useInterview();
  return (
    <ToolMain
      title="시간을 재며 하는 면접 연습"
      description="면접: 인성·직무·상황 질문을 골라 실제 면접처럼 생각할 시간과 답할 시간 안에 답하고, 스스로 매긴 점수와 상담 선생님(강사)의 점수를 나란히 봅니다."
      facts={{
        time: '질문 5개에 15분 안팎',
        does: '질문 분야·직업 분야·난이도·개수를 정해 질문을 뽑고, 한 질문씩 시간 안에 답한 뒤 스스로 점수를 매깁니다.',
        gives: '답변 한눈에 보기, 기준별 점수 비교, 답변별 피드백, 강점과 연습할 점(PDF로 저장)과 실천 계획.',
      }}
      recap={recap(snapshot.answers)}
      resume="root"
      first="root"
      resultScreen={hasScreen('first/result') ? 'first/result' : 'action-item/result'}
    />
  );
}
