import { jobCardResult } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  answersFrom,
  type Candidate,
  codeOf,
  interestOf,
  missingAnswers,
  profileOf,
  recommend,
  type SortedCard,
  type Sorting,
  scoreJobCard,
  withParticle,
} from './scoring';

const design = { code: '41', name: '예술·디자인·방송직' };
const welfare = { code: '23', name: '사회복지·종교직' };

function card(card_id: number, name: string, holland: string, category = design): SortedCard {
  return { card_id, occupation_id: card_id * 10, name, holland, category };
}

// Three liked cards: AE, ASE and SEC give A 6, S 5, E 5, C 1; S and E tie and go in RIASEC order.
const graphic = card(1, '그래픽 디자이너', 'AE');
const illustrator = card(2, '일러스트레이터', 'ASE');
const counselor = card(3, '사회복지사', 'SEC', welfare);
const accountant = card(4, '회계사', 'CE', { code: '03', name: '금융·보험직' });

const reasons = [
  { key: 'interest', label: '일 자체가 재미있어 보여서' },
  { key: 'meaning', label: '다른 사람과 사회에 도움이 되어서' },
  { key: 'own.0', label: '어릴 때부터 꿈이어서' },
];

const sorting: Sorting = {
  liked: [graphic, illustrator, counselor],
  disliked: [accountant],
  why: new Map([
    [1, ['interest']],
    [2, ['interest', 'own.0']],
    [3, ['meaning', 'interest']],
  ]),
  reasons,
};

function candidate(id: number, name: string, holland: string, small = { code: '01', name: '관리직' }): Candidate {
  return { id, name, holland, small };
}

const candidates: Candidate[] = [
  candidate(100, '웹 디자이너', 'EA', design),
  candidate(101, '상담 교사', 'SA', welfare),
  candidate(102, '편집 기획자', 'AS', { code: '42', name: '문화·예술직' }),
  candidate(103, '공장 관리자', 'RIC'),
  candidate(104, '기계 설계자', 'RI'),
  // The occupations of a liked and a disliked card.
  candidate(10, '그래픽 디자이너', 'AE', design),
  candidate(40, '회계사', 'CE', accountant.category),
];

