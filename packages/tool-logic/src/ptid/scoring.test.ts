import { HOLLAND_LETTERS } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { CONSISTENCY_MIN } from '../quality';
import { HOLLAND_TYPES } from './content';
import { categoriesOf, fitOfOccupation, recommendFor } from './fit';
import {
  answersFrom,
  inCodeOrder,
  missingAnswers,
  type PtidAnswers,
  type PtidContent,
  ratingConsistency,
  type ScoredActivity,
  scorePtid,
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

describe('ptid scoring (ptid/2: the code from the activities)', () => {
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
    expect(result.scores.map((score) => [score.letter, score.checklist, score.rank])).toEqual([
      ['S', 100, 1],
      ['E', 75, 2],
      ['A', 50, 3],
      ['I', 0, 4],
      ['C', 0, 5],
      ['R', 0, 6],
    ]);
    // What carried S: all ten rated 5, and the three picks.
    expect(result.scores[0]?.liked).toEqual(idsOf('S'));
    expect(result.scores[0]?.picked).toEqual(idsOf('S').slice(0, 3));
    expect(result.flags).toEqual({ nearTie: false, flat: false, sameAnswers: false, rankingApart: false });
    expect(result.selfFirst).toEqual({ letter: 'S', place: 1 });
    expect(result.runnerUp).toBeNull();
  });

  it('reads the code from the activities, not the self-ranking: the three most liked activities are R, so R leads', () => {
    // The measurement's case: R's activities rated highest, but R ranked last by the user.
    const given = answers((letter) => ({ R: 5, I: 4, C: 4 })[letter] ?? 3, idsOf('R').slice(0, 3), [
      'C',
      'E',
      'S',
      'A',
      'I',
      'R',
    ]);
    const result = scorePtid(content, given);
    expect(result.code[0]).toBe('R');
    // I and C tie at 75: the user's own ranking (C 1st, I 5th) orders them.
    expect(result.code).toBe('RCI');
    expect(result.selfFirst).toEqual({ letter: 'C', place: 2 });
  });

  it('says where the type the user put first stands by the activities', () => {
    const given = answers((letter) => ({ R: 5, I: 5, C: 5, S: 2 })[letter] ?? 1, idsOf('R').slice(0, 3), [
      'S',
      'R',
      'I',
      'C',
      'A',
      'E',
    ]);
    const result = scorePtid(content, given);
    expect(result.code).toBe('RIC');
    expect(result.flags.rankingApart).toBe(true);
    expect(result.selfFirst).toEqual({ letter: 'S', place: 4 });
  });

  it('lets the picks, then the ranking, order only near ties (within the margin)', () => {
    const rate = (letter: string, id: number) => {
      // A: 31 of 40 points (77.5), I: 30 (75), E: 20 (50): A and I are a near tie, E is not.
      const first = idsOf(letter)[0];
      const base = ({ A: 4, I: 4, E: 3 } as Record<string, number>)[letter] ?? 1;
      if (letter === 'A' && id === first) return 5;
      return base;
    };
    const ratings = new Map(activities.map((a) => [a.id, rate(a.type, a.id)]));
    const ranking = ['E', 'S', 'R', 'C', 'A', 'I'];
    const picks = [idsOf('I')[0], idsOf('I')[1], idsOf('S')[0]] as number[];
    const result = scorePtid(content, { ratings, picks, ranking });
    // I holds two picks, so it goes before A (2.5 points apart); E (50) stays third despite ranking first.
    expect(result.scores.slice(0, 3).map((score) => [score.letter, score.checklist])).toEqual([
      ['I', 75],
      ['A', 77.5],
      ['E', 50],
    ]);
    expect(inCodeOrder(result.scores).map((score) => score.letter)).toEqual(result.scores.map((score) => score.letter));
  });

  it('reports a near tie for the third letter, with the runner-up, as a note', () => {
    const given = answers(
      (letter) => ({ S: 5, E: 5, A: 4, I: 4 })[letter] ?? 1,
      [...idsOf('S').slice(0, 2), idsOf('A')[0] as number],
      ['S', 'E', 'A', 'I', 'R', 'C'],
    );
    const result = scorePtid(content, given);
    expect(result.code).toBe('SEA');
    expect(result.flags.nearTie).toBe(true);
    expect(result.runnerUp).toBe('I');
    expect(result.quality?.map((note) => note.kind)).toContain('near_tie');
  });

  it('flags a flat profile and the same answer everywhere from the activities alone', () => {
    const result = scorePtid(
      content,
      answers(() => 3, idsOf('R').slice(0, 3), ['C', 'E', 'S', 'A', 'I', 'R']),
    );
    expect(result.flags.flat).toBe(true);
    expect(result.flags.sameAnswers).toBe(true);
    expect(result.quality?.map((note) => note.kind)).toEqual(['same_answers', 'flat']);
    // Every type scores 50; R holds the picks, so it comes first.
    expect(result.code[0]).toBe('R');
  });

  it('notes answers saved faster than the threshold, from the saves’ times', () => {
    const given = answers((letter) => ({ S: 5, E: 4, A: 3 })[letter] ?? 1, idsOf('S').slice(0, 3), [...'SEAICR']);
    const fast = new Map(activities.map((a, index) => [`a${a.id}`, 1_000_000 + index * 500]));
    const slow = new Map(activities.map((a, index) => [`a${a.id}`, 1_000_000 + index * 6_000]));
    expect(scorePtid(content, given, { times: fast }).quality?.map((note) => note.kind)).toEqual(['too_fast']);
    expect(scorePtid(content, given, { times: slow }).quality).toEqual([]);
  });

  it('measures consistency: high for answers by liking, about 0 for answers unrelated to the types', () => {
    const liking = answers((letter) => ({ S: 5, E: 4, A: 3, I: 2 })[letter] ?? 1, idsOf('S').slice(0, 3), [
      ...'SEAICR',
    ]);
    expect(ratingConsistency(activities, liking.ratings)).toBe(1);
    // Ratings that follow the activity's id, not its type: every type gets the same mix.
    const unrelated = new Map(activities.map((a) => [a.id, ((a.id * 7) % 5) + 1]));
    const r = ratingConsistency(activities, unrelated);
    expect(r).not.toBeNull();
    expect(r as number).toBeLessThan(CONSISTENCY_MIN);
    // Not flat (I 70, the rest 50), but each type's activities rated 5 and 1 in turn: the note says so.
    const alternating = new Map(
      activities.map((a) => {
        const place = idsOf(a.type).indexOf(a.id);
        return [a.id, place % 2 === 0 || (a.type === 'I' && place >= 7) ? 5 : 1];
      }),
    );
    const result = scorePtid(content, { ratings: alternating, picks: idsOf('S').slice(0, 3), ranking: [...'SEAICR'] });
    expect(result.flags.flat).toBe(false);
    expect(result.quality?.map((note) => note.kind)).toContain('inconsistent');
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

describe('recommendation fit (congruence)', () => {
  const result = scorePtid(
    content,
    answers((letter) => ({ S: 5, E: 4, A: 3 })[letter] ?? 1, idsOf('S').slice(0, 3), [...'SEAICR']),
  );
  const occupation = (name: string, holland: string, education: 'high_school' | 'bachelor' | 'graduate') => ({
    name,
    holland,
    education,
  });

  it('puts exact three-letter matches first, says equal fits are equal, and why in the user’s letters', () => {
    const ranked = recommendFor(
      [
        occupation('매장 판매원', 'ESC', 'high_school'),
        occupation('청소년 지도사', 'SEA', 'bachelor'),
        occupation('사회복지사', 'SEA', 'bachelor'),
        occupation('기계 정비원', 'RCI', 'high_school'),
      ],
      result,
      'bachelor',
    );
    expect(ranked.map((o) => [o.name, o.fit, o.sameFit])).toEqual([
      ['사회복지사', 100, 1],
      ['청소년 지도사', 100, 1],
      ['매장 판매원', 71, 0],
    ]);
    expect(ranked[0]?.why).toBe('직업 코드 SEA가 내 코드와 세 글자 순서까지 같습니다.');
  });

  it('compares a dream occupation whatever its fit', () => {
    expect(fitOfOccupation(occupation('기계 정비원', 'RCI', 'high_school'), result, 'bachelor')).toMatchObject({
      fit: 0,
      levelGap: 2,
      shared: [],
    });
  });

  it('groups the ranked occupations into categories by their three best', () => {
    const small = (code: string) => ({ code, name: `분류${code}` });
    const large = { code: '2', name: '교육' };
    const categories = categoriesOf([
      { name: 'a', fit: 100, small: small('23'), large },
      { name: 'b', fit: 60, small: small('23'), large },
      { name: 'c', fit: 80, small: small('21'), large },
    ]);
    expect(categories.map((category) => [category.code, category.fit, category.examples])).toEqual([
      ['21', 80, ['c']],
      ['23', 80, ['a', 'b']],
    ]);
  });
});
