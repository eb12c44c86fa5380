import { describe, expect, it } from 'vitest';
import {
  INTERVIEW_CATEGORIES,
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_QUESTIONS,
  type InterviewCategory,
  type InterviewDifficulty,
  type KecoMajorCode,
  questionsOf,
} from './index';

const GROUPS: KecoMajorCode[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const CATEGORIES: InterviewCategory[] = ['personality', 'situation', 'job'];
const DIFFICULTIES: InterviewDifficulty[] = [1, 2, 3];
/** Words a fair interview (채용절차법) does not ask about: marriage, parents, religion, age, birthplace, looks, height, weight. */
const BANNED = ['결혼', '부모', '종교', '나이', '고향', '외모', '키', '몸무게'];

const ofCategory = (category: InterviewCategory) => INTERVIEW_QUESTIONS.filter((q) => q.category === category);
const ofGroup = (group: KecoMajorCode) => INTERVIEW_QUESTIONS.filter((q) => q.group === group);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('interview question bank', () => {
  it('names the three categories and three difficulties', () => {
    expect(INTERVIEW_CATEGORIES.map((c) => c.key).sort()).toEqual([...CATEGORIES].sort());
    expect(INTERVIEW_CATEGORIES.map((c) => c.label)).toEqual(['인성', '직무', '상황']);
    expect(INTERVIEW_DIFFICULTIES.map((d) => d.key)).toEqual(DIFFICULTIES);
    expect(INTERVIEW_DIFFICULTIES.map((d) => d.label)).toEqual(['기본', '보통', '심화']);
  });

  it('has at least 160 questions: 인성 ≥ 45, 상황 ≥ 35, 직무 ≥ 80', () => {
    expect(INTERVIEW_QUESTIONS.length).toBeGreaterThanOrEqual(160);
    expect(ofCategory('personality').length).toBeGreaterThanOrEqual(45);
    expect(ofCategory('situation').length).toBeGreaterThanOrEqual(35);
    expect(ofCategory('job').length).toBeGreaterThanOrEqual(80);
    expect(CATEGORIES.reduce((sum, c) => sum + ofCategory(c).length, 0)).toBe(INTERVIEW_QUESTIONS.length);
  });

  it.each(GROUPS)('KECO group %s has at least 8 직무 questions in at least two difficulties', (group) => {
    const questions = ofGroup(group);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(questions.map((q) => q.difficulty)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(CATEGORIES)('category %s has all three difficulties', (category) => {
    expect(new Set(ofCategory(category).map((q) => q.difficulty))).toEqual(new Set(DIFFICULTIES));
  });

  it('gives 직무 questions a group and the others none', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      if (q.category === 'job') expect(GROUPS, q.key).toContain(q.group);
      else expect(q.group, q.key).toBeNull();
    }
  });

  it('has unique keys of the slug pattern, prefixed by category and group', () => {
    const keys = INTERVIEW_QUESTIONS.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const q of INTERVIEW_QUESTIONS) {
      expect(q.key).toMatch(/^[a-z][a-z0-9-]{2,40}$/);
      const prefix = q.category === 'job' ? `j${q.group}-` : q.category === 'personality' ? 'p-' : 's-';
      expect(q.key.startsWith(prefix), q.key).toBe(true);
    }
  });

  it('has unique texts and unique shows', () => {
    const texts = INTERVIEW_QUESTIONS.map((q) => q.text);
    expect(new Set(texts).size).toBe(texts.length);
    const shows = INTERVIEW_QUESTIONS.map((q) => q.shows);
    expect(new Set(shows).size).toBe(shows.length);
  });

  it('words each question as a polite question of at most 80 characters', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      expect([...q.text].length, q.key).toBeLessThanOrEqual(80);
      expect(q.text, q.key).toMatch(/(요|까)\?$/);
      expect(q.text, q.key).toBe(q.text.trim());
    }
  });

  it('words each "shows" as one 합니다체 sentence of at most 80 characters ending in "."', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      expect([...q.shows].length, q.key).toBeLessThanOrEqual(80);
      expect(q.shows, q.key).toMatch(/니다\.$/);
      expect(q.shows.slice(0, -1), q.key).not.toMatch(/[.?!]/);
    }
  });

  it('keeps numbers rare', () => {
    const withDigits = INTERVIEW_QUESTIONS.filter((q) => /\d/.test(q.text) || /\d/.test(q.shows));
    expect(withDigits.length).toBeLessThanOrEqual(3);
  });

  it('asks nothing a fair interview must not ask', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      for (const word of BANNED) {
        expect(q.text.includes(word), `${q.key} text: ${word}`).toBe(false);
        expect(q.shows.includes(word), `${q.key} shows: ${word}`).toBe(false);
      }
    }
  });

  it('suggests thinking 15–60 s and answering 45–180 s, longer for harder questions', () => {
    for (const q of INTERVIEW_QUESTIONS) {
      expect(Number.isInteger(q.thinkSeconds) && Number.isInteger(q.answerSeconds), q.key).toBe(true);
      expect(q.thinkSeconds, q.key).toBeGreaterThanOrEqual(15);
      expect(q.thinkSeconds, q.key).toBeLessThanOrEqual(60);
      expect(q.answerSeconds, q.key).toBeGreaterThanOrEqual(45);
      expect(q.answerSeconds, q.key).toBeLessThanOrEqual(180);
    }
    for (const category of CATEGORIES) {
      const at = (d: InterviewDifficulty) => ofCategory(category).filter((q) => q.difficulty === d);
      const easy = at(1);
      const middle = at(2);
      const hard = at(3);
      expect(mean(easy.map((q) => q.thinkSeconds))).toBeLessThan(mean(middle.map((q) => q.thinkSeconds)));
      expect(mean(middle.map((q) => q.thinkSeconds))).toBeLessThan(mean(hard.map((q) => q.thinkSeconds)));
      expect(mean(easy.map((q) => q.answerSeconds))).toBeLessThan(mean(middle.map((q) => q.answerSeconds)));
      expect(mean(middle.map((q) => q.answerSeconds))).toBeLessThan(mean(hard.map((q) => q.answerSeconds)));
      expect(Math.max(...easy.map((q) => q.answerSeconds))).toBeLessThanOrEqual(
        Math.min(...hard.map((q) => q.answerSeconds)),
      );
    }
  });
});

