import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { useJobCard } from '../context';
import { minutesFor, recap, resumeScreen } from '../model/flow';

/** The tool's front page: what it is, how long it takes, where the user left off, past results. */
export function MainScreen() {
  const { content } = useJobCard();
  const { snapshot } = useToolRun();
  return (
    <ToolMain
      title="나는 어떤 직업에 끌릴까"
      description="직업 카드를 한 장씩 보며 끌린다, 잘 모르겠다, 끌리지 않는다의 세 더미로 나누고, 끌린 카드와 끌리지 않은 카드의 이유를 정리합니다. 끌린 카드들이 함께 가진 흥미 코드와 관련 직업을 알려 드립니다."
      facts={{
        time: `준비 질문 ${content.warm_up.length}개 · 카드 최대 ${content.card_limit}장 · 약 ${minutesFor(content)}분`,
        does: `준비 질문에 답하고 관심 가는 직업 분류를 ${content.category_limit}개까지 고른 뒤, 여러 분야의 카드를 세 더미로 나누고 끌린 카드와 끌리지 않은 카드마다 이유를 고릅니다.`,
        gives:
          '끌린 카드들의 흥미 코드와 이유, 끌리지 않은 이유, 준비 질문과 함께 본 결과, 관련 직업과 그 이유, 실천 계획',
      }}
      recap={recap(content, snapshot.answers)}
      resume={resumeScreen(snapshot.run?.screen ?? 'main', content, snapshot.answers)}
      first="checklist"
      resultScreen="recommend"
    />
  );
}
