import { Button } from '../../../components/Button';
import { ToolMain } from '../../framework/screens/ToolMain';
import { useToolRun } from '../../framework/ToolRunContext';
import { useCoreColoring } from '../context';
import { recap, resumeScreen } from '../model/flow';

/** The tool's front page: what it gives, where the user left off, and the results kept so far. */
export function MainScreen() {
  const { content, navigate } = useCoreColoring();
  const { snapshot } = useToolRun();
  const { statements } = content;
  return (
    <ToolMain
      title="문장을 색칠하며 찾는 나의 아홉 코어"
      description={`생각·마음·행동이 나·관계·일에서 어떻게 드러나는지 아홉 가지 코어로 살펴봅니다. ${statements.length}개 문장을 네 가지 색으로 칠하면 지금 강한 코어와 키우고 싶은 코어가 보입니다.`}
      facts={{
        time: `${statements.length}문장 · 약 ${Math.max(5, Math.ceil(statements.length / 5))}분`,
        does: '문장마다 지금의 나·가끔의 나·되고 싶은 나·해당 없음 가운데 하나로 색칠하고, 가장 나다운 문장을 몇 개 고릅니다.',
        gives: '아홉 코어의 점수, 강점과 성장 목표를 보여 주는 매트릭스, 나에게 맞는 실천 계획.',
      }}
      recap={recap(statements, snapshot.answers, content.root_max)}
      recapAction={
        <Button variant="ghost" size="sm" onPress={() => navigate('introduce')}>
          색칠 방법 다시 보기
        </Button>
      }
      resume={resumeScreen(statements, snapshot.answers)}
      resultScreen="9core/result"
    />
  );
}
