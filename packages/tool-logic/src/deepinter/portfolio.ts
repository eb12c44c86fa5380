import type { DeepinterResult, PortfolioPart } from '@career/api-sdk';

/** What a deep interview adds to the portfolio: the experience told and how much of it. */
export function portfolioPartOf(result: DeepinterResult): PortfolioPart {
  const title = result.experience.title || '이름 없는 경험';
  const { parts, told, follow_ups, follow_ups_told } = result.counts;
  return {
    said: [
      `‘${title}’(${result.experience.kind_label}) 경험을 ${parts}개 부분 중 ${told}개까지 자기 말로 이야기했습니다.`,
      follow_ups > 0 ? `꼬리 질문 ${follow_ups}개 중 ${follow_ups_told}개에 답했습니다.` : null,
    ].filter((line) => line !== null),
  };
}
