import type { SellingPointResult } from './types';

/** The selling points in a sentence: the strengths, the occupation, and how many have an experience (issue 23). */
export function sellingPointTakeaway(result: SellingPointResult): { result: string; meaning: string } {
  const told = result.points.filter((point) => point.story !== '').length;
  const untold = result.points.length - told;
  return {
    result: `셀링 포인트는 ${result.points.map((point) => `‘${point.label}’`).join(', ')}입니다`,
    meaning: `‘${result.occupation.name}’에 지원할 때 내세울 강점입니다. ${
      untold === 0
        ? '강점마다 보여 줄 경험을 적었습니다.'
        : told === 0
          ? '아직 경험을 적은 강점이 없습니다. 강점마다 보여 줄 경험을 하나씩 적어 보세요.'
          : `${result.points.length}개 가운데 ${untold}개는 아직 경험을 적지 않았습니다.`
    }`,
  };
}
