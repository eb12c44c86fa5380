import { HOLLAND_LETTERS } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { HOLLAND_TYPES } from './content';
import {
  answersFrom,
  byCombinedThenRank,
  fitOf,
  missingAnswers,
  type PtidAnswers,
  type PtidContent,
  rankByFit,
  type ScoredActivity,
  scorePtid,
  type TypeScore,
} from './scoring';

// 60 activities interleaved as the seed content is: id 1 R, 2 I, 3 A, 4 S, 5 E, 6 C, 7 R, ...
const activities: ScoredActivity[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  type: HOLLAND_LETTERS[index % 6] as ScoredActivity['type'],
}));
const content: PtidContent = {
  types: [...HOLLAND_TYPES],
  activities: activities.map((activity) => ({ ...activity, text: `활동${activity.id}` })),
};
const idsOf = (letter: string) => activities.filter((activity) => activity.type === letter).map((a) => a.id);

function answers(rate: (letter: string) => number, picks: number[], ranking: string[]): PtidAnswers {
  return { ratings: new Map(activities.map((a) => [a.id, rate(a.type)])), picks, ranking };
}

describe('ptid scoring (ptid/1)', () => {
  it('gives SEA to someone who likes social work most, then enterprising, then artistic', () => {
    const given = answers((letter) => ({ S: 5, E: 4, A: 3 })[letter] ?? 1, idsOf('S').slice(0, 3), [
      'S',
      'E',
      'A',
      'I',
      'C',
      'R',
    ]);
    const result = scorePtid(content, given);
    expect(result.code).toBe('SEA');
    expect(result.scores.map((score) => [score.letter, score.checklist, score.rank, score.combined])).toEqual([
      ['S', 100, 1, 100],
      ['E', 75, 2, 76.5],
      ['A', 50, 3, 53],
      ['I', 0, 4, 12],
      ['C', 0, 5, 6],
      ['R', 0, 6, 0],
    ]);
    // What carried S: all ten rated 5, and the three picks.
    expect(result.scores[0]?.liked).toEqual(idsOf('S'));
    expect(result.scores[0]?.picked).toEqual(idsOf('S').slice(0, 3));
    expect(result.flags).toEqual({ nearTie: false, flat: false, sameAnswers: false, rankingApart: false });
    expect(result.runnerUp).toBeNull();
  });

  it('lets the ranking decide when every activity got the same rating, and says so', () => {
    const given = answers(() => 3, idsOf('R').slice(0, 3), ['C', 'E', 'S', 'A', 'I', 'R']);
    const result = scorePtid(content, given);
    // R: 50 + 15 for the picks, but ranked last: 45.5. C: 35 + 30 = 65.
    expect(result.code).toBe('CES');
    expect(result.scores.find((score) => score.letter === 'R')?.combined).toBe(45.5);
    expect(result.flags.sameAnswers).toBe(true);
    expect(result.flags.rankingApart).toBe(false);
  });

  it('reports a near tie for the third letter, with the runner-up', () => {
    // A is ranked one place above I, and I has a pick: they end 2.5 points apart.
    const given = answers(
      (letter) => ({ S: 5, E: 5, A: 4, I: 4 })[letter] ?? 1,
      [...idsOf('S').slice(0, 2), idsOf('I')[0] as number],
      ['S', 'E', 'A', 'I', 'R', 'C'],
    );
    const result = scorePtid(content, given);
    // A: 0.7 × 75 + 0.3 × 60 = 70.5; I: 0.7 × 80 + 0.3 × 40 = 68.
    expect(result.code).toBe('SEA');
    expect(result.flags.nearTie).toBe(true);
    expect(result.runnerUp).toBe('I');
  });

  it('says when the type ranked first is not in the code', () => {
    const given = answers((letter) => ({ R: 5, I: 5, C: 5 })[letter] ?? 1, idsOf('R').slice(0, 3), [
      'A',
      'R',
      'I',
      'C',
      'S',
      'E',
    ]);
    const result = scorePtid(content, given);
    expect(result.code).toBe('RIC');
    expect(result.flags.rankingApart).toBe(true);
  });

  it('orders equal combined scores by the user’s own ranking (the tie rule)', () => {
    const score = (letter: TypeScore['letter'], rank: number): TypeScore => ({
      letter,
      checklist: 50,
      rank,
      combined: 50,
      liked: [],
      picked: [],
    });
    expect([score('E', 4), score('S', 2), score('A', 3)].sort(byCombinedThenRank).map((s) => s.letter)).toEqual([
      'S',
      'A',
      'E',
    ]);
  });

  it('lists what is missing before a run can be scored', () => {
    const partial: PtidAnswers = {
      ratings: new Map(activities.slice(0, 50).map((a) => [a.id, 3])),
      picks: [1, 1, 2],
      ranking: ['S', 'E'],
    };
    expect(missingAnswers(activities, partial)).toEqual([
      '아직 답하지 않은 활동이 10개 있습니다.',
      '가장 해 보고 싶은 활동을 3개 골라 주세요.',
      '여섯 유형을 나와 닮은 순서대로 모두 놓아 주세요.',
    ]);
    expect(
      missingAnswers(
        activities,
        answers(() => 3, [1, 2, 3], [...HOLLAND_LETTERS]),
      ),
    ).toEqual([]);
  });
});

describe('ptid results keep what they were computed from', () => {
  it('keeps the content and suggests steps for the code’s first two types', () => {
    const result = scorePtid(
      content,
      answers((letter) => ({ S: 5, E: 4, A: 3 })[letter] ?? 1, idsOf('S').slice(0, 3), ['S', 'E', 'A', 'I', 'C', 'R']),
    );
    expect(result.content).toBe(content);
    expect([...new Set(result.suggestions.map((suggestion) => suggestion.topic))]).toEqual(['사회형', '진취형']);
  });

  it('reads the answers of a run, leaving out what is not an answer of this tool', () => {
    const read = answersFrom({ a1: 5, a2: 'x', picks: [1, 'y'], ranking: ['S', 'Q', 'E'], other: 1 });
    expect([...read.ratings]).toEqual([[1, 5]]);
    expect(read.picks).toEqual([1]);
    expect(read.ranking).toEqual(['S', 'E']);
  });
});

describe('recommendation fit', () => {
  const { scores } = scorePtid(
    content,
    answers((letter) => ({ S: 5, E: 4, A: 3 })[letter] ?? 1, idsOf('S').slice(0, 3), ['S', 'E', 'A', 'I', 'C', 'R']),
  );

  it('weighs the occupation’s first letter most: 3, 2, 1', () => {
    expect(fitOf('SE', scores)).toEqual({
      fit: 90.6,
      letters: [
        { letter: 'S', score: 100, place: 1 },
        { letter: 'E', score: 76.5, place: 2 },
      ],
    });
    expect(fitOf('ES', scores).fit).toBe(85.9);
    expect(fitOf('R', scores).fit).toBe(0);
  });

  it('ranks occupations best fit first, equal fits by name', () => {
    const ranked = rankByFit(
      [
        { name: '기계 정비원', holland: 'RC' },
        { name: '영업 관리자', holland: 'ES' },
        { name: '사회복지사', holland: 'SE' },
        { name: '상담 교사', holland: 'SE' },
      ],
      scores,
    );
    expect(ranked.map((occupation) => occupation.name)).toEqual([
      '사회복지사',
      '상담 교사',
      '영업 관리자',
      '기계 정비원',
    ]);
  });
});
