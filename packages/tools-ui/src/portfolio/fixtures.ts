import type { Portfolio } from '@career/api-sdk';

// A student two semesters in: five results, one held until the talk, the tools disagreeing on the
// first interest type, an open action item and a note shared with them.

export const fullPortfolio: Portfolio = {
  student: { name: '최민준' },
  entries: [
    {
      action_item: 'ptid',
      run_id: 11,
      created_at: '2026-03-09T02:00:00.000Z',
      summary: 'SAE',
      held: false,
      said: [
        '활동 점수로 본 흥미 코드는 SAE(사회형 · 예술형 · 진취형)입니다.',
        '스스로 꼽은 1순위 I(탐구형), 활동 점수로는 4위입니다.',
      ],
      counsellor_note: null,
      flags: [],
    },
    {
      action_item: 'job-card',
      run_id: 12,
      created_at: '2026-04-02T02:00:00.000Z',
      summary: 'ISA · 끌린 카드 14장',
      held: false,
      said: [
        '끌린 카드 14장에서 읽은 흥미 코드는 ISA(탐구형 · 사회형 · 예술형)입니다.',
        '코드가 가까운 직업: ‘임상심리사’, ‘사회복지사’, ‘데이터 분석가’.',
        '첫 글자 I(탐구형)와 둘째 글자 S(사회형)의 차이가 작아, 둘 중 어느 쪽에 더 끌리는지는 이 분류만으로 확실하지 않습니다.',
      ],
      counsellor_note: '탐구형과 사회형이 가깝게 나왔어요. 다음 상담에서 함께 이야기해요.',
      flags: ['1·2순위 글자 차이 작음: 코드 순서를 단정하지 말 것.'],
    },
    {
      action_item: 'career-anchor',
      run_id: 13,
      created_at: '2026-05-14T02:00:00.000Z',
      summary: '봉사·헌신 · 전문 역량',
      held: false,
      said: ['일에서 가장 놓치고 싶지 않은 것(커리어 앵커)은 ‘봉사·헌신’, ‘전문 역량’ 순입니다.'],
      counsellor_note: null,
      flags: [],
    },
    {
      action_item: 'career-model',
      run_id: 14,
      created_at: '2026-09-21T02:00:00.000Z',
      summary: '사회복지사',
      held: false,
      said: [
        '고른 직업은 ‘사회복지사’입니다.',
        '박상담 선생님이 본 준비도: 정보 일부 준비됨, 적합성 준비됨, 계획 아직.',
      ],
      counsellor_note: null,
      flags: [],
    },
    {
      action_item: 'core-coloring',
      run_id: 15,
      created_at: '2026-11-20T02:00:00.000Z',
      summary: null,
      held: true,
      said: [],
      counsellor_note: null,
      flags: [],
    },
  ],
  older: 0,
  interest: [
    { action_item: 'ptid', code: 'SAE', created_at: '2026-03-09T02:00:00.000Z' },
    { action_item: 'job-card', code: 'ISA', created_at: '2026-04-02T02:00:00.000Z' },
  ],
  anchors: {
    names: [
      { code: 'SV', name: '봉사·헌신' },
      { code: 'TF', name: '전문 역량' },
    ],
    created_at: '2026-05-14T02:00:00.000Z',
  },
  cores: null,
  occupations: [{ name: '사회복지사', tools: ['job-card', 'career-model'] }],
  differences: [
    '성격 유형은 1순위가 S(사회형), 직업 카드는 1순위가 I(탐구형)입니다. 어느 쪽 활동이 더 나다운지 이야기해 볼 만합니다.',
  ],
  action_items: [
    { action_item: 'career-model', content: '사회복지 현장 실습 기관 두 곳 찾아보기', due_date: '2026-10-05' },
    { action_item: 'career-anchor', content: '봉사 동아리 선배 한 명 인터뷰하기', due_date: null },
  ],
  notes: [
    {
      session_on: '2026-11-02',
      author: '박상담',
      action_item: null,
      discussed: '흥미 코드와 직업 카드 결과가 다르게 나온 까닭을 함께 살펴보았습니다.',
      agreed: '다음 주까지 사회복지 현장 실습 기관 두 곳을 찾아보기.',
    },
  ],
};

/** A first-year student who has not finished a tool yet. */
export const emptyPortfolio: Portfolio = {
  student: { name: '김하늘' },
  entries: [],
  older: 0,
  interest: [],
  anchors: null,
  cores: null,
  occupations: [],
  differences: [],
  action_items: [],
  notes: [],
};
