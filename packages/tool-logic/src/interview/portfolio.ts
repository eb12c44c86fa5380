import type { InterviewResult, PortfolioPart } from '@career/api-sdk';

/** What a mock interview adds to the portfolio: how much was answered and where the student rated themselves highest and lowest. */
export function portfolioPartOf(result: InterviewResult): PortfolioPart {
  const { asked, answered } = result.counts;
  const rated = result.self.filter((entry) => entry.average !== null);
  const sorted = [...rated].sort((a, b) => (b.average ?? 0) - (a.average ?? 0));
  const high = sorted[0];
  const low = sorted.at(-1);
  const group = result.setup.group ? `${result.setup.group.name} 분야 ` : '';
  return {
    said: [
      `${group}모의 면접 질문 ${asked}개 중 ${answered}개에 답했습니다.`,
      high && low && high.average !== low.average
        ? `스스로 가장 높게 본 점은 ‘${high.label}’, 가장 낮게 본 점은 ‘${low.label}’입니다.`
        : null,
    ].filter((line) => line !== null),
  };
}
