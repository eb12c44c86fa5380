import type { PortfolioPart, SelfIntroduceResult } from '@career/api-sdk';

/** What a self-introduction adds to the portfolio: what was handed in, for whom. */
export function portfolioPartOf(result: SelfIntroduceResult): PortfolioPart {
  const characters = result.answers.reduce((sum, answer) => sum + answer.counts.withSpaces, 0);
  const questions = result.answers.map((answer) => `‘${answer.question}’`).slice(0, 3);
  const more = result.answers.length > 3 ? ` 외 ${result.answers.length - 3}개` : '';
  return {
    said: [
      `${result.target ? `${result.target} 지원용 ` : ''}자기소개서 ${result.answers.length}문항(${characters.toLocaleString('ko-KR')}자)을 완성했습니다.`,
      questions.length > 0 ? `문항: ${questions.join(', ')}${more}.` : null,
    ].filter((line) => line !== null),
  };
}
