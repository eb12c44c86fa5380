import { HOLLAND_LETTERS } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { resumePage } from '../../framework/questionnaire';
import type { Activity } from '../types';
import {
  codeNames,
  MAX_CATEGORIES,
  move,
  PAGE_SIZE,
  pickCandidates,
  rankingOf,
  ratingItem,
  recap,
  resumeScreen,
  toggleCategory,
  togglePick,
} from './flow';

const activities: Activity[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  type: HOLLAND_LETTERS[index % 6] as Activity['type'],
  text: `활동 ${index + 1}`,
}));
const rated = (count: number, rating = 3) =>
  Object.fromEntries(activities.slice(0, count).map((activity) => [`a${activity.id}`, rating]));

describe('ptid flow', () => {
  it('pages the activities ten at a time, resuming at the first unanswered one', () => {
    expect(resumePage(activities, rated(0), ratingItem, PAGE_SIZE)).toBe(0);
    expect(resumePage(activities, rated(25), ratingItem, PAGE_SIZE)).toBe(2);
    expect(resumePage(activities, rated(60), ratingItem, PAGE_SIZE)).toBe(5);
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

  it('holds at most five job categories', () => {
    const five = ['21', '23', '41', '81', '11'];
    expect(MAX_CATEGORIES).toBe(5);
    expect(toggleCategory(five.slice(0, 4), '11')).toEqual(five);
    expect(toggleCategory(five, '12')).toEqual(five);
    expect(toggleCategory(five, '23')).toEqual(['21', '41', '81', '11']);
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
    expect(resumeScreen('recommend/job', activities, { ...done, ranking: [...HOLLAND_LETTERS] }, 3)).toBe(
      'recommend/job',
    );
    expect(resumeScreen('result', activities, { ...done, ranking: [...HOLLAND_LETTERS] }, 3)).toBe('ranking');
    expect(recap(activities, rated(10), 3)).toBe('활동 60개 가운데 10개에 답했습니다. 이어서 답해 주세요.');
    expect(recap(activities, rated(60), 3)).toBe('모든 활동에 답했습니다. 가장 해 보고 싶은 활동 3개를 골라 주세요.');
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
