// Core-coloring seed content: our own Korean text, written for this product (not taken from a published instrument).
// The cores and statements are seeded into the database (admins edit them later); the quadrant
// texts and the suggested actions are part of the scoring's explanation and stay here.

import type { CORE_CODES, CORE_COLUMNS, CORE_ROWS, QUADRANTS } from '@career/api-sdk';

export type CoreRow = (typeof CORE_ROWS)[number];
export type CoreColumn = (typeof CORE_COLUMNS)[number];
/** The nine cores, row-major: C1 = thinking×self, C2 = thinking×relation, ... C9 = action×work. */
export type CoreCode = (typeof CORE_CODES)[number];
/** The four matrix quadrants: current strength (x) × desire (y). */
export type Quadrant = (typeof QUADRANTS)[number];

/** One of the nine cores: its cell in the 3×3 grid and what it means. */
export interface CoreContent {
  code: CoreCode;
  row: CoreRow;
  column: CoreColumn;
  name: string;
  summary: string;
  description: string;
  strengthUse: string;
  growthTip: string;
}

export interface StatementContent {
  core: CoreCode;
  text: string;
}

export const CORES: readonly CoreContent[] = [
  {
    code: 'C1',
    row: 'thinking',
    column: 'self',
    name: '탐구심',
    summary: '스스로 질문을 던지고 배우며 나만의 생각을 세워 가는 힘입니다.',
    description:
      '궁금한 것이 생기면 그냥 넘기지 않고 찾아보며, 새로 알게 된 것을 자신의 말로 정리합니다. ' +
      '다른 사람의 의견을 참고하되 판단은 스스로 생각해서 내리고, 자신이 무엇을 중요하게 여기는지도 자주 돌아봅니다.',
    strengthUse:
      '낯선 과목이나 분야를 빠르게 익히는 힘이 있어 직무 분석과 기업 조사처럼 스스로 알아보는 준비에서 힘을 발휘합니다. ' +
      '일터에서는 새로운 도구나 지식을 먼저 익혀 팀에 전하는 역할을 맡을 수 있습니다.',
    growthTip:
      '하루에 한 가지 궁금한 것을 골라 짧게 찾아보고 한두 줄로 기록하는 습관부터 시작하는 것이 좋습니다. ' +
      '정답을 찾기보다 질문을 모아 두는 것만으로도 생각하는 힘이 자랍니다.',
  },
  {
    code: 'C2',
    row: 'thinking',
    column: 'relation',
    name: '관계 통찰',
    summary: '사람들의 생각과 입장을 헤아리고 관계의 흐름을 읽어 내는 힘입니다.',
    description:
      '대화에서 말 자체뿐 아니라 그 말에 담긴 의도와 필요를 함께 파악합니다. ' +
      '의견이 엇갈릴 때에도 누가 옳은지 따지기보다 각자의 입장이 어디서 왔는지 이해하려 하고, 모임의 분위기와 사람들 사이의 관계를 빠르게 알아차립니다.',
    strengthUse:
      '조별 과제나 팀 프로젝트에서 여러 의견을 정리하고 갈등의 원인을 짚어 내는 데 도움이 되며, 면접에서는 질문의 의도를 파악하는 데 유리합니다. ' +
      '고객이나 사용자의 필요를 읽어야 하는 영업, 상담, 기획 직무에서 특히 빛을 발합니다.',
    growthTip:
      '대화를 마친 뒤 상대가 정말 원했던 것이 무엇이었는지 한 줄로 적어 보는 연습이 좋습니다. ' +
      '나와 배경이 다른 사람의 이야기를 일부러 찾아 들어 보면 사람을 보는 눈이 한층 넓어집니다.',
  },
  {
    code: 'C3',
    row: 'thinking',
    column: 'work',
    name: '기획력',
    summary: '일의 목표와 순서를 정리하고 문제를 나누어 분석하는 힘입니다.',
    description:
      '일을 시작하기 전에 무엇을 이루려는지 먼저 정하고, 큰 과제를 작은 단계로 나누어 계획을 세웁니다. ' +
      '문제가 생기면 감으로 판단하기보다 자료와 근거를 모아 원인을 따져 보고, 더 나은 방법이 없는지 궁리합니다.',
    strengthUse:
      '학기 계획, 과제 일정, 취업 준비 로드맵을 체계적으로 세우는 데 바로 쓸 수 있습니다. ' +
      '직장에서는 기획, 분석, 프로젝트 관리처럼 전체 그림을 그리고 순서를 정하는 역할에서 강점을 발휘합니다.',
    growthTip:
      '이번 주에 해야 할 일을 모두 적고 중요한 순서대로 세 가지만 골라 보는 연습부터 시작하는 것이 좋습니다. ' +
      '과제를 마친 뒤 잘된 점과 고칠 점을 짧게 돌아보면 계획하는 감각이 빠르게 자랍니다.',
  },
  {
    code: 'C4',
    row: 'heart',
    column: 'self',
    name: '자기 존중',
    summary: '있는 그대로의 나를 인정하고 내 마음을 스스로 돌보는 힘입니다.',
    description:
      '자신의 감정을 잘 알아차리고, 좋은 점과 아쉬운 점을 모두 자신의 일부로 받아들입니다. ' +
      '실수나 실패가 있어도 자신을 너그럽게 다독이며 다시 시작할 힘을 찾고, 남과 비교하기보다 자신만의 속도를 존중합니다.',
    strengthUse:
      '시험이나 취업 준비처럼 긴 과정에서 마음이 흔들리더라도 다시 중심을 잡고 꾸준히 이어 가는 바탕이 됩니다. ' +
      '면접에서는 자신을 차분하고 솔직하게 소개할 수 있고, 일터에서는 피드백을 성장의 재료로 받아들이는 데 도움이 됩니다.',
    growthTip:
      '하루를 마치며 오늘 잘한 일 한 가지를 적어 보는 습관이 좋은 출발점입니다. ' +
      '마음이 무거운 날에는 지금 느끼는 감정에 이름을 붙여 보는 것만으로도 스스로를 돌보는 힘이 자랍니다.',
  },
  {
    code: 'C5',
    row: 'heart',
    column: 'relation',
    name: '공감력',
    summary: '다른 사람의 마음을 함께 느끼고 따뜻하게 배려하는 힘입니다.',
    description:
      '상대의 이야기를 끝까지 들으며 그 사람이 느끼는 감정을 함께 느낍니다. ' +
      '주변 사람의 작은 변화를 알아차리고 먼저 안부를 묻거나 도움을 건네며, 사람들과 믿음이 있는 관계를 오래 이어 갑니다.',
    strengthUse:
      '팀 안에서 서로 편하게 이야기할 수 있는 분위기를 만들고, 동료가 지칠 때 힘이 되어 줍니다. ' +
      '상담, 교육, 간호, 고객 서비스, 인사처럼 사람의 마음을 살피는 일에서 특히 큰 강점이 됩니다.',
    growthTip:
      '대화할 때 내 의견을 말하기 전에 상대의 말을 한 번 요약해 돌려주는 연습이 좋습니다. ' +
      '가까운 사람에게 요즘 어떻게 지내는지 먼저 물어보는 작은 관심에서부터 공감하는 힘이 자랍니다.',
  },
  {
    code: 'C6',
    row: 'heart',
    column: 'work',
    name: '열정',
    summary: '공부와 일에서 의미를 찾고 몰입하며 더 잘하고 싶어 하는 마음입니다.',
    description:
      '관심 있는 일을 할 때 시간 가는 줄 모르고 몰입하며, 해낸 일에서 큰 성취감을 느낍니다. ' +
      '자신이 하는 일이 어떤 의미가 있는지를 중요하게 여기고, 맡은 일은 책임지고 잘 해내고 싶어 합니다.',
    strengthUse:
      '전공 공부나 프로젝트에 깊이 몰입해 눈에 띄는 결과물을 만들 수 있고, 자기소개서의 지원 동기를 진정성 있게 풀어내는 힘이 됩니다. ' +
      '일터에서는 어려운 과제 앞에서도 의욕을 잃지 않고 팀에 활기를 불어넣습니다.',
    growthTip:
      '지금까지 가장 몰입했던 경험을 떠올려 무엇이 나를 움직였는지 적어 보는 것이 좋습니다. ' +
      '관심 분야의 작은 활동 하나를 직접 해 보면 마음이 설레는 지점을 찾기가 훨씬 쉬워집니다.',
  },
  {
    code: 'C7',
    row: 'action',
    column: 'self',
    name: '자기 관리',
    summary: '생활과 건강, 시간을 스스로 관리하며 꾸준히 실천하는 힘입니다.',
    description:
      '스스로 정한 생활 리듬과 습관을 꾸준히 지키고, 작은 목표라도 매일 조금씩 실천합니다. ' +
      '몸과 마음의 상태를 살펴 쉬어야 할 때와 힘을 낼 때를 구분하며, 누가 시키지 않아도 필요한 일을 스스로 챙깁니다.',
    strengthUse:
      '자격증 공부나 어학 준비처럼 오래 이어 가야 하는 준비에서 꾸준함으로 결과를 만들어 냅니다. ' +
      '일터에서는 믿고 맡길 수 있는 사람으로 신뢰를 얻고, 바쁜 시기에도 컨디션을 지키며 안정적으로 일합니다.',
    growthTip:
      '기상 시간이나 하루 30분 공부처럼 아주 작은 습관 하나를 정해 2주 동안 지켜 보는 것이 좋습니다. ' +
      '달력이나 앱에 실천한 날을 표시해 두면 작은 성공이 쌓이는 모습을 눈으로 확인할 수 있습니다.',
  },
  {
    code: 'C8',
    row: 'action',
    column: 'relation',
    name: '협력',
    summary: '사람들과 소통하고 힘을 모아 함께 일을 해내는 힘입니다.',
    description:
      '처음 만난 사람에게도 먼저 말을 건네고, 자신의 생각을 상대가 이해하기 쉽게 전합니다. ' +
      '팀 안에서 필요한 역할을 찾아 맡고, 의견이 엇갈릴 때에는 서로 맞출 방법을 제안하며 함께 결과를 만들어 갑니다.',
    strengthUse:
      '조별 과제, 동아리, 대외활동에서 팀을 움직이는 역할을 맡아 경험을 쌓을 수 있고, 그 경험은 자기소개서와 면접의 좋은 소재가 됩니다. ' +
      '현직자를 만나 정보를 얻는 일에도 강점이 있어 취업 준비의 폭을 넓혀 줍니다.',
    growthTip:
      '수업이나 모임에서 한 번은 먼저 의견을 말하거나 질문을 해 보는 것부터 시작하는 것이 좋습니다. ' +
      '팀 활동에서 회의 내용을 정리해 공유하는 작은 역할을 맡아 보면 함께 일하는 감각이 자연스럽게 자랍니다.',
  },
  {
    code: 'C9',
    row: 'action',
    column: 'work',
    name: '실행력',
    summary: '계획한 일을 미루지 않고 시작해 끝까지 해내는 힘입니다.',
    description:
      '해 보고 싶은 일이 생기면 작게라도 먼저 시도하고, 계획을 세우면 바로 첫걸음을 뗍니다. ' +
      '중간에 막히더라도 방법을 바꿔 가며 계속 나아가고, 맡은 일은 마감 안에 끝까지 마무리합니다.',
    strengthUse:
      '공모전, 인턴, 대외활동에 적극적으로 도전해 눈에 보이는 경험과 결과물을 빠르게 쌓을 수 있습니다. ' +
      '일터에서는 일을 추진하고 끝맺는 사람으로 인정받아 더 큰 일을 맡을 기회를 얻습니다.',
    growthTip:
      '미뤄 둔 일 하나를 골라 10분만 해 보는 것처럼 시작의 문턱을 낮추는 것이 좋습니다. ' +
      '일을 끝낼 때마다 완료 표시를 남기면 끝까지 해낸 경험이 쌓여 실행하는 힘이 자랍니다.',
  },
];

