import type { JobSearchResult } from './types';

/** The job search plan in a sentence: its target roles, its length and where it starts (issue 23). */
export function jobSearchTakeaway(result: JobSearchResult): { result: string; meaning: string } {
  const { titles, weeks, words } = result.plan;
  const named = titles.slice(0, 2).map((title) => `‘${title.name}’`);
  const more = titles.length > 2 ? ` 외 ${titles.length - 2}개` : '';
  const start = weeks[0]?.activities[0]?.title;
  const search = words.slice(0, 3).map((word) => `‘${word}’`);
  return {
    result: named.length > 0 ? `구직 계획의 목표 직무는 ${named.join(', ')}${more}입니다` : '구직 계획을 세웠습니다',
    meaning: [
      `${weeks.length}주 계획입니다.`,
      start ? `첫 주에는 ‘${start}’부터 합니다.` : '',
      search.length > 0 ? `채용 사이트 검색어: ${search.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}
