import { describe, expect, it } from 'vitest';
import { unsupportedFacts } from '../text/facts';
import { type PlanOccupation, phasesOf, planInputs, planOf, planText } from './plan';
import { conditionsOf, jobSearchResultOf, missingOf, summaryOf } from './result';

/** An occupation of the reference data as a plan reads it: a bachelor's, entered from school, unless said. */
const occupation = (fields: Pick<PlanOccupation, 'id' | 'name' | 'holland' | 'group'> & Partial<PlanOccupation>) => ({
  education: 'bachelor' as const,
  skills: [],
  experienceFirst: null,
  ...fields,
});

const it13 = { code: '13', name: '정보통신 연구개발직 및 공학기술직' };
const occupations: PlanOccupation[] = [
  occupation({ id: 1, name: '소프트웨어 개발자', holland: 'IRC', group: it13, skills: ['프로그래밍', '문제 해결'] }),
  occupation({ id: 2, name: '웹 디자이너', holland: 'AIE', group: it13, skills: ['디자인'] }),
  occupation({ id: 3, name: '정보보안 전문가', holland: 'ICR', group: it13, skills: ['보안', '문제 해결'] }),
  occupation({ id: 4, name: '데이터 분석가', holland: 'CIE', group: it13, skills: ['통계'] }),
];

const edu21 = { code: '21', name: '교육직' };
/** An SER student's education titles: a supervisor reached after years of teaching, a professor after a doctorate. */
const teaching: PlanOccupation[] = [
  occupation({ id: 11, name: '장학사', holland: 'SEI', group: edu21, experienceFirst: '교사 경력' }),
  occupation({ id: 12, name: '대학 교수', holland: 'ISA', group: edu21, education: 'graduate' }),
  occupation({ id: 13, name: '평생교육사', holland: 'SEC', group: edu21 }),
  occupation({ id: 14, name: '학원 강사', holland: 'SEA', group: edu21 }),
];

describe('planOf', () => {
  it('puts the titles a new graduate can reach first, and says why one is a stretch', () => {
    const code = { code: 'SER', source: 'ptid' as const };
    const plan = planOf({ code, liked: [], occupations: teaching, weeks: 4, stage: 'new' });
    expect(plan.titles.map((title) => title.name)).toEqual(['평생교육사', '학원 강사', '장학사', '대학 교수']);
    expect(plan.titles[2]?.why).toBe(
      '직업 코드 SEI가 내 코드 SER과 S·E를 함께 가집니다. 다만 보통 교사 경력을 쌓은 뒤 맡는 자리라 신입으로 바로 지원하기는 어렵습니다.',
    );
    expect(plan.titles[3]?.why).toMatch(/보통 대학원 학위가 있어야 하는 직업이라/);
    // With experience, the supervisor is ranked by fit again; the degree is still a stretch.
    const experienced = planOf({ code, liked: [], occupations: teaching, weeks: 4, stage: 'experienced' });
    expect(experienced.titles.map((title) => title.name)).toEqual(['장학사', '평생교육사', '학원 강사', '대학 교수']);
    expect(experienced.titles[0]?.why).not.toContain('다만');
    // The text names the stretch apart, as a goal for later, and searches for the others.
    const text = planText(plan, ['신입']);
    expect(text.split('\n\n')[0]).toBe(
      '지금 지원해 볼 목표 직무는 평생교육사, 학원 강사입니다. 장학사, 대학 교수는 경력이나 학위를 먼저 쌓아야 하는 자리라, 더 멀리 두는 목표로 삼으세요. 희망 조건은 신입입니다.',
    );
    expect(plan.titles.map((title) => title.stretch)).toEqual([false, false, true, true]);
    expect(plan.words).not.toContain('장학사');
    // A pick of only far titles is told to add a nearer group.
    const far = planOf({ code, liked: [], occupations: teaching.slice(0, 2), weeks: 4, stage: 'new' });
    expect(planText(far, [])).toMatch(
      /^고른 분야에는 지금 바로 지원할 만한 직무가 없으니, 가까운 분야를 하나 더 골라 함께 보세요\. /,
    );
  });

  it('ranks the titles by congruence with the student’s code and says why', () => {
    const plan = planOf({ code: { code: 'IRC', source: 'ptid' }, liked: [], occupations, weeks: 4, stage: 'new' });
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
    const plan = planOf({ code: null, liked: [4], occupations, weeks: 6, stage: 'new' });
    expect(plan.titles[0]?.name).toBe('데이터 분석가');
    expect(plan.titles[0]?.why).toBe('직업 카드에서 끌린다고 고른 직업입니다.');
    expect(plan.titles.every((title) => title.fit === null)).toBe(true);
    expect(plan.weeks).toHaveLength(6);
  });

  it('plans four to eight weeks from exploring to reviewing, two activities a week, filled with the titles and words', () => {
    expect(phasesOf(4)).toEqual(['explore', 'prepare', 'apply', 'review']);
    expect(phasesOf(8)).toEqual(['explore', 'explore', 'prepare', 'prepare', 'prepare', 'apply', 'apply', 'review']);
    const plan = planOf({ code: { code: 'IRC', source: 'ptid' }, liked: [], occupations, weeks: 8, stage: 'new' });
    expect(plan.weeks.every((week) => week.activities.length === 2)).toBe(true);
    const details = plan.weeks.flatMap((week) => week.activities.map((activity) => activity.detail)).join(' ');
    expect(details).not.toMatch(/\{title\}|\{words\}/);
    expect(details).toContain('소프트웨어 개발자');
  });

  it('writes a text from the plan alone: no fact beyond it and the conditions', () => {
    const plan = planOf({ code: { code: 'IRC', source: 'ptid' }, liked: [], occupations, weeks: 4, stage: 'new' });
    const conditions = conditionsOf({ regions: ['광주'], employment: ['permanent'], stage: 'new' });
    const text = planText(plan, conditions);
    expect(text).toContain('희망 조건은 지역 광주, 정규직, 신입입니다.');
    // Short paragraphs: what to aim for, how to search and what to show, the weeks by phase.
    expect(text.split('\n\n')).toHaveLength(3);
    expect(text).toMatch(/1주차에는 알아보기 단계로 .+를 해 봅니다\./);
    expect(unsupportedFacts(text, planInputs(plan, conditions))).toEqual([]);
  });
});

describe('the result', () => {
  it('says what is missing, and turns each week into an action item due at its end', () => {
    expect(missingOf({})).toEqual(['관심 분야를 하나 이상 골라 주세요.', '경력 단계를 골라 주세요.']);
    expect(missingOf({ groups: ['13'], stage: 'new' })).toEqual([]);
    const plan = planOf({ code: null, liked: [], occupations, weeks: 4, stage: 'new' });
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