/**
 * 72 statements, 8 per core, interleaved so that neighbouring statements belong to different
 * cores (order: C1, C2, ... C9, C1, C2, ... repeated eight times).
 */
export const STATEMENTS: readonly StatementContent[] = [
  // Block 1
  { core: 'C1', text: '새로운 생각을 떠올리는 일이 즐겁다.' },
  { core: 'C2', text: '상대의 말 속에 담긴 속뜻을 잘 알아차린다.' },
  { core: 'C3', text: '일을 시작하기 전에 목표와 순서를 먼저 정리한다.' },
  { core: 'C4', text: '나는 나의 좋은 점을 알고 인정한다.' },
  { core: 'C5', text: '친구가 힘들어하면 그 마음이 나에게도 전해진다.' },
  { core: 'C6', text: '좋아하는 일에는 시간 가는 줄 모르고 몰입한다.' },
  { core: 'C7', text: '정해 둔 생활 리듬을 꾸준히 지킨다.' },
  { core: 'C8', text: '처음 만난 사람에게도 먼저 말을 건넨다.' },
  { core: 'C9', text: '계획을 세우면 미루지 않고 바로 시작한다.' },
  // Block 2
  { core: 'C1', text: '궁금한 것이 생기면 스스로 찾아보고 알아낸다.' },
  { core: 'C2', text: '의견이 다를 때 서로의 입장을 정리해 비교해 본다.' },
  { core: 'C3', text: '큰 과제를 작은 단계로 나누어 계획을 세운다.' },
  { core: 'C4', text: '지금 내가 어떤 기분인지 잘 알아차린다.' },
  { core: 'C5', text: '상대의 이야기를 끝까지 귀 기울여 듣는다.' },
  { core: 'C6', text: '내가 하는 일이 의미 있다고 느낄 때 힘이 난다.' },
  { core: 'C7', text: '작은 목표라도 세우면 매일 조금씩 실천한다.' },
  { core: 'C8', text: '팀 활동에서 내가 맡을 역할을 먼저 찾아 나선다.' },
  { core: 'C9', text: '맡은 일은 마감 안에 끝까지 마무리한다.' },
  // Block 3
  { core: 'C1', text: '나는 내가 왜 그렇게 느꼈는지 곰곰이 생각해 본다.' },
  { core: 'C2', text: '사람마다 생각하는 방식이 다르다는 것을 먼저 떠올린다.' },
  { core: 'C3', text: '문제가 생기면 원인을 하나씩 나누어 분석해 본다.' },
  { core: 'C4', text: '실수를 해도 나를 너그럽게 다독이며 다시 시작한다.' },
  { core: 'C5', text: '주변 사람의 작은 변화를 알아차리고 안부를 묻는다.' },
  { core: 'C6', text: '맡은 일은 책임지고 잘 해내고 싶은 마음이 크다.' },
  { core: 'C7', text: '몸과 마음의 건강을 위해 운동과 휴식을 챙긴다.' },
  { core: 'C8', text: '내 생각을 상대가 알기 쉽게 분명히 전한다.' },
  { core: 'C9', text: '해 보고 싶은 일이 생기면 작게라도 먼저 시도한다.' },
  // Block 4
  { core: 'C1', text: '남의 의견을 그대로 따르기보다 내 생각을 정리해 본다.' },
  { core: 'C2', text: '갈등이 생기면 그 원인이 무엇인지 차분히 따져 본다.' },
  { core: 'C3', text: '해야 할 일들의 우선순위를 따져서 정한다.' },
  { core: 'C4', text: '힘든 일이 있어도 시간이 지나면 마음을 회복한다.' },
  { core: 'C5', text: '도움이 필요한 사람에게 먼저 손을 내민다.' },
  { core: 'C6', text: '어려운 과제를 해냈을 때의 성취감이 좋다.' },
  { core: 'C7', text: '하루 일정을 미리 정리하고 그에 맞춰 움직인다.' },
  { core: 'C8', text: '모르는 것이 있으면 주변에 편하게 도움을 청한다.' },
  { core: 'C9', text: '막히는 부분이 있어도 방법을 바꿔 가며 계속 해 본다.' },
  // Block 5
  { core: 'C1', text: '새로운 분야의 책이나 강의를 찾아보는 것을 좋아한다.' },
  { core: 'C2', text: '상대에 맞추어 어떻게 설명하면 좋을지 미리 생각한다.' },
  { core: 'C3', text: '판단할 때 자료와 근거를 찾아 비교해 본다.' },
  { core: 'C4', text: '남과 비교하기보다 어제의 나와 비교한다.' },
  { core: 'C5', text: '다른 사람이 잘되면 진심으로 함께 기뻐한다.' },
  { core: 'C6', text: '공부나 일에서 더 잘하고 싶다는 마음이 자주 든다.' },
  { core: 'C7', text: '한번 시작한 습관은 오래 이어 가는 편이다.' },
  { core: 'C8', text: '의견이 엇갈릴 때 서로 맞출 방법을 제안한다.' },
  { core: 'C9', text: '공모전이나 대외활동에 적극적으로 지원한다.' },
  // Block 6
  { core: 'C1', text: '나에게 중요한 가치가 무엇인지 자주 생각한다.' },
  { core: 'C2', text: '모임의 분위기와 사람들 사이의 관계를 빠르게 파악한다.' },
  { core: 'C3', text: '더 효율적으로 일할 방법을 궁리하는 것이 즐겁다.' },
  { core: 'C4', text: '나만의 속도로 가도 괜찮다고 여긴다.' },
  { core: 'C5', text: '상대가 불편하지 않도록 말과 행동을 배려한다.' },
  { core: 'C6', text: '관심 있는 분야를 생각하면 설레고 기대된다.' },
  { core: 'C7', text: '필요한 공부는 누가 시키지 않아도 스스로 한다.' },
  { core: 'C8', text: '동료의 일이 밀리면 기꺼이 손을 보탠다.' },
  { core: 'C9', text: '일의 진행 상황을 꼼꼼히 확인하며 끝까지 챙긴다.' },
  // Block 7
  { core: 'C1', text: '익숙한 것에도 왜 그런지 질문을 던져 본다.' },
  { core: 'C2', text: '대화를 마친 뒤 상대가 무엇을 원했는지 되짚어 본다.' },
  { core: 'C3', text: '일정에 필요한 시간과 준비물을 미리 따져 본다.' },
  { core: 'C4', text: '나를 기분 좋게 하는 것이 무엇인지 알고 챙긴다.' },
  { core: 'C5', text: '사람들과 따뜻한 관계를 이어 가는 것이 소중하다.' },
  { core: 'C6', text: '결과가 더디게 나와도 하고 싶은 일이라면 즐겁게 이어 간다.' },
  { core: 'C7', text: '용돈과 시간을 계획에 맞게 나누어 쓴다.' },
  { core: 'C8', text: '모임이나 팀에 이끌 사람이 필요하면 나서서 맡는다.' },
  { core: 'C9', text: '배운 것을 과제나 실제 일에 바로 적용해 본다.' },
  // Block 8
  { core: 'C1', text: '하루를 돌아보며 배운 점을 정리하는 시간이 좋다.' },
  { core: 'C2', text: '나와 다른 배경을 가진 사람의 관점이 흥미롭다.' },
  { core: 'C3', text: '결과를 돌아보며 다음에 개선할 점을 정리한다.' },
  { core: 'C4', text: '나는 있는 그대로의 나를 소중하게 여긴다.' },
  { core: 'C5', text: '상대의 감정을 있는 그대로 존중하려고 한다.' },
  { core: 'C6', text: '내 일이 누군가에게 보탬이 될 때 보람을 느낀다.' },
  { core: 'C7', text: '새로운 기술을 익히려고 날마다 조금씩 연습한다.' },
  { core: 'C8', text: '고마운 마음은 말이나 행동으로 바로 표현한다.' },
  { core: 'C9', text: '여러 일이 겹쳐도 하나씩 차례로 처리해 나간다.' },
];

