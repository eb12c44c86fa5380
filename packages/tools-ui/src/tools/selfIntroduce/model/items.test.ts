import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  answerOf,
  chosenKeys,
  emptyKeys,
  experienceItems,
  experiencesOf,
  hasNotes,
  keywordsOf,
  LIMITS,
  labelOf,
  progressOf,
  recap,
  targetLengthOf,
  toggleQuestion,
  withDraft,
} from './items';

const types = [
  { key: 'motivation', label: '지원동기', own: false, id: null },
  { key: 't7', label: '협업 경험', own: true, id: 7 },
];

describe('the questions of a run', () => {
  it('are the four until the user chooses, then theirs in order', () => {
    expect(chosenKeys({})).toEqual(['motivation', 'growth', 'personality', 'aspiration']);
    expect(chosenKeys({ questions: [] })).toEqual(['motivation', 'growth', 'personality', 'aspiration']);
    expect(chosenKeys({ questions: ['t7', 'growth'] })).toEqual(['t7', 'growth']);
  });

  it('never leaves none chosen, and no more than ten', () => {
    expect(toggleQuestion(['growth'], 'growth')).toEqual(['growth']);
    expect(toggleQuestion(['growth', 't7'], 'growth')).toEqual(['t7']);
    expect(toggleQuestion(['growth'], 't7')).toEqual(['growth', 't7']);
    const ten = Array.from({ length: 10 }, (_, n) => `t${n + 1}`);
    expect(toggleQuestion(ten, 't11')).toEqual(ten);
  });

  it('names a question by its label, and one deleted since as such', () => {
    expect(labelOf(types, 't7')).toBe('협업 경험');
    expect(labelOf(types, 't9')).toBe('지운 문항');
  });
});

describe('reading an answer and its notes', () => {
  const answers = {
    'a.growth': '저는 바닷가 마을에서 자랐습니다.',
    'len.growth': 500,
    'len.motivation': 650,
    'kw.growth': ['책임감', 3],
    'exp-s.growth': ['동아리 회장'],
    'exp-a.growth': ['회의 방식을 바꿈', '봉사 모임을 만듦'],
    'exp-r.growth': [],
  };

  it('reads the answer and its target, 700 unless one of the offered lengths was chosen', () => {
    expect(answerOf(answers, 'growth')).toBe('저는 바닷가 마을에서 자랐습니다.');
    expect(answerOf(answers, 'motivation')).toBe('');
    expect(targetLengthOf(answers, 'growth')).toBe(500);
    expect(targetLengthOf(answers, 'motivation')).toBe(700);
    expect(targetLengthOf(answers, 'aspiration')).toBe(700);
  });

  it('reads keywords as texts and experiences index by index across the three lists', () => {
    expect(keywordsOf(answers, 'growth')).toEqual(['책임감', '']);
    expect(experiencesOf(answers, 'growth')).toEqual([
      { situation: '동아리 회장', action: '회의 방식을 바꿈', result: '' },
      { situation: '', action: '봉사 모임을 만듦', result: '' },
    ]);
    expect(experienceItems('growth', experiencesOf(answers, 'growth'))).toEqual([
      ['exp-s.growth', ['동아리 회장', '']],
      ['exp-a.growth', ['회의 방식을 바꿈', '봉사 모임을 만듦']],
      ['exp-r.growth', ['', '']],
    ]);
  });

  it('knows when there is something to draft from, as the server does', () => {
    expect(hasNotes(answers, 'growth')).toBe(true);
    expect(hasNotes({ 'kw.growth': [' '], 'exp-s.growth': [''], 'notes.growth': '  ' }, 'growth')).toBe(false);
    expect(hasNotes({ 'notes.growth': '봉사 10년' }, 'growth')).toBe(true);
  });
});

describe('keywords', () => {
  it('are added trimmed, once, up to ten of up to thirty characters', () => {
    expect(addKeyword(['책임감'], '  경청 ')).toEqual(['책임감', '경청']);
    expect(addKeyword(['책임감'], '책임감')).toBe('duplicate');
    expect(addKeyword([], '  ')).toBe('blank');
    expect(addKeyword([], '가'.repeat(31))).toBe('long');
    expect(
      addKeyword(
        Array.from({ length: LIMITS.keywords }, (_, n) => `k${n}`),
        '새',
      ),
    ).toBe('full');
  });
});

describe('where a returning user stands', () => {
  it('counts the chosen questions answered and their characters', () => {
    const answers = { questions: ['motivation', 'growth'], 'a.motivation': '가나 다', 'a.growth': ' ', 'a.t7': '남음' };
    expect(progressOf(answers)).toEqual({ chosen: 2, written: 1, characters: 4 });
    expect(emptyKeys(answers)).toEqual(['growth']);
    expect(recap(answers)).toBe('고른 문항 2개 중 1개에 답변을 썼습니다(모두 4자). 남은 1개를 이어서 쓰면 됩니다.');
    expect(recap({})).toBe('고른 문항 4개에 아직 쓴 답변이 없습니다. 첫 문항부터 쓰면 됩니다.');
    expect(recap({ questions: ['growth'], 'a.growth': '다 썼습니다.' })).toMatch(/모두 답변을 썼습니다\(모두 7자\)/);
  });
});

describe('putting a draft in the answer', () => {
  it('replaces it, or follows it after a blank line, never past 5,000 characters', () => {
    expect(withDraft('이전 글', '초안', 'replace')).toBe('초안');
    expect(withDraft('이전 글\n', '초안', 'append')).toBe('이전 글\n\n초안');
    expect(withDraft('  ', '초안', 'append')).toBe('초안');
    expect(withDraft('가'.repeat(4999), '초안', 'append')).toHaveLength(5000);
  });
});
