import type { JobSearchResult, PortfolioPart } from '@career/api-sdk';

/** What a job-search result adds to the portfolio: the target titles (a far one said so) and the plan's length. */
export function portfolioPartOf(result: JobSearchResult): PortfolioPart {
  const { titles, weeks } = result.plan;
  const aimed = titles.map((title) => title.name);
  const far = titles.filter((title) => title.stretch).map((title) => `‘${title.name}’`);
  const said = [
    aimed.length > 0
      ? `목표 직무 ${aimed.map((name) => `‘${name}’`).join(', ')}에 맞춘 ${weeks.length}주 구직 계획을 세웠습니다.`
      : `${weeks.length}주 구직 계획을 세웠습니다.`,
    far.length > 0 ? `${far.join(', ')}: 경력이나 학위가 더 필요한 먼 목표입니다.` : null,
  ];
  return { said: said.filter((line) => line !== null), aimed };
}
