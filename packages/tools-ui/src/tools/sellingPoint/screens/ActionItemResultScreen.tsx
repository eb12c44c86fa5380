import { BackToTools } from '../../framework/BackToTools';
import { ActionItemScreen } from '../../framework/screens/ActionItemScreen';
import { useWhose } from '../../framework/whose';
import { SelfIntroduceHandOff } from '../../selfIntroduce/HandOff';
import { useSellingPoint } from '../context';
import type { SellingPointSaved } from '../types';
import { Summary } from './Summary';

/** The selling points (to save as a PDF), the paragraph handed to self introduction, then the plan. */
export function ActionItemResultScreen() {
  const { calls } = useSellingPoint();
  const whose = useWhose();
  return (
    <ActionItemScreen<SellingPointSaved>
      title={`${whose} 셀링 포인트와 실천 계획`}
      description="정리한 강점을 바탕으로 다음 걸음을 정해 보세요. 날짜를 정하면 상담에서 함께 확인하기 쉽습니다."
      back={() => <BackToTools />}
      summary={(saved) => (
        <>
          <Summary saved={saved} />
          {saved.result.introduction ? (
            <SelfIntroduceHandOff
              title="자기소개서 초안으로 보내기"
              description="고른 문단을 자기소개서 문항의 초안으로 보냅니다. 자기소개서의 '버전'에서 답변에 넣고 고쳐 쓸 수 있습니다."
              action="자기소개서 초안으로 보내기"
              send={(key) => calls.toSelfIntroduce({ body: { run_id: saved.run_id, key } })}
              sent={(question) =>
                `자기소개서의 '${question}' 초안으로 보냈습니다. 자기소개서의 버전 목록에서 열어 보세요.`
              }
            />
          ) : null}
        </>
      )}
    />
  );
}
