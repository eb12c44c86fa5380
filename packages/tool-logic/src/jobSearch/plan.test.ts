import { describe, expect, it } from 'vitest';
import { unsupportedFacts } from '../text/facts';
import { type PlanOccupation, phasesOf, planInputs, planOf, planText } from './plan';
import { conditionsOf, jobSearchResultOf, missingOf, summaryOf } from './result';

const it13 = { code: '13', name: '정보통신 연구개발직 및 공학기술직' };
const occupations: PlanOccupation[] = [
  {
    id: 1,
    name: '소프트웨어 개발자',
    holland: 'IRC',
    education: 'bachelor',
    group: it13,
    skills: ['프로그래밍', '문제 해결'],
  },
  { id: 2, name: '웹 디자이너', holland: 'AIE', education: 'bachelor', group: it13, skills: ['디자인'] },
  { id: 3, name: '정보보안 전문가', holland: 'ICR', education: 'bachelor', group: it13, skills: ['보안', '문제 해결'] },
  { id: 4, name: '데이터 분석가', holland: 'CIE', education: 'bachelor', group: it13, skills: ['통계'] },
];

describe('planOf', () => {
  it('ranks the titles by congruence with the student’s code and says why', () => {
    const plan = planOf({ code: { code: 'IRC', source: 'ptid' }, liked: [], occupations, weeks: 4 });
    expect(plan.titles.map((title) => title.name)).toEqual([
      '소프트웨어 개발자',
      '정보보안 전문가',
      '데이터 분석가',
      '웹 디자이너',
    ]);
    expect(plan.titles[0]?.fit).toBe(100);
    expect(plan.titles[0]?.why).toContain('I·R·C');
    expect(plan.words.slice(0, 2)).toEqual(['소프트웨어 개발자', '정보보안 전문가']);
    expect(plan.skills).toEqual(['프로그래밍', '문제 해결', '보안', '통계', '디자인']);
    expect(plan.evidence.length).toBeGreaterThan(0);
  });

  it('without a code, puts the liked occupations first and claims no fit', () => {
    const plan = planOf({ code: null, liked: [4], occupations, weeks: 6 });
    expect(plan.titles[0]?.name).toBe('데이터 분석가');
    expect(plan.titles[0]?.why).toBe('직업 카드에서 끌린다고 고른 직업입니다.');
    expect(plan.titles.every((title) => title.fit === null)).toBe(true);
    expect(plan.weeks).toHaveLength(6);
  });

  it('plans four to eight weeks from exploring to reviewing, two activities a week, filled with the titles and words', () => {
    expect(phasesOf(4)).toEqual(['explore', 'prepare', 'apply', 'review']);
    expect(phasesOf(8)).toEqual(['explore', 'explore', 'prepare', 'prepare', 'prepare', 'apply', 'apply', 'review']);
    const plan = planOf({ code: { code: 'IRC', source: 'ptid' }, liked: [], occupations, weeks: 8 });
    expect(plan.weeks.every((week) => week.activities.length === 2)).toBe(true);
    const details = plan.weeks.flatMap((week) => week.activities.map((activity) => activity.detail)).join(' ');
    expect(details).not.toMatch(/\{title\}|\{words\}/);
    expect(details).toContain('소프트웨어 개발자');
  });

  it('writes a text from the plan alone: no fact beyond it and the conditions', () => {
    const plan = planOf({ code: { code: 'IRC', source: 'ptid' }, liked: [], occupations, weeks: 4 });
    const conditions = conditionsOf({ regions: ['광주'], employment: ['permanent'], stage: 'new' });
    const text = planText(plan, conditions);
    expect(text).toContain('희망 조건은 지역 광주, 정규직, 신입입니다.');
    expect(unsupportedFacts(text, planInputs(plan, conditions))).toEqual([]);
  });
});

describe('the result', () => {
  it('says what is missing, and turns each week into an action item due at its end', () => {
    expect(missingOf({})).toEqual(['관심 분야를 하나 이상 골라 주세요.', '경력 단계를 골라 주세요.']);
    expect(missingOf({ groups: ['13'], stage: 'new' })).toEqual([]);
    const plan = planOf({ code: null, liked: [], occupations, weeks: 4 });
    const result = jobSearchResultOf({
      plan,
      text: '글',
      label: '자동 조합 초안',
      values: { stage: 'any' },
      groups: [it13],
    });
    expect(result.suggestions.map((entry) => entry.due_in_days)).toEqual([7, 14, 21, 28]);
    expect(result.suggestions[0]?.content).toMatch(/^1주차: /);
    expect(result.conditions).toEqual(['경력 무관']);
    expect(summaryOf(result)).toBe('데이터 분석가, 소프트웨어 개발자 외 2 · 4주 계획');
  });
});
