import { HOLLAND_LETTERS, jobCardResult, type QualityNote, qualityNote } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { JOB_CARD_DISLIKED_REASONS, JOB_CARD_REASONS } from './content';
import {
  answersFrom,
  type Candidate,
  codeOf,
  FLAT_SPREAD,
  LEAD_MARGIN,
  missingAnswers,
  onPile,
  profileOf,
  qualityNotes,
  readSort,
  recommend,
  type SortedCard,
  type Sorting,
  scoreJobCard,
  summaryOf,
  tieNotes,
} from './scoring';
import { warmUpReading } from './warmUp';

const design = { code: '41', name: '예술·디자인·방송직' };
const welfare = { code: '23', name: '사회복지·종교직' };
const finance = { code: '03', name: '금융·보험직' };
const machines = { code: '81', name: '기계 설치·정비·생산직' };

function card(card_id: number, name: string, holland: string, category = design): SortedCard {
  return { card_id, occupation_id: card_id * 10, name, holland, category };
}

// Three liked cards: AE, ASE and SEC give A 6, S 5, E 5, C 1 points. With the unsure AE and the
// disliked CES, the attraction (0–100) is A 83.3 (7.5 of 9), S 83.3 (5 of 6), E 66.7, C 25: the
// code ASE, A and S equal and put in RIASEC order.
const graphic = card(1, '그래픽 디자이너', 'AE');
const illustrator = card(2, '일러스트레이터', 'ASE');
const counselor = card(3, '사회복지사', 'SEC', welfare);
const accountant = card(4, '회계사', 'CES', finance);
const editor = card(5, '편집 디자이너', 'AE');

const reasons = [...JOB_CARD_REASONS, { key: 'own.0', label: '어릴 때부터 꿈이어서' }];
const dislikedReasons = [...JOB_CARD_DISLIKED_REASONS];

const sorting: Sorting = {
  dealt: 5,
  liked: [graphic, illustrator, counselor],
  unsure: [editor],
  disliked: [accountant],
  why: new Map([
    [1, ['interest']],
    [2, ['interest', 'own.0']],
    [3, ['meaning', 'interest']],
    [4, ['low_income', 'no_interest']],
  ]),
  reasons,
  dislikedReasons,
  warmUp: new Map([
    ['priority', 'meaning'],
    ['focus', 'people'],
    ['style', 'team'],
    ['stage', 'explore'],
  ]),
  times: [],
};

function candidate(id: number, name: string, holland: string, small = design): Candidate {
  return { id, name, holland, education: 'bachelor', small };
}

const candidates: Candidate[] = [
  candidate(100, '광고 기획자', 'ASE', { code: '42', name: '문화·예술직' }),
  candidate(101, '편집 기획자', 'AS', { code: '42', name: '문화·예술직' }),
  candidate(102, '상담 교사', 'SA', welfare),
  candidate(103, '가구 디자이너', 'AE', machines),
  candidate(104, '출판 디자이너', 'AE', design),
  candidate(105, '공장 관리자', 'RIC', machines),
  // The occupations of a liked, a disliked and an unsure card.
  candidate(10, '그래픽 디자이너', 'AE', design),
  candidate(40, '회계사', 'CES', finance),
  candidate(50, '편집 디자이너', 'AE', design),
];

const kinds = (notes: readonly QualityNote[]) => notes.map((note) => note.kind);

