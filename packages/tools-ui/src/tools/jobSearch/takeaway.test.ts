import { describe, expect, it } from 'vitest';
import { jobSearchTakeaway } from './takeaway';
import type { JobSearchResult } from './types';

const plan = (titles: string[], words: string[], first?: string) =>
  ({
    plan: {
      titles: titles.map((name) => ({ name })),
      words,
      weeks: [
        { week: 1, activities: first ? [{ title: first }] : [] },
        { week: 2, activities: [] },
      ],
    },
  }) as unknown as JobSearchResult;

describe('jobSearchTakeaway', () => {
  it('names two target roles and how many more, the length, the start and the search words', () => {
    const said = jobSearchTakeaway(
      plan(['웹 개발자', '앱 개발자', 'QA'], ['신입 개발', '인턴'], '관심 기업 목록 만들기'),
    );
    expect(said.result).toBe('구직 계획의 목표 직무는 ‘웹 개발자’, ‘앱 개발자’ 외 1개입니다');
    expect(said.meaning).toBe(
      '2주 계획입니다. 첫 주에는 ‘관심 기업 목록 만들기’부터 합니다. 채용 사이트 검색어: ‘신입 개발’, ‘인턴’.',
    );
  });

  it('says only what the plan holds', () => {
    expect(jobSearchTakeaway(plan([], [])).result).toBe('구직 계획을 세웠습니다');
    expect(jobSearchTakeaway(plan([], [])).meaning).toBe('2주 계획입니다.');
  });
});