export interface QuadrantContent {
  code: Quadrant;
  name: string;
  axis: string;
  explanation: string;
  advice: string;
}

/**
 * The quadrants as core-coloring/2 names them (decision 015): each name and axis says only what the
 * answers show. Desire is said by green (되고 싶은 나) or by the mark 더 키우고 싶어요 on a red or yellow
 * statement; a core with no such answer is "not marked", never "not wanted".
 */
export const QUADRANT_CONTENT: readonly QuadrantContent[] = [
  {
    code: 'keep',
    name: '강점 유지',
    axis: '지금 강하고, 더 키우고 싶다고 표시한 코어',
    explanation:
      '지금의 나에게 이미 잘 드러나 있으면서, 초록이나 ‘더 키우고 싶어요’ 표시로 앞으로도 더 키우고 싶다고 한 코어입니다. ' +
      '스스로 좋아하고 잘 쓰고 있는 힘이므로 나를 소개하는 이야기의 중심이 될 수 있습니다.',
    advice:
      '이 코어를 자주 쓸 수 있는 활동과 직무를 찾고, 이 코어가 드러난 경험을 자기소개서와 면접 소재로 정리해 두는 것이 좋습니다.',
  },
  {
    code: 'grow',
    name: '성장 목표',
    axis: '지금은 약하지만, 되고 싶다고 표시한 코어',
    explanation:
      '아직 지금의 나에게 자주 드러나지는 않지만, 초록(되고 싶은 나)이나 ‘더 키우고 싶어요’ 표시로 바란다고 한 코어입니다. ' +
      '부족하다는 뜻이 아니라 내가 어느 방향으로 자라고 싶은지를 알려 주는 표시로 읽으면 됩니다.',
    advice:
      '한 번에 크게 바꾸려 하기보다 작은 행동 하나를 정해 꾸준히 실천하고, 이 코어가 뛰어난 사람에게 배우는 것이 좋습니다.',
  },
  {
    code: 'hidden',
    name: '지금의 강점',
    axis: '지금 강하고, 더 키우고 싶다는 표시는 하지 않은 코어',
    explanation:
      '지금의 나에게 이미 잘 드러나 있는 코어입니다. 더 키우고 싶다는 표시를 하지 않았을 뿐, 바라지 않는다는 뜻은 아닙니다. ' +
      '너무 자연스러워서 강점인 줄 모르고 지나치기 쉬운 힘이므로 한 번 더 살펴볼 가치가 있습니다.',
    advice:
      '이 코어를 발휘했던 경험을 떠올려 보고, 앞으로 더 키우고 싶은지 스스로 물어보세요. 관심 있는 분야와 연결해 보면 든든한 무기가 될 수 있습니다.',
  },
  {
    code: 'outside',
    name: '드러나지 않은 코어',
    axis: '지금은 약하고, 되고 싶다는 표시도 하지 않은 코어',
    explanation:
      '이번 색칠에서는 지금의 나로도, 되고 싶은 나로도 잘 드러나지 않은 코어입니다. ' +
      '관심이 없다는 뜻이라기보다 지금은 나의 에너지가 다른 코어에 가 있다는 뜻으로 읽으면 됩니다. 모든 코어가 강할 필요는 없습니다.',
    advice:
      '억지로 키우기보다 이 코어가 강한 사람과 함께하며 서로 보완하고, 시간이 지난 뒤 마음이 달라졌는지 다시 살펴보는 것이 좋습니다.',
  },
];

