import type { SellingPointResult } from './types';

const quoted = (labels: readonly string[]) => labels.map((label) => `‘${label}’`).join(', ');

/**
 * The selling points in a sentence (issue 23): only a strength with an experience behind it is
 * called one (issue 39); those picked without one are named as what to find an experience for.
 */
export function sellingPointTakeaway(result: SellingPointResult): { result: string; meaning: string } {
  const told = result.points.filter((point) => point.story !== '').map((point) => point.label);
  const untold = result.points.filter((point) => point.story === '').map((point) => point.label);
  if (told.length === 0) {
    return {
      result: `고른 강점 ${quoted(untold)}에는 아직 보여 줄 경험이 없습니다`,
      meaning: `경험으로 보여 줄 수 있어야 ‘${result.occupation.name}’에 지원할 때 내세울 셀링 포인트가 됩니다. 강점마다 경험을 하나씩 찾아 적어 보세요.`,
    };
  }
  return {
    result: `셀링 포인트는 ${quoted(told)}입니다`,
    meaning: `‘${result.occupation.name}’에 지원할 때 경험으로 보여 줄 수 있는 강점입니다.${
      untold.length > 0
        ? ` ${quoted(untold)}도 골랐지만 아직 경험을 적지 않아, 경험을 찾기 전에는 내세우지 않는 편이 좋습니다.`
        : ''
    }`,
  };
}
