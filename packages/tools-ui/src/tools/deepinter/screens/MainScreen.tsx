import { Button } from '../../../components/Button';
import { ResultGate } from '../../framework/ResultGate';
import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useShownResult } from '../../framework/useShownResult';
import { useDeepinter } from '../context';
import { recap } from '../model/interview';
import type { DeepinterSaved } from '../types';
import { Story } from './Story';

/**
 * The tool's front page. A guest has no result screens: once they have ended the interview (or
 * opened a past one), the front page shows the story they told.
 */
export function MainScreen() {
  const { audience, runId } = useDeepinter();
  const { snapshot } = useToolRun();
  const open = snapshot.run?.status === 'open';
  const guest = audience === 'guest';
  if (guest && (runId !== null || (!open && snapshot.results.length > 0))) return <GuestEnded />;
  return (
    <ToolMain
      title="경험 하나를 깊이 묻는 인터뷰"
      description="심층 인터뷰: 면접에서 꺼낼 경험 하나를 상황, 과제, 행동, 결과, 배운 점으로 나누어 묻고, 답에 이어지는 꼬리 질문으로 깊게 만듭니다."
      facts={{
        time: '30분 안팎 · 여러 번에 나누어 해도 됩니다',
        does: '질문에 답하고, 내 말만으로 다듬은 답변과 꼬리 질문을 받아 최종 답변을 정합니다.',
        gives: guest
          ? '내 말로 이어 쓴 경험 이야기.'
          : '내 말로 이어 쓴 경험 이야기(PDF로 저장)와 면접·자기소개서 준비를 위한 실천 계획.',
      }}
      recap={recap(snapshot.answers)}
      resume="root"
      first="root"
      resultScreen={guest ? 'main' : 'action-item/result'}
    />
  );
}

/** A guest's interview as ended: said plainly, read-only. */
function GuestEnded() {
  const { navigate } = useDeepinter();
  const { snapshot, actions } = useToolRun();
  const shown = useShownResult<DeepinterSaved>();
  const open = snapshot.run?.status === 'open';
  const again = async () => {
    if (open || (await actions.start(false))) navigate('root');
  };
  const next = (
    <Button variant="secondary" onPress={() => void again()}>
      {open ? '하던 인터뷰 이어서 하기' : '새 인터뷰 시작하기'}
    </Button>
  );
  return (
    <ResultGate title="인터뷰를 마쳤습니다" back={null} shown={shown} empty="아직 마친 인터뷰가 없습니다.">
      {(saved) => (
        <ToolScreen
          title="인터뷰를 마쳤습니다"
          description="아래에서 정리한 이야기를 확인하고 복사하거나 PDF로 저장할 수 있습니다."
          next={next}
        >
          <Story saved={saved} />
        </ToolScreen>
      )}
    </ResultGate>
  );
}