describe('job-card scoring (job-card/1)', () => {
  it('adds 3, 2, 1 points to the letters of each liked card', () => {
    expect(profileOf(sorting.liked)).toEqual({ R: 0, I: 0, A: 6, S: 5, E: 5, C: 1 });
  });

  it('takes the top three letters, equal points in RIASEC order, never a letter no card has', () => {
    expect(codeOf(profileOf(sorting.liked))).toBe('ASE');
    expect(codeOf(profileOf([{ holland: 'AE' }]))).toBe('AE');
    expect(codeOf(profileOf([{ holland: 'CR' }, { holland: 'RC' }]))).toBe('RC');
  });

  it('weighs an occupation by its letters against the strongest letter', () => {
    const profile = profileOf(sorting.liked);
    expect(interestOf('AS', profile)).toBeCloseTo((100 * (3 * 6 + 2 * 5)) / (6 * 5));
    expect(interestOf('A', profile)).toBe(100);
    expect(interestOf('RI', profile)).toBe(0);
    expect(interestOf('', profile)).toBe(0);
  });

  it('recommends related occupations with why, the category bonus included, no sorted card among them', () => {
    const related = recommend(candidates, sorting);
    expect(related.map((occupation) => [occupation.name, occupation.score])).toEqual([
      // 90 + 15 each: equal scores go by name.
      ['상담 교사', 105],
      ['웹 디자이너', 105],
      ['편집 기획자', 93.3],
      ['공장 관리자', 2.8],
    ]);
    const why = Object.fromEntries(related.map((occupation) => [occupation.name, occupation.why]));
    expect(why['웹 디자이너']).toEqual([
      '흥미 코드 EA의 E·A가 끌린 카드들의 공통 흥미 코드 ASE에도 있습니다',
      '끌린 카드 그래픽 디자이너, 일러스트레이터와 같은 분류(예술·디자인·방송직)',
    ]);
    expect(why['상담 교사']).toEqual([
      '흥미 코드 SA의 S·A가 끌린 카드들의 공통 흥미 코드 ASE에도 있습니다',
      '끌린 카드 사회복지사와 같은 분류(사회복지·종교직)',
    ]);
    expect(why['편집 기획자']).toEqual(['끌린 카드들의 공통 흥미 코드 ASE와 첫 글자가 같습니다']);
    expect(why['공장 관리자']).toEqual(['흥미 코드 RIC의 C가 끌린 카드 가운데 일부에도 있습니다']);
    expect(recommend(candidates, sorting, 2)).toHaveLength(2);
    expect(recommend(candidates, { liked: [], disliked: [] })).toEqual([]);
  });

  it('scores a known set into the result a run keeps', () => {
    const result = scoreJobCard(sorting, candidates);
    expect(z.safeParse(jobCardResult, result).success).toBe(true);
    expect(result.code).toBe('ASE');
    expect(result.profile).toEqual({ R: 0, I: 0, A: 6, S: 5, E: 5, C: 1 });
    expect(result.disliked_count).toBe(1);
    // Liked cards by name, each with its reasons and the names it had.
    expect(result.liked).toEqual([
      { card_id: 1, name: '그래픽 디자이너', holland: 'AE', category: design, reasons: ['interest'] },
      { card_id: 3, name: '사회복지사', holland: 'SEC', category: welfare, reasons: ['meaning', 'interest'] },
      { card_id: 2, name: '일러스트레이터', holland: 'ASE', category: design, reasons: ['interest', 'own.0'] },
    ]);
    expect(result.reason_counts).toEqual([
      { key: 'interest', label: '일 자체가 재미있어 보여서', count: 3 },
      { key: 'meaning', label: '다른 사람과 사회에 도움이 되어서', count: 1 },
      { key: 'own.0', label: '어릴 때부터 꿈이어서', count: 1 },
    ]);
    expect(result.recommendations[0]).toEqual({
      occupation_id: 101,
      name: '상담 교사',
      score: 105,
      why: expect.arrayContaining([expect.stringContaining('사회복지사')]),
    });
    expect(result.recommendations.map((occupation) => occupation.occupation_id)).not.toContain(10);
    expect(result.recommendations.map((occupation) => occupation.occupation_id)).not.toContain(40);
  });

  it('says what is missing: a liked card, then a reason for each', () => {
    expect(missingAnswers({ liked: [], why: new Map() })).toEqual(['끌리는 직업 카드를 하나 이상 골라 주세요.']);
    expect(missingAnswers({ liked: [illustrator, graphic], why: new Map([[1, []]]) })).toEqual([
      '끌린 이유를 고르지 않은 카드가 있습니다: 그래픽 디자이너, 일러스트레이터. 끌린 카드마다 이유를 하나 이상 골라 주세요.',
    ]);
    expect(missingAnswers(sorting)).toEqual([]);
    expect(() => scoreJobCard({ ...sorting, why: new Map() }, candidates)).toThrow();
  });

  it('reads the run answers: sorted cards, known reasons once each, own reasons by their index', () => {
    const answers = answersFrom(
      {
        'w.priority': 'growth',
        categories: ['41', '23'],
        'card.7': 'liked',
        'card.3': 'liked',
        'card.9': 'disliked',
        'card.5': '',
        'why.7': ['interest', 'own.1', 'own.0', 'nope', 'interest', 3],
        own: ['  ', ' 어릴 때부터 꿈이어서 '],
      },
      reasons.slice(0, 2),
    );
    expect(answers.liked).toEqual([3, 7]);
    expect(answers.disliked).toEqual([9]);
    expect(answers.why.get(7)).toEqual(['interest', 'own.1']);
    expect(answers.reasons.at(-1)).toEqual({ key: 'own.1', label: '어릴 때부터 꿈이어서' });
    expect(answers.reasons).toHaveLength(3);
  });

  it('puts the particle that fits the last sound', () => {
    expect(withParticle('그래픽 디자이너', '과', '와')).toBe('그래픽 디자이너와');
    expect(withParticle('경찰관', '과', '와')).toBe('경찰관과');
    expect(withParticle('ASR', '과', '와')).toBe('ASR과');
    expect(withParticle('E·A', '이', '가')).toBe('E·A가');
    expect(withParticle('웹 개발자(프론트엔드)', '과', '와')).toBe('웹 개발자(프론트엔드)와');
    expect(withParticle('3D 모델러 외 3장', '과', '와')).toBe('3D 모델러 외 3장과');
    expect(withParticle('…', '과', '와')).toBe('…와(과)');
  });
});