/**
 * The quadrants as core-coloring/1 named them, frozen: results scored then keep their own copy,
 * and migration 0008 wrote this into results kept before they carried content.
 */
export const QUADRANT_CONTENT_V1: readonly QuadrantContent[] = [
  {
    code: 'keep',
    name: '강점 유지',
    axis: '지금 강하고, 더 키우고 싶은 코어',
    explanation:
      '지금의 나에게 이미 잘 드러나 있으면서, 앞으로도 더 키우고 싶은 코어입니다. ' +
      '스스로 좋아하고 잘 쓰고 있는 힘이므로 나를 소개하는 이야기의 중심이 될 수 있습니다.',
    advice:
      '이 코어를 자주 쓸 수 있는 활동과 직무를 찾고, 이 코어가 드러난 경험을 자기소개서와 면접 소재로 정리해 두는 것이 좋습니다.',
  },
  {
    code: 'grow',
    name: '성장 목표',
    axis: '지금은 약하지만, 키우고 싶은 코어',
    explanation:
      '아직 지금의 나에게 자주 드러나지는 않지만, 되고 싶은 나의 모습으로 바라는 코어입니다. ' +
      '부족하다는 뜻이 아니라 내가 어느 방향으로 자라고 싶은지를 알려 주는 표시로 읽으면 됩니다.',
    advice:
      '한 번에 크게 바꾸려 하기보다 작은 행동 하나를 정해 꾸준히 실천하고, 이 코어가 뛰어난 사람에게 배우는 것이 좋습니다.',
  },
  {
    code: 'hidden',
    name: '잠재 강점',
    axis: '지금 강하지만, 크게 바라지는 않는 코어',
    explanation:
      '지금의 나에게 이미 잘 드러나 있지만, 스스로는 크게 의식하거나 더 바라지 않는 코어입니다. ' +
      '너무 자연스러워서 강점인 줄 모르고 지나치기 쉬운 힘이므로 한 번 더 살펴볼 가치가 있습니다.',
    advice:
      '이 코어를 발휘했던 경험을 떠올려 보고 관심 있는 분야와 연결해 보면, 생각보다 든든한 무기가 될 수 있습니다.',
  },
  {
    code: 'outside',
    name: '관심 밖',
    axis: '지금 약하고, 지금은 크게 바라지 않는 코어',
    explanation:
      '지금의 나에게 자주 드러나지 않고, 지금은 크게 키우고 싶지도 않은 코어입니다. ' +
      '모든 코어가 강할 필요는 없으며, 지금은 나의 에너지를 다른 코어에 쓰고 있다는 뜻으로 읽으면 됩니다.',
    advice:
      '억지로 키우기보다 이 코어가 강한 사람과 함께하며 서로 보완하고, 시간이 지난 뒤 마음이 달라졌는지 다시 살펴보는 것이 좋습니다.',
  },
];

