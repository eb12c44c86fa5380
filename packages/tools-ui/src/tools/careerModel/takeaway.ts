import type { CareerModelResult } from './types';

/** The career model in a sentence, and what it rests on (issue 23): only what the result holds. */
export function careerModelTakeaway(result: CareerModelResult): { result: string; meaning: string } {
  const missing =
    result.basis.missing.length > 0
      ? ` ${result.basis.missing.map((entry) => entry.name).join(', ')} 결과 없이 만들어, 그 결과가 생기면 다시 만들어 볼 만합니다.`
      : '';
  const [goal] = result.chosen;
  if (goal) {
    const others = result.chosen.length > 1 ? ` 외 ${result.chosen.length - 1}개` : '';
    return {
      result: `커리어 모델의 목표 직업은 ‘${goal.name}’${others}입니다`,
      meaning: `고른 직업과 함께 알아볼 전공 ${result.majors.length}개, 교육·훈련 ${result.chosen_paths.length}개를 모았습니다. 각 직업이 결과와 겹치는 점은 아래에 있습니다.${missing}`,
    };
  }
  const [first] = result.jobs;
  return {
    result: '커리어 모델에서 아직 목표 직업을 고르지 않았습니다',
    meaning: first
      ? `추천 직업 가운데 첫째는 ‘${first.name}’입니다. 마음이 가는 직업을 골라 두면 다음 상담에서 이어 가기 쉽습니다.${missing}`
      : `이 결과로 추천할 직업을 찾지 못했습니다.${missing || ' 다른 검사를 마친 뒤 다시 만들어 보세요.'}`,
  };
}