describe('questionsOf', () => {
  it('returns the whole bank, in order, for no filter', () => {
    expect(questionsOf({})).toEqual([...INTERVIEW_QUESTIONS]);
    expect(questionsOf({})).not.toBe(INTERVIEW_QUESTIONS);
  });

  it('filters by category', () => {
    for (const category of CATEGORIES) {
      const found = questionsOf({ category });
      // ofCategory filters the bank, so equality also asserts bank order.
      expect(found).toEqual(ofCategory(category));
    }
  });

  it('returns a group’s 직무 questions for a 직무 filter with a group', () => {
    for (const group of GROUPS) {
      const found = questionsOf({ category: 'job', group });
      expect(found).toEqual(ofGroup(group));
      expect(found.every((q) => q.category === 'job' && q.group === group)).toBe(true);
      expect(questionsOf({ group })).toEqual(found);
    }
  });

  it('treats group null as the questions without a group', () => {
    const found = questionsOf({ group: null });
    expect(found).toEqual(INTERVIEW_QUESTIONS.filter((q) => q.category !== 'job'));
    expect(questionsOf({ category: 'job', group: null })).toEqual([]);
  });

  it('filters by difficulty and combines conditions', () => {
    for (const difficulty of DIFFICULTIES) {
      expect(questionsOf({ difficulty }).every((q) => q.difficulty === difficulty)).toBe(true);
      expect(questionsOf({ difficulty }).length).toBe(
        INTERVIEW_QUESTIONS.filter((q) => q.difficulty === difficulty).length,
      );
    }
    const found = questionsOf({ category: 'job', group: '3', difficulty: 3 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((q) => q.category === 'job' && q.group === '3' && q.difficulty === 3)).toBe(true);
    expect(questionsOf({ category: 'situation', difficulty: 1 })).toEqual(
      INTERVIEW_QUESTIONS.filter((q) => q.category === 'situation' && q.difficulty === 1),
    );
  });
});