export interface SuggestedActionContent {
  text: string;
  dueInDays: number;
}

/** Two concrete next steps per core, suggested when the core is among the user's top cores. */
export const CORE_ACTIONS: Record<CoreCode, readonly SuggestedActionContent[]> = {
  C1: [
    { text: '요즘 궁금한 주제 하나를 정해 관련 글 세 편을 읽고 요약하기', dueInDays: 7 },
    { text: '한 달 동안 매주 한 번 배운 점과 생각을 짧은 글로 기록하기', dueInDays: 30 },
  ],
  C2: [
    { text: '최근 의견이 달랐던 대화 하나를 골라 서로의 입장을 정리해 보기', dueInDays: 7 },
    { text: '조별 과제 팀원들의 강점을 한 줄씩 적어 역할 분담에 활용하기', dueInDays: 14 },
  ],
  C3: [
    { text: '이번 학기 목표 하나를 주 단위 계획표로 나누어 작성하기', dueInDays: 7 },
    { text: '관심 기업 한 곳의 사업을 조사해 한 쪽 분량의 분석 노트 만들기', dueInDays: 30 },
  ],
  C4: [
    { text: '나의 강점과 잘해 낸 경험 다섯 가지를 적어 자기소개 소재로 정리하기', dueInDays: 7 },
    { text: '2주 동안 매일 밤 오늘 잘한 일 한 가지를 기록하기', dueInDays: 14 },
  ],
  C5: [
    { text: '최근 고마웠던 사람 한 명에게 구체적인 감사 메시지 보내기', dueInDays: 7 },
    { text: '교내 멘토링이나 봉사 활동 하나를 찾아 신청하기', dueInDays: 30 },
  ],
  C6: [
    { text: '가장 몰입했던 경험 세 가지를 적고 그 공통점 찾아보기', dueInDays: 7 },
    { text: '관심 분야 현직자의 강연이나 인터뷰 영상 세 편을 보고 느낀 점 정리하기', dueInDays: 14 },
  ],
  C7: [
    { text: '일주일 동안 시간 쓰임을 기록하고 줄일 시간 한 가지 정하기', dueInDays: 7 },
    { text: '기상, 공부, 운동 중 하나를 골라 2주 동안 매일 실천 여부 기록하기', dueInDays: 14 },
  ],
  C8: [
    { text: '관심 직무 현직자 한 명에게 질문 세 가지를 정리해 보내기', dueInDays: 14 },
    { text: '동아리나 스터디에서 회의 진행이나 정리 역할을 한 번 맡기', dueInDays: 30 },
  ],
  C9: [
    { text: '미뤄 둔 일 하나를 골라 30분 동안 첫 단계를 끝내기', dueInDays: 7 },
    { text: '공모전, 인턴, 대외활동 중 하나를 골라 지원서 제출하기', dueInDays: 30 },
  ],
};

