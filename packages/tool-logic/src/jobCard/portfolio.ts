import { confidenceOf, HOLLAND_NAMES, type JobCardAnyResult, type PortfolioPart } from '@career/api-sdk';
import { isHollandLetter } from '../holland/congruence';

/** How many of a sort's recommended occupations the portfolio names. */
const SUGGESTED = 3;

/** What a job-card result adds to the portfolio: the code the liked cards give, the closest occupations, how sure. */
export function portfolioPartOf(result: JobCardAnyResult): PortfolioPart {
  const suggested = result.recommendations.slice(0, SUGGESTED).map((occupation) => occupation.name);
  if (!result.code) {
    return { said: ['끌린 카드가 없어 흥미 코드를 정하지 않았습니다.'], suggested: [] };
  }
  const letters = [...result.code].map((letter) => (isHollandLetter(letter) ? HOLLAND_NAMES[letter] : letter));
  const said = [
    `끌린 카드 ${result.liked.length}장에서 읽은 흥미 코드는 ${result.code}(${letters.join(' · ')})입니다.`,
    suggested.length > 0 ? `코드가 가까운 직업: ${suggested.map((name) => `‘${name}’`).join(', ')}.` : null,
    confidenceOf('quality' in result ? result.quality : undefined),
  ];
  return { said: said.filter((line) => line !== null), interest: result.code, suggested };
}