describe('job-card scoring (job-card/3)', () => {
  it('adds 3, 2, 1 points to the letters of each liked card', () => {
    expect(profileOf(sorting.liked)).toEqual({ R: 0, I: 0, A: 6, S: 5, E: 5, C: 1 });
  });

  it("weighs every sorted card: 끌린다 1, 잘 모르겠다 ½, 끌리지 않는다 0, by its letters' places 3, 2, 1", () => {
    expect(readSort(sorting).shares).toEqual({ R: 0, I: 0, A: 83.3, S: 83.3, E: 66.7, C: 25 });
    expect(readSort({ liked: [], unsure: [], disliked: [] }).shares).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
  });

  it('takes the three most attracting letters of the liked cards, equal ones in RIASEC order', () => {
    expect(readSort(sorting).code).toBe('ASE');
    const profile = profileOf(sorting.liked);
    expect(codeOf({ R: 0, I: 0, A: 50, S: 50, E: 50, C: 0 }, profile)).toBe('ASE');
    // C is the most attracting here, but no liked card carries it: never in the code.
    expect(codeOf({ R: 0, I: 0, A: 50, S: 40, E: 30, C: 90 }, { ...profile, C: 0 })).toBe('ASE');
    expect(readSort({ liked: [{ ...graphic }], unsure: [], disliked: [] }).code).toBe('AE');
    expect(readSort({ liked: [], unsure: [editor], disliked: [] }).code).toBe('');
  });

  it('says when the RIASEC order, not the answers, decided the order or the edge of the code', () => {
    const profile = { R: 0, I: 0, A: 6, S: 5, E: 5, C: 1 };
    const [inside] = tieNotes({ shares: { R: 0, I: 0, A: 80, S: 60, E: 60, C: 10 }, profile });
    expect(inside).toMatchObject({ kind: 'tie_order' });
    // The list is joined as the quality module joins it; the names are the letters with their types.
    expect(inside?.to_user).toMatch(
      /^S\(사회형\).{1,2}E\(진취형\)의 점수가 같습니다\. 화면의 순서는 R·I·A·S·E·C 순서 규칙일 뿐/,
    );
    const [edge] = tieNotes({ shares: { R: 0, I: 0, A: 80, S: 62.5, E: 62.5, C: 62.5 }, profile });
    expect(edge?.to_user).toBe(
      'S(사회형), E(진취형)와 C(관습형)의 끌림 정도가 62.5로 같습니다. 코드에는 세 글자만 들어가 R·I·A·S·E·C 순서 규칙에 따라 S·E가 들어갔을 뿐, C(관습형)도 똑같이 끌린 유형입니다.',
    );
    expect(edge?.to_counsellor).toBe(
      '동점이 코드 경계에 걸침: S·E·C 각 62.5, C는 R·I·A·S·E·C 순서 규칙으로 코드에서 빠짐.',
    );
    expect(tieNotes({ shares: { R: 0, I: 0, A: 80, S: 60, E: 50, C: 10 }, profile })).toEqual([]);
    for (const note of [inside, edge]) expect(z.safeParse(qualityNote, note).success).toBe(true);
    // Two ties make one note: a result has one note of a kind.
    const both = qualityNotes(sorting, {
      shares: { R: 0, I: 0, A: 80, S: 80, E: 60, C: 60 },
      profile,
    });
    expect(kinds(both).filter((kind) => kind === 'tie_order')).toEqual(['tie_order']);
    expect(both.find((note) => note.kind === 'tie_order')?.to_user).toContain('C(관습형)도 똑같이 끌린 유형입니다');
  });

  it('says a first letter is uncertain when the second is near, and a flat sort shows no type', () => {
    const deck = HOLLAND_LETTERS.flatMap((letter, place) =>
      Array.from({ length: 2 }, (_, index) => card(60 + place * 2 + index, `${letter} 직업 ${index}`, letter, design)),
    );
    const explained = new Map(deck.map((entry) => [entry.card_id, ['interest']]));
    const sortOf = (liked: string, unsure: string) => {
      const on = (letters: string) => deck.filter((entry) => letters.includes(entry.holland));
      const rest = deck.filter((entry) => !liked.includes(entry.holland) && !unsure.includes(entry.holland));
      return { ...sorting, dealt: deck.length, liked: on(liked), unsure: on(unsure), disliked: rest, why: explained };
    };
    // R liked, I unsure: R 100, I 50, a lead of 50.
    expect(kinds(qualityNotes(sortOf('R', 'I')))).toEqual([]);
    // R and I liked: a tie (in RIASEC order) and a near tie.
    const near = qualityNotes(sortOf('RI', ''));
    expect(kinds(near)).toEqual(['near_tie', 'tie_order']);
    expect(near[0]?.to_counsellor).toBe(`1·2위 근접(${LEAD_MARGIN}점 미만): R 100, I 100. 첫 글자를 단정하지 마세요.`);
    // One card of each type liked and one not: every type at 50, no type shows.
    const even = deck.filter((_, index) => index % 2 === 0);
    const flat = qualityNotes({
      ...sortOf('', ''),
      liked: even,
      disliked: deck.filter((entry) => !even.includes(entry)),
    });
    expect(kinds(flat)).toEqual(['flat', 'tie_order']);
    expect(flat[0]?.to_counsellor).toBe(
      `평평한 분류: 끌림 정도의 최고와 최저 차이 0점(기준 ${FLAT_SPREAD}점 미만). 코드를 해석하지 마세요.`,
    );
  });

  it('recommends by congruence with the code, equal fits kept equal and ordered by the liked groups, no judged card among them', () => {
    const { occupations, unlistedSameFit } = recommend(candidates, sorting);
    expect(occupations.map((occupation) => [occupation.name, occupation.index, occupation.same_fit])).toEqual([
      ['광고 기획자', 28, 0],
      ['편집 기획자', 27, 0],
      // AE: 22 + 2. Equal fits: the liked cards' group (41) first, then by name.
      ['출판 디자이너', 24, 2],
      ['편집 디자이너', 24, 2],
      ['가구 디자이너', 24, 2],
      ['상담 교사', 20, 0],
    ]);
    expect(unlistedSameFit).toBe(0);
    expect(occupations[0]?.score).toBe(100);
    expect(occupations[2]?.score).toBe(86);
    // Never a liked or a disliked card's own occupation, nor one sharing no letter.
    expect(occupations.map((occupation) => occupation.id)).not.toContain(10);
    expect(occupations.map((occupation) => occupation.id)).not.toContain(40);
    expect(occupations.map((occupation) => occupation.id)).not.toContain(105);

    const why = Object.fromEntries(occupations.map((occupation) => [occupation.name, occupation.why]));
    expect(why['광고 기획자']).toEqual([
      '직업 코드 ASE가 내 코드와 세 글자 순서까지 같습니다.',
      'A(예술형)로 시작하는 끌린 카드: 그래픽 디자이너, 일러스트레이터.',
    ]);
    expect(why['상담 교사']).toEqual([
      '직업 코드 SA와 내 코드 ASE가 2글자를 함께 가집니다 (S(사회형): 내 2순위 · 직업의 1순위, A(예술형): 내 1순위 · 직업의 2순위).',
      'S(사회형)로 시작하는 끌린 카드: 사회복지사.',
      '끌린 카드 사회복지사와 같은 분류(사회복지·종교직)입니다.',
    ]);
    expect(why['편집 디자이너']).toContain('이 직업의 카드를 잘 모르겠다에 놓았습니다. 더 알아보고 판단해 보세요.');
  });

  it('cuts the list where asked, but never between two that fit alike: the name does not choose', () => {
    expect(recommend(candidates, sorting, 2).unlistedSameFit).toBe(0);
    const three = recommend(candidates, sorting, 3);
    // The third fits as well as the next two: all five are shown, none left off.
    expect(three.occupations.map((occupation) => occupation.name).slice(0, 3)).toEqual([
      '광고 기획자',
      '편집 기획자',
      '출판 디자이너',
    ]);
    expect(three.occupations).toHaveLength(5);
    expect(three.unlistedSameFit).toBe(0);
    expect(recommend(candidates, { liked: [], unsure: [], disliked: [] })).toEqual({
      occupations: [],
      unlistedSameFit: 0,
    });
  });

  it('scores a known set into the result a run keeps', () => {
    const result = scoreJobCard(sorting, candidates);
    expect(z.safeParse(jobCardResult, result).success).toBe(true);
    expect(result.code).toBe('ASE');
    expect(result.dealt_count).toBe(5);
    expect(result.profile).toEqual({ R: 0, I: 0, A: 6, S: 5, E: 5, C: 1 });
    // What the sorted cards carried: the unsure AE and the disliked CES too.
    expect(result.available).toEqual({ R: 0, I: 0, A: 9, S: 6, E: 9, C: 4 });
    expect(result.shares).toEqual({ R: 0, I: 0, A: 83.3, S: 83.3, E: 66.7, C: 25 });
    expect(result.liked.map((entry) => [entry.name, entry.reasons])).toEqual([
      ['그래픽 디자이너', ['interest']],
      ['사회복지사', ['meaning', 'interest']],
      ['일러스트레이터', ['interest', 'own.0']],
    ]);
    expect(result.unsure).toEqual([{ card_id: 5, name: '편집 디자이너', holland: 'AE', category: design }]);
    expect(result.disliked).toEqual([
      { card_id: 4, name: '회계사', holland: 'CES', category: finance, reasons: ['low_income', 'no_interest'] },
    ]);
    expect(result.liked_reasons.slice(0, 2)).toEqual([
      { key: 'interest', label: '일 자체가 재미있어 보여서', count: 3 },
      { key: 'meaning', label: '다른 사람과 사회에 도움이 되어서', count: 1 },
    ]);
    expect(result.liked_reasons).toContainEqual({ key: 'own.0', label: '어릴 때부터 꿈이어서', count: 1 });
    expect(result.disliked_reasons.filter((reason) => reason.count > 0).map((reason) => reason.key)).toEqual([
      'no_interest',
      'low_income',
    ]);
    expect(result.recommendations[0]).toMatchObject({ occupation_id: 100, score: 100, index: 28, same_fit: 0 });
    expect(kinds(result.quality)).toEqual(['tie_order']);
    expect(result.warm_up.map((entry) => entry.key)).toEqual(['priority', 'workplace', 'focus', 'style', 'stage']);
    expect(result.suggestions.map((step) => step.topic)).toEqual([
      '끌린 직업',
      '관련 직업',
      '끌린 이유',
      '끌린 직업',
      '잘 모르겠다',
    ]);
    expect(result.suggestions.at(-1)?.content).toBe(
      '잘 모르겠다에 놓은 편집 디자이너가 하는 일과 필요한 준비 찾아보기',
    );
    expect(summaryOf(result)).toBe('ASE · 끌린 카드 3장');
  });

  it('picks the next steps by the career stage of the warm-up', () => {
    const preparing = scoreJobCard({ ...sorting, warmUp: new Map([['stage', 'apply']]) }, candidates);
    expect(preparing.suggestions.map((step) => step.content)).toContain(
      '관련 직업 편집 기획자의 채용 공고 두 개 찾아 읽기',
    );
  });

  it('says what is missing: every card on a pile, a reason for each liked and each disliked card, none for unsure', () => {
    const base = { dealt: 5, liked: [graphic], unsure: [editor], disliked: [accountant], why: new Map() };
    expect(missingAnswers({ ...base, dealt: 0 })).toEqual([
      '나누어 받은 직업 카드가 없습니다. 직업 분류를 고르고 카드를 받아 주세요.',
    ]);
    expect(missingAnswers(base)).toEqual([
      '아직 나누지 않은 카드가 2장 있습니다. 모든 카드를 세 더미 가운데 하나에 놓아 주세요.',
      '끌린 이유를 고르지 않은 카드가 있습니다: 그래픽 디자이너. 끌린 카드마다 이유를 하나 이상 골라 주세요.',
      '끌리지 않은 이유를 고르지 않은 카드가 있습니다: 회계사. 끌리지 않은 카드마다 이유를 하나 이상 골라 주세요.',
    ]);
    const many = Array.from({ length: 7 }, (_, index) => card(20 + index, `직업 ${index + 1}`, 'RC', machines));
    expect(missingAnswers({ dealt: 7, liked: [], unsure: [], disliked: many, why: new Map() })).toEqual([
      '끌리지 않은 이유를 고르지 않은 카드가 있습니다: 직업 1, 직업 2, 직업 3, 직업 4, 직업 5 외 2장. 끌리지 않은 카드마다 이유를 하나 이상 골라 주세요.',
    ]);
    expect(missingAnswers(sorting)).toEqual([]);
    expect(() => scoreJobCard({ ...sorting, why: new Map() }, candidates)).toThrow();
  });

  it('finishes a sort with no liked card honestly: no code, no occupations made up, what the disliked reasons say', () => {
    const none: Sorting = {
      ...sorting,
      dealt: 3,
      liked: [],
      unsure: [editor],
      disliked: [accountant, card(6, '용접원', 'RC', machines)],
      why: new Map([
        [4, ['low_income']],
        [6, ['hard', 'low_income']],
      ]),
    };
    expect(missingAnswers(none)).toEqual([]);
    const result = scoreJobCard(none, candidates);
    expect(z.safeParse(jobCardResult, result).success).toBe(true);
    expect(result.code).toBe('');
    expect(result.recommendations).toEqual([]);
    expect(result.profile).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
    expect(kinds(result.quality)).toEqual(['none_chosen']);
    expect(result.disliked_reasons[0]).toEqual({ key: 'low_income', label: '보수가 적을 것 같아서', count: 2 });
    expect(result.suggestions.map((step) => step.content)).toEqual([
      "끌리지 않은 이유로 가장 많이 고른 '보수가 적을 것 같아서'에 해당하지 않는 일의 조건을 세 가지로 적어 보기",
      '잘 모르겠다에 놓은 편집 디자이너가 하는 일과 필요한 준비 찾아보기',
      '상담에서 끌리지 않은 이유를 함께 살펴보기',
      '다른 직업 분류를 골라 직업 카드를 다시 해 보기',
    ]);
    expect(summaryOf(result)).toBe('끌린 카드 없음 · 끌리지 않는다 2장');
    const allUnsure = qualityNotes({ ...none, unsure: [editor, graphic], disliked: [] });
    expect(kinds(allUnsure)).toEqual(['none_chosen', 'same_answers']);
  });

  it('flags liking all or nearly all the cards, once enough were sorted', () => {
    const deck = Array.from({ length: 10 }, (_, index) => card(30 + index, `직업 ${index}`, 'SE', welfare));
    const explained = new Map(deck.map((entry) => [entry.card_id, ['interest']]));
    const lopsided = (liked: number, of = deck) => ({
      ...sorting,
      dealt: of.length,
      liked: of.slice(0, liked),
      unsure: [],
      disliked: of.slice(liked),
      why: explained,
    });
    const all = scoreJobCard(lopsided(10), candidates);
    expect(kinds(all.quality)).toContain('all_chosen');
    expect(all.quality.find((note) => note.kind === 'all_chosen')?.to_user).toContain('나눈 카드 10장 모두를 끌린다에');
    expect(summaryOf(all)).toBe('SE · 끌린 카드 10장 · 거의 모두 끌림');
    const nearly = qualityNotes(lopsided(9));
    expect(nearly.find((note) => note.kind === 'all_chosen')?.to_counsellor).toBe(
      '끌린다 9/10장(90%): 거의 모두 선택. 코드와 관련 직업을 해석하지 말고, 무엇을 기준으로 골랐는지 함께 이야기해 보세요.',
    );
    expect(kinds(qualityNotes(lopsided(8)))).not.toContain('all_chosen');
    // Too few cards to tell.
    expect(kinds(qualityNotes(lopsided(5, deck.slice(0, 5))))).not.toContain('all_chosen');
  });

  it('notes cards sorted too fast, from when each card answer was saved', () => {
    const at = (gap: number) => Array.from({ length: 12 }, (_, index) => 1_700_000_000_000 + index * gap);
    const fast = qualityNotes({ ...sorting, times: at(600) });
    expect(fast[0]).toEqual({
      kind: 'too_fast',
      to_user:
        '카드를 나눈 속도가 매우 빨랐습니다(한 장에 1초 미만). 결과가 나와 맞지 않게 느껴지면 카드를 천천히 다시 살펴보세요.',
      to_counsellor: '분류 속도 주의: 카드 답 사이 간격의 중앙값 0.6초(기준 1.5초 미만).',
    });
    expect(kinds(qualityNotes({ ...sorting, times: at(3000) }))).not.toContain('too_fast');
    expect(kinds(qualityNotes({ ...sorting, times: at(600).slice(0, 5) }))).not.toContain('too_fast');
  });

  it('reads the run answers: three piles, each pile its own reasons, own reasons by their index, the warm-up', () => {
    const answers = answersFrom({
      'w.priority': 'growth',
      'w.bad key': 'x',
      categories: ['41', '23', '41'],
      'card.7': 'liked',
      'card.3': 'liked',
      'card.9': 'disliked',
      'card.8': 'unsure',
      'card.5': 'deck',
      'why.7': ['interest', 'own.1', 'own.0', 'nope', 'interest', 3, 'low_income'],
      'why.9': ['low_income', 'interest', 'own_disliked.0'],
      'why.8': ['interest'],
      own: ['  ', ' 어릴 때부터 꿈이어서 '],
      own_disliked: ['밤에 일해야 해서'],
    });
    expect(onPile(answers, 'liked')).toEqual([3, 7]);
    expect(onPile(answers, 'unsure')).toEqual([8]);
    expect(onPile(answers, 'disliked')).toEqual([9]);
    expect(answers.piles.has(5)).toBe(false);
    expect(answers.why.get(7)).toEqual(['interest', 'own.1']);
    expect(answers.why.get(9)).toEqual(['low_income', 'own_disliked.0']);
    expect(answers.why.has(8)).toBe(false);
    expect(answers.reasons.at(-1)).toEqual({ key: 'own.1', label: '어릴 때부터 꿈이어서' });
    expect(answers.dislikedReasons.at(-1)).toEqual({ key: 'own_disliked.0', label: '밤에 일해야 해서' });
    expect([...answers.warmUp]).toEqual([['priority', 'growth']]);
    expect(answers.categories).toEqual(['41', '23']);
  });

  it('reads the warm-up beside the sort, weighing nothing, saying only what can be checked', () => {
    const liked = [
      { name: '사회복지사', reasons: ['meaning'] },
      { name: '상담 교사', reasons: ['people'] },
    ];
    const disliked = [{ name: '용접원', reasons: ['setting', 'no_meaning'] }];
    const answers = new Map([
      ['priority', 'meaning'],
      ['workplace', 'office'],
      ['focus', 'people'],
      ['style', 'lead'],
    ]);
    const reading = Object.fromEntries(
      warmUpReading(answers, { code: 'SAE', liked, disliked }).map((entry) => [entry.key, entry]),
    );
    expect(reading.priority).toEqual({
      key: 'priority',
      question: '일을 고를 때 가장 중요하게 생각하는 것은 무엇인가요?',
      answer: '의미 있고 보람을 느낄 수 있는 것',
      relation:
        "'의미 있고 보람을 느낄 수 있는 것'을 가장 중요하게 꼽았습니다. 끌린 카드 2장 가운데 1장에 '다른 사람과 사회에 도움이 되어서'를 이유로 골랐습니다. 끌리지 않은 카드 1장 가운데 1장은 '보람을 느끼기 어려울 것 같아서'가 이유였습니다.",
    });
    expect(reading.focus?.relation).toBe(
      "'사람'을 다루는 일과 가까운 흥미 유형은 S(사회형)·E(진취형)입니다(ACT 일의 세계 지도). 끌린 카드의 코드 SAE에도 S·E가 있습니다.",
    );
    expect(reading.style?.relation).toBe(
      "'사람들을 이끌고 조율하는 방식'은 E(진취형)의 활동과 가깝습니다. 끌린 카드의 코드 SAE에도 E가 있습니다.",
    );
    expect(reading.workplace?.relation).toBe(
      "끌리지 않은 카드 1장 가운데 1장에 '일하는 곳이나 시간이 맞지 않을 것 같아서'를 이유로 골랐습니다.",
    );
    expect(reading.stage).toMatchObject({ answer: null, relation: null });

    const apart = warmUpReading(new Map([['focus', 'things']]), { code: 'SAE', liked, disliked: [] });
    expect(apart.find((entry) => entry.key === 'focus')?.relation).toContain(
      '끌린 카드의 코드 SAE에는 그 유형이 없습니다',
    );
    const nothingLiked = warmUpReading(
      new Map([
        ['priority', 'income'],
        ['style', 'solo'],
      ]),
      {
        code: '',
        liked: [],
        disliked,
      },
    );
    expect(nothingLiked.find((entry) => entry.key === 'priority')?.relation).toContain('끌린 카드가 없어');
    expect(nothingLiked.find((entry) => entry.key === 'style')).toMatchObject({
      answer: '혼자 맡아서 집중하는 방식',
      relation: null,
    });
  });

  it('sums up a job-card/1 result as it did', () => {
    const v1 = {
      liked: [],
      disliked_count: 2,
      profile: { R: 0, I: 0, A: 0, S: 3, E: 0, C: 0 },
      code: 'S',
      reason_counts: [],
      recommendations: [],
      suggestions: [],
    };
    expect(summaryOf(v1)).toBe('S · 끌린 카드 0장');
  });
});
