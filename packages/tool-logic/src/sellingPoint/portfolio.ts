import type { PortfolioPart, SellingPointResult } from '@career/api-sdk';
import { listOf, withParticle } from '../text/korean';

/** What a selling-point result adds to the portfolio: the occupation aimed at and the strengths told with an experience. */
export function portfolioPartOf(result: SellingPointResult): PortfolioPart {
  const told = result.points.filter((point) => point.story !== '').map((point) => `‘${point.label}’`);
  const aim = withParticle(`‘${result.occupation.name}’`, '을/를');
  return {
    said: [
      told.length > 0
        ? `${aim} 목표로, 경험으로 보여 줄 수 있는 강점 ${withParticle(listOf(told), '을/를')} 정리했습니다.`
        : `${aim} 목표로 강점을 골랐지만 아직 경험을 적은 강점이 없습니다.`,
    ],
    aimed: [result.occupation.name],
  };
}
