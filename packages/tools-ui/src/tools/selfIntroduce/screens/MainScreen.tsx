import { Button } from '../../../components/Button';
import { ResultGate } from '../../framework/ResultGate';
import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { ToolScreen } from '../../framework/ToolScreen';
import { useShownResult } from '../../framework/useShownResult';
import { useSelfIntroduce } from '../context';
import { recap } from '../model/items';
import type { SelfIntroduceSaved } from '../types';
import { HandedIn } from './HandedIn';

const TITLE = '문항마다 쓰고 다듬는 자기소개서';

/**
 * The tool's front page. A guest has no result screens: once they have handed in (or opened one of
 * their past self-introductions), the front page says so and shows what they handed in.
 */
export function MainScreen() {
  const { audience, runId } = useSelfIntroduce();
  const { snapshot } = useToolRun();
  const open = snapshot.run?.status === 'open';
  const guest = audience === 'guest';
  if (guest && (runId !== null || (!open && snapshot.results.length > 0))) return <GuestHandedIn />;
  return (
    <ToolMain
      title={TITLE}
      description="자기소개서: 문항별로 답변을 쓰고, 초안을 받아 다듬고, 점검 목록으로 확인합니다. 쓰는 대로 저장되어 언제든 이어서 쓸 수 있습니다."
      facts={{
        time: '문항마다 30분 안팎 · 여러 번에 나누어 써도 됩니다',
        does: '지원 회사와 문항을 고르고, 키워드와 경험을 메모해 초안을 받은 뒤 내 말로 고쳐 씁니다.',
        gives: guest
          ? '글자 수를 맞춘 답변과 문항별 점검 목록.'
          : '글자 수를 맞춘 답변, 문항별 점검 목록, PDF로 저장하는 자기소개서와 실천 계획.',
      }}
      recap={recap(snapshot.answers)}
      resume="root"
      first="root"
      resultScreen={guest ? 'main' : 'action-item/result'}
    />
  );
}

/** A guest's self-introduction as handed in: said plainly, read-only. */
function GuestHandedIn() {
  const { navigate } = useSelfIntroduce();
  const { snapshot, actions } = useToolRun();
  const shown = useShownResult<SelfIntroduceSaved>();
  const open = snapshot.run?.status === 'open';
  const write = async () => {
    if (open || (await actions.start(false))) navigate('root');
  };
  const next = (
    <Button variant="secondary" onPress={() => void write()}>
      {open ? '쓰던 자기소개서 이어서 쓰기' : '새 자기소개서 쓰기'}
    </Button>
  );
  return (
    <ResultGate title="제출했습니다" back={null} shown={shown} empty="아직 제출한 자기소개서가 없습니다.">
      {(saved) => (
        <ToolScreen
          title="제출했습니다"
          description="자기소개서를 제출했습니다. 아래에서 제출한 글을 확인하고 복사하거나 PDF로 저장할 수 있습니다."
          next={next}
        >
          <HandedIn saved={saved} />
        </ToolScreen>
      )}
    </ResultGate>
  );
}
