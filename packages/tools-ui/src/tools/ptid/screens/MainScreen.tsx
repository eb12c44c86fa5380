import { ToolMain } from '../../framework/screens/ToolMain';
import { ToolAccessNotice } from '../../framework/ToolAccessNotice';
import { useToolRun } from '../../framework/ToolRunContext';
import { usePtid } from '../context';
import { recap, resumeScreen } from '../model/flow';

const SOURCE_LABELS = {
  class: '수업에서 제공한 이용권으로 합니다.',
  coupon: '등록한 쿠폰으로 합니다.',
  purchase: '구매한 이용권으로 합니다.',
  ai_gift: 'AI 선물로 받은 검사입니다.',
} as const;

/** The tool's front page: what it is, whether the user may take it, where they left off, past results. */
export function MainScreen() {
  const { content } = usePtid();
  const { snapshot } = useToolRun();
  const { questions, access } = content;
  const { activities, pick_count: pickCount } = questions;
  return (
    <ToolMain
      title="나는 어떤 일에 흥미를 느낄까"
      description="좋아하는 활동과 나를 닮은 유형을 바탕으로 여섯 가지 흥미 유형 가운데 나의 세 글자 코드를 찾고, 그 코드에 맞는 직업 분야와 직업을 살펴봅니다."
      facts={{
        time: `활동 ${activities.length}개 · 약 ${Math.max(5, Math.round(activities.length / 4))}분`,
        does: `활동마다 얼마나 좋아하는지 답하고, 해 보고 싶은 활동 ${pickCount}개를 고른 뒤 여섯 유형을 나와 닮은 순서로 놓습니다.`,
        gives: '나의 흥미 코드와 그 이유, 잘 맞는 직업 분야와 추천 직업, 실천 계획',
      }}
      notice={
        <ToolAccessNotice access={access} sourceLabels={SOURCE_LABELS} title="이용권이 있어야 할 수 있는 검사입니다" />
      }
      canStart={access.granted}
      recap={recap(activities, snapshot.answers, pickCount)}
      resume={resumeScreen(snapshot.run?.screen ?? 'main', activities, snapshot.answers, pickCount)}
      resultScreen="select/job-category"
    />
  );
}
