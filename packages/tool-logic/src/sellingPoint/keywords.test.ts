import { describe, expect, it } from 'vitest';
import { BASIC_COMPETENCIES, KEYWORDS_BY_GROUP, keywordsOf } from './index';

// The 35 KECO 2018 middle groups (apps/server/src/reference/content/keco.ts), written out so a missing or extra group
// fails here.
const CODES =
  '01 02 03 11 12 13 14 15 21 22 23 24 25 30 41 42 51 52 53 54 55 56 61 62 70 81 82 83 84 85 86 87 88 89 90'.split(' ');

const groups = Object.entries(KEYWORDS_BY_GROUP);
const competencyKeys = new Set<string>(BASIC_COMPETENCIES.map((c) => c.key));

describe('selling-point keywords', () => {
  it('has the ten basic competencies, each once', () => {
    expect(BASIC_COMPETENCIES).toHaveLength(10);
    expect(competencyKeys.size).toBe(10);
    expect(new Set(BASIC_COMPETENCIES.map((c) => c.name)).size).toBe(10);
  });

  it('covers exactly the 35 KECO middle groups', () => {
    expect(CODES).toHaveLength(35);
    expect(Object.keys(KEYWORDS_BY_GROUP).sort()).toEqual([...CODES].sort());
  });

  it.each(groups)('group %s has 8–12 keywords over at least 4 basic competencies', (_code, keywords) => {
    expect(keywords.length).toBeGreaterThanOrEqual(8);
    expect(keywords.length).toBeLessThanOrEqual(12);
    expect(new Set(keywords.map((k) => k.competency)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(groups)('group %s has unique, well-formed keys and labels', (_code, keywords) => {
    expect(new Set(keywords.map((k) => k.key)).size).toBe(keywords.length);
    expect(new Set(keywords.map((k) => k.label)).size).toBe(keywords.length);
    for (const keyword of keywords) {
      expect(keyword.key).toMatch(/^[a-z][a-z0-9-]{1,40}$/);
      expect(keyword.label.trim()).toBe(keyword.label);
      expect(keyword.label.length).toBeGreaterThan(0);
      expect(keyword.label.length, keyword.label).toBeLessThanOrEqual(12);
      expect(competencyKeys.has(keyword.competency), keyword.key).toBe(true);
    }
  });

  it.each(groups)(
    'group %s has one-line meanings of at most 60 characters ending with a full stop',
    (_code, keywords) => {
      for (const { meaning } of keywords) {
        expect(meaning.length, meaning).toBeLessThanOrEqual(60);
        expect(meaning.endsWith('.'), meaning).toBe(true);
        expect(meaning, 'one line, trimmed').toBe(meaning.trim());
        expect(meaning).not.toMatch(/\n/);
        // No figures about a person (years, counts, percentages).
        expect(meaning).not.toMatch(/[0-9]/);
      }
    },
  );

  it('looks a group up by its code, and gives nothing for an unknown code', () => {
    expect(keywordsOf('53')).toBe(KEYWORDS_BY_GROUP['53']);
    expect(keywordsOf('53').map((k) => k.label)).toContain('위생 관리');
    expect(keywordsOf('13').map((k) => k.label)).toContain('프로그래밍');
    expect(keywordsOf('99')).toEqual([]);
    expect(keywordsOf('')).toEqual([]);
    expect(keywordsOf('toString')).toEqual([]);
  });
});
