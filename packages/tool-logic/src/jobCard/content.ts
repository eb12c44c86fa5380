// Job-card seed content: our own Korean text, written for this product. The cards themselves are
// the occupations' job cards (reference data, decision 016); this is the tool's own text.

/** Job card warm-up questions (checklist before sorting cards): 5 questions, each with 3–5 options. */
export interface WarmUpQuestion {
  key: string;
  text: string;
  options: readonly { key: string; label: string }[];
}

/**
 * A fixed reason a user can give for a job card (classify step: one set for liked cards, one for
 * disliked cards); the user may add their own to either.
 */
export interface CardReason {
  key: string;
  label: string;
}

export const JOB_CARD_WARM_UP: readonly WarmUpQuestion[] = [
  {
    key: 'priority',
    text: '일을 고를 때 가장 중요하게 생각하는 것은 무엇인가요?',
    options: [
      { key: 'stability', label: '오래 안정적으로 일할 수 있는 것' },
      { key: 'growth', label: '배우면서 계속 성장할 수 있는 것' },
      { key: 'income', label: '충분한 보수를 받는 것' },
      { key: 'meaning', label: '의미 있고 보람을 느낄 수 있는 것' },
      { key: 'autonomy', label: '내 방식대로 자유롭게 일하는 것' },
    ],
  },
  {
    key: 'workplace',
    text: '주로 어떤 곳에서 일하고 싶나요?',
    options: [
      { key: 'office', label: '실내 사무실' },
      { key: 'field', label: '공장, 매장, 병원 같은 현장' },
      { key: 'outdoor', label: '자연이나 거리 같은 야외' },
      { key: 'remote', label: '집이나 원하는 곳(재택·원격 근무)' },
    ],
  },
  {
    key: 'focus',
    text: '일하면서 주로 무엇을 다루고 싶나요?',
    options: [
      { key: 'people', label: '사람: 만나고 돕고 이끄는 일' },
      { key: 'data', label: '데이터: 숫자와 자료를 다루는 일' },
      { key: 'things', label: '사물: 도구와 기계를 다루는 일' },
      { key: 'ideas', label: '아이디어: 생각을 만들고 표현하는 일' },
    ],
  },
  {
    key: 'style',
    text: '어떤 방식으로 일할 때 가장 편안한가요?',
    options: [
      { key: 'solo', label: '혼자 맡아서 집중하는 방식' },
      { key: 'team', label: '여럿이 함께 협력하는 방식' },
      { key: 'lead', label: '사람들을 이끌고 조율하는 방식' },
    ],
  },
  {
    key: 'stage',
    text: '지금 진로 준비는 어느 단계에 있나요?',
    options: [
      { key: 'explore', label: '아직 관심 분야를 찾아보는 중' },
      { key: 'narrow', label: '몇 가지 분야로 좁혀 보는 중' },
      { key: 'prepare', label: '목표 직무를 정하고 준비하는 중' },
      { key: 'apply', label: '지원서를 내거나 면접을 보는 중' },
    ],
  },
];

export const JOB_CARD_REASONS: readonly CardReason[] = [
  { key: 'interest', label: '일 자체가 재미있어 보여서' },
  { key: 'strength', label: '내 강점을 살릴 수 있을 것 같아서' },
  { key: 'income', label: '보수가 넉넉할 것 같아서' },
  { key: 'stability', label: '오래 안정적으로 일할 수 있어서' },
  { key: 'meaning', label: '다른 사람과 사회에 도움이 되어서' },
  { key: 'growth', label: '배우면서 성장할 수 있을 것 같아서' },
  { key: 'autonomy', label: '내 방식대로 자유롭게 일할 수 있어서' },
  { key: 'people', label: '좋은 사람들과 함께 일할 수 있어서' },
];

/** The fixed reasons for a disliked card (the spec's second classify set). 9 reasons. */
export const JOB_CARD_DISLIKED_REASONS: readonly CardReason[] = [
  { key: 'no_interest', label: '일 자체가 재미없어 보여서' },
  { key: 'no_fit', label: '내 성격이나 강점과 맞지 않을 것 같아서' },
  { key: 'low_income', label: '보수가 적을 것 같아서' },
  { key: 'unstable', label: '오래 안정적으로 일하기 어려울 것 같아서' },
  { key: 'no_meaning', label: '보람을 느끼기 어려울 것 같아서' },
  { key: 'no_growth', label: '배우고 성장하기 어려울 것 같아서' },
  { key: 'controlled', label: '내 방식대로 일하기 어려울 것 같아서' },
  { key: 'hard', label: '몸이나 마음이 많이 힘들 것 같아서' },
  { key: 'setting', label: '일하는 곳이나 시간이 맞지 않을 것 같아서' },
];

// How the warm-up answers relate to the sort (read in warmUp.ts). Each link is one a reader can
// check: the same value named in a question and in a reason, or the interest types nearest to a
// kind of work on ACT's World-of-Work Map (Prediger 1982: data and ideas, people and things).

/** The `priority` options and the reasons that name the same value, liked and disliked. */
export const PRIORITY_REASONS: Readonly<Record<string, { liked: string; disliked: string }>> = {
  stability: { liked: 'stability', disliked: 'unstable' },
  growth: { liked: 'growth', disliked: 'no_growth' },
  income: { liked: 'income', disliked: 'low_income' },
  meaning: { liked: 'meaning', disliked: 'no_meaning' },
  autonomy: { liked: 'autonomy', disliked: 'controlled' },
};

/** The `focus` options and the interest types nearest to that kind of work (ACT's World-of-Work Map). */
export const FOCUS_LETTERS: Readonly<Record<string, readonly string[]>> = {
  people: ['S', 'E'],
  data: ['C', 'E'],
  things: ['R', 'I'],
  ideas: ['I', 'A'],
};

/** The `style` options that name an interest type's own activity: leading people is the enterprising type's. */
export const STYLE_LETTERS: Readonly<Record<string, readonly string[]>> = {
  lead: ['E'],
};

/** The `workplace` question relates to the disliked reason about where and when work is done. */
export const WORKPLACE_REASON = 'setting';
