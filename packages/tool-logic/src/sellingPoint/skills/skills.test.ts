import { describe, expect, it } from 'vitest';
import { BASIC_COMPETENCIES, KEYWORDS_BY_GROUP } from '../keywords';
import { keywordsWithCompetency } from '../result';
import { SKILL_KEYWORDS, skillKeyword } from './index';

const competencyKeys = new Set<string>(BASIC_COMPETENCIES.map((c) => c.key));
const groupKeywords = Object.values(KEYWORDS_BY_GROUP).flat();
const entries = Object.entries(SKILL_KEYWORDS);

describe('the keywords of occupations’ core skills', () => {
  it('are well formed, as the groups’ keywords are', () => {
    expect(entries.length).toBeGreaterThan(1000);
    for (const [label, keyword] of entries) {
      expect(label.trim(), label).toBe(label);
      expect(keyword.key, label).toMatch(/^[a-z][a-z0-9-]{1,40}$/);
      expect(competencyKeys.has(keyword.competency), label).toBe(true);
      expect(keyword.meaning.length, keyword.meaning).toBeLessThanOrEqual(60);
      expect(keyword.meaning.endsWith('.'), keyword.meaning).toBe(true);
      expect(keyword.meaning).not.toMatch(/\n/);
    }
  });

  it('have keys of their own: none taken twice, none a group keyword’s', () => {
    const keys = entries.map(([, keyword]) => keyword.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const groupKeys = new Set(groupKeywords.map((keyword) => keyword.key));
    expect(keys.filter((key) => groupKeys.has(key))).toEqual([]);
  });

  it('leave a skill that is a group’s keyword to that keyword: one word, one meaning', () => {
    const labels = new Set(groupKeywords.map((keyword) => keyword.label));
    expect(entries.map(([label]) => label).filter((label) => labels.has(label))).toEqual([]);
    expect(skillKeyword('위생 관리', '53')).toBe(KEYWORDS_BY_GROUP['53'].find((k) => k.label === '위생 관리'));
    expect(skillKeyword('통계', '13')?.label).toBe('통계');
    expect(skillKeyword('없는 기술', '13')).toBeNull();
    expect(skillKeyword('toString', '13')).toBeNull();
  });
});

describe('an occupation’s keywords', () => {
  it('are its own core skills first, then its group’s, each once by key and by label', () => {
    const keywords = keywordsWithCompetency('13', ['데이터 분석', 'SQL', '통계', '시각화', '통계']);
    const core = keywords.filter((keyword) => keyword.core).map((keyword) => keyword.label);
    expect(core).toEqual(['데이터 분석', 'SQL', '통계', '시각화']);
    expect(keywords.slice(0, 4).every((keyword) => keyword.core)).toBe(true);
    expect(keywords.slice(4).length).toBeGreaterThanOrEqual(6);
    expect(new Set(keywords.map((keyword) => keyword.key)).size).toBe(keywords.length);
    expect(new Set(keywords.map((keyword) => keyword.label)).size).toBe(keywords.length);
    for (const keyword of keywords) expect(keyword.competency_name).not.toBe('');
  });

  it('are the group’s alone without skills, as before', () => {
    const keywords = keywordsWithCompetency('13', []);
    expect(keywords.map((keyword) => keyword.key)).toEqual(KEYWORDS_BY_GROUP['13'].map((keyword) => keyword.key));
    expect(keywords.every((keyword) => keyword.core === false)).toBe(true);
  });
});
