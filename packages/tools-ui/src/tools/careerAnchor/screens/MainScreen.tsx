import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { useCareerAnchor } from '../context';
import { recap, resumeScreen } from '../model/flow';

/** The tool's front page: what it is, where the user left off, and the results kept so far. */
export function MainScreen() {
  const { content } = useCareerAnchor();
  const { snapshot } = useToolRun();
  const count = content.statements.length;
  return (
    <ToolMain
      title="일에서 끝까지 놓지 않을 나의 닻"
      description={`커리어 앵커는 일을 고를 때 끝까지 양보하기 어려운 가치입니다. ${count}개 문장에 답하면 여덟 가지 앵커 중 나를 가장 잘 설명하는 두 가지를 찾습니다.`}
      facts={{
        time: `${count}문항 · 약 ${Math.max(5, Math.round(count / 4))}분`,
        does: '문장마다 나와 얼마나 같은지 1~6점으로 답하고, 가장 나다운 문장 세 개를 고릅니다.',
        gives: '여덟 가지 앵커 점수, 나의 두 앵커에 맞는 일과 주의할 점, 실천 계획.',
      }}
      recap={recap(content.statements, snapshot.answers)}
      resume={resumeScreen(content.statements, snapshot.answers)}
      resultScreen="result"
    />
  );
}
