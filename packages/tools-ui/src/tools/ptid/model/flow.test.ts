import { describe, expect, it } from 'vitest';
import { type Activity, HOLLAND_ORDER } from '../types';
import {
  codeNames,
  move,
  pageCount,
  pickCandidates,
  rankingOf,
  recap,
  resumePage,
  resumeScreen,
  togglePick,
} from './flow';

const activities: Activity[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  type: HOLLAND_ORDER[index % 6] as Activity['type'],
  text: `활동 ${index + 1}`,
}));
const rated = (count: number, rating = 3) =>
  Object.fromEntries(activities.slice(0, count).map((activity) => [`a${activity.id}`, rating]));

describe('ptid flow', () => {
  it('pages the sixty activities ten at a time and resumes at the first unanswered one', () => {
    expect(pageCount(activities)).toBe(6);
    expect(resumePage(activities, rated(0))).toBe(0);
    expect(resumePage(activities, rated(25))).toBe(2);
    expect(resumePage(activities, rated(60))).toBe(5);
  });

  it('offers the best liked activities first to pick from, and never more than the pick count', () => {
    const answers = { ...rated(60, 2), a7: 5, a3: 4 };
    expect(
      pickCandidates(activities, answers)
        .slice(0, 3)
        .map((activity) => activity.id),
    ).toEqual([7, 3, 1]);
    expect(togglePick([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 2, 3)).toEqual([1, 3]);
  });

  it('moves a type up or down the ranking, staying inside the list', () => {
    expect(move(['S', 'E', 'A'], 2, 1)).toEqual(['S', 'A', 'E']);
    expect(move(['S', 'E', 'A'], 0, -1)).toEqual(['S', 'E', 'A']);
    expect(move(['S', 'E', 'A'], 0, 5)).toEqual(['E', 'A', 'S']);
  });

  it('reads a ranking only when it holds each of the six types once', () => {
    expect(rankingOf({ ranking: ['S', 'E', 'A', 'I', 'C', 'R'] })).toEqual(['S', 'E', 'A', 'I', 'C', 'R']);
    expect(rankingOf({ ranking: ['S', 'S', 'A', 'I', 'C', 'R'] })).toBeNull();
    expect(rankingOf({ ranking: ['S'] })).toBeNull();
  });

  it('takes a returning user to the step they left, and says where they were', () => {
    const done = { ...rated(60), picks: [1, 2, 3] };
    expect(resumeScreen('checklist', activities, rated(10), 3)).toBe('checklist');
    expect(resumeScreen('checklist', activities, rated(60), 3)).toBe('root');
    expect(resumeScreen('root', activities, done, 3)).toBe('ranking');
    expect(resumeScreen('recommend/job', activities, { ...done, ranking: [...HOLLAND_ORDER] }, 3)).toBe(
      'recommend/job',
    );
    expect(recap(activities, rated(10), 3)).toBe('활동 60개 가운데 10개에 답했습니다. 이어서 답해 주세요.');
  });

  it('names a code by its types', () => {
    expect(
      codeNames('SE', [
        { code: 'S', name: '사회형' },
        { code: 'E', name: '진취형' },
      ]),
    ).toBe('사회형 · 진취형');
  });
});
