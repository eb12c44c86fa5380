import { BackToTools } from '../../framework/BackToTools';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { SelfIntroduceHandOff } from '../../selfIntroduce/HandOff';
import { useDeepinter } from '../context';
import type { DeepinterSaved } from '../types';
import { Story } from './Story';

/** The experience told whole (to save as a PDF or copy), then the next steps, kept as they are made. */
export function ActionItemResultScreen() {
  const { calls } = useDeepinter();
  return (
    <ActionItemScreen<DeepinterSaved>
      title="내 경험 이야기와 실천 계획"
      description="정리한 이야기를 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={() => <BackToTools />}
      summary={(saved) => (
        <>
          <Story saved={saved} />
          <SelfIntroduceHandOff
            title="자기소개서 메모로 보내기"
            description="이 이야기를 자기소개서 문항의 경험 메모(상황, 한 일, 결과)로 옮깁니다. 내가 쓴 말만 옮기며, 자기소개서에서 고치거나 지울 수 있습니다."
            action="자기소개서 메모로 보내기"
            send={(key) => calls.toSelfIntroduce({ body: { run_id: saved.run_id, key } })}
            sent={(question) =>
              `자기소개서의 '${question}' 경험 메모에 넣었습니다. 자기소개서 도구에서 이 메모로 초안을 만들어 보세요.`
            }
          />
        </>
      )}
    />
  );
}