/**
 * Two concrete next steps per quadrant, suggested for the cores placed in it.
 * '{core}' is replaced with the core's name.
 */
export const QUADRANT_ACTIONS: Record<Quadrant, readonly SuggestedActionContent[]> = {
  keep: [
    { text: '{core} 코어가 잘 드러난 경험 하나를 자기소개서 한 문단으로 써 보기', dueInDays: 14 },
    { text: '{core} 코어를 살릴 수 있는 직무 두 가지를 골라 채용 공고 읽어 보기', dueInDays: 30 },
  ],
  grow: [
    { text: '{core} 코어가 뛰어난 주변 사람 한 명에게 평소 습관 물어보기', dueInDays: 7 },
    { text: '{core} 코어를 키울 작은 행동 하나를 정해 2주 동안 실천하기', dueInDays: 14 },
  ],
  hidden: [
    { text: '{core} 코어를 발휘했던 순간 세 가지를 떠올려 적어 보기', dueInDays: 7 },
    { text: '{core} 코어를 관심 분야의 공부나 활동에 써 볼 방법 한 가지 찾기', dueInDays: 14 },
  ],
  outside: [
    { text: '{core} 코어가 강한 친구나 동료와 함께할 수 있는 활동 하나 찾기', dueInDays: 30 },
    { text: '한 달 뒤 {core} 코어에 대한 내 마음이 달라졌는지 다시 살펴보기', dueInDays: 30 },
  ],
};

/**
 * Steps for a result that names no strongest cores (nothing colored red or yellow, or every core
 * equal): ways to find what is "me now" other than this checklist.
 */
export const UNCLEAR_ACTIONS: readonly SuggestedActionContent[] = [
  { text: '최근 한 달 동안 잘 해낸 일 세 가지를 적고, 그때 쓴 힘을 아홉 코어에서 찾아보기', dueInDays: 7 },
  { text: '가까운 사람 두 명에게 내가 잘하는 것을 물어보고 그대로 적어 두기', dueInDays: 14 },
  { text: '한 달 뒤 문장을 천천히 다시 읽으며, 가끔이라도 나와 닮은 문장은 노랑으로 칠해 다시 해 보기', dueInDays: 30 },
];
