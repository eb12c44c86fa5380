import type { DraftInput } from './compose';

// Inputs as students fill in the self-introduction form: notes in their own style (맡음, 했다,
// 했어요, noun phrases), numbers, organisations and titles of their own. Shared by the composer's
// tests; not part of the package's API.

type Experience = DraftInput['experiences'][number];
const experience = (situation: string, action: string, result: string): Experience => ({ situation, action, result });

export const FESTIVAL = experience(
  '2학년 때 학과 축제 준비위원회에서 예산 담당을 맡음. 작년보다 지원금이 줄어 행사 규모를 줄여야 하는 상황이었다.',
  '지난 3년간의 지출 내역을 항목별로 정리해 줄일 수 있는 비용을 찾았고, 지역 상점 두 곳을 직접 찾아가 협찬을 설득했다.',
  '예산 300만 원을 확보해 계획한 행사를 모두 열었고, 방문객 1,200명이 다녀갔다. 정리한 지출표는 다음 해 준비위원회에 그대로 넘겨줌.',
);
export const CAFE = experience(
  '카페 아르바이트',
  '손님이 몰리는 점심시간에 주문이 자주 누락되어 주문 순서표를 새로 만들고 동료들과 사용법을 공유함',
  '주문 누락이 눈에 띄게 줄었고 사장님께 칭찬을 받았어요.',
);
export const TEAM_PROJECT = experience(
  '전공 수업 팀 프로젝트에서 팀원 간 의견 차이로 일정이 3주나 밀린 적이 있었다.',
  '나는 팀원 한 명 한 명과 따로 이야기를 나누고 역할과 마감일을 다시 정리한 표를 만들었다.',
  '남은 기간 안에 결과물을 완성해 발표했고 A+ 학점을 받았다.',
);
export const VOLUNTEER = experience(
  '지역아동센터에서 1년 동안 초등학생 학습 봉사',
  '아이마다 어려워하는 과목을 기록하고 매주 맞춤 학습지를 준비',
  '맡은 학생 네 명 모두 수학 단원평가 점수가 올랐음',
);
export const CONTEST = experience(
  '교내 마케팅 공모전에 4인 팀으로 참가',
  '소비자 설문 200건을 직접 모아 분석하는 일을 맡았습니다.',
  '우수상 수상',
);
export const INTERNSHIP = experience(
  '한빛전자 마케팅팀 인턴으로 두 달 동안 일함',
  'SNS 게시물 반응을 주 단위로 정리하는 보고서를 처음 만들었다',
  '팀장님이 보고서 양식을 팀 전체에 쓰기로 하셨다.',
);

export const RICH: DraftInput = {
  kind: 'motivation',
  question: '지원 동기를 작성해 주세요. (1,000자 이내)',
  target: '한빛전자 마케팅팀',
  keywords: ['꼼꼼함', '책임감', '끈기'],
  experiences: [FESTIVAL, TEAM_PROJECT, VOLUNTEER, CAFE],
  notes: '컴퓨터활용능력 1급 자격증 있음',
  length: 1000,
};

/** A dozen varied input sets: every kind, every note style, thin and rich. */
export const INPUT_SETS: readonly DraftInput[] = [
  RICH,
  { ...RICH, kind: 'growth', question: '성장 과정을 기술하십시오.', length: 700 },
  {
    ...RICH,
    kind: 'personality',
    question: '본인의 성격의 장단점을 작성해 주세요.',
    length: 500,
    notes: '단점은 완벽주의',
  },
  { ...RICH, kind: 'aspiration', question: '입사 후 포부를 작성해 주세요.', experiences: [INTERNSHIP], length: 700 },
  {
    kind: 'custom',
    question: '가장 어려웠던 협업 경험과 극복 과정을 적어 주세요.',
    target: '(주)다온소프트',
    keywords: ['소통', '조율'],
    experiences: [TEAM_PROJECT, CONTEST],
    notes: '우리 팀은 총 다섯 명이었음. 리더십 강조해 줘',
    length: 800,
  },
  { ...RICH, keywords: [], target: null, experiences: [CAFE], notes: '', length: 500 },
  { ...RICH, kind: 'growth', target: null, experiences: [VOLUNTEER, FESTIVAL], keywords: ['배려'], length: 600 },
  {
    ...RICH,
    kind: 'personality',
    keywords: ['꼼꼼함'],
    experiences: [experience('', '', '실수 없이 1년 동안 재고 정리')],
    notes: '',
  },
  {
    ...RICH,
    kind: 'aspiration',
    target: '국민건강보험공단',
    keywords: ['책임감', '공감'],
    experiences: [VOLUNTEER, INTERNSHIP],
  },
  {
    ...RICH,
    kind: 'custom',
    question: '',
    target: null,
    keywords: [],
    experiences: [CONTEST, CAFE],
    notes: '토익 850점',
  },
  {
    ...RICH,
    kind: 'motivation',
    target: 'LG화학 생산관리',
    keywords: ['도전', '성실함', '분석력', '협업', '꾸준함'],
    experiences: [experience('화학공학과 3학년 공정설계 수업', '', ''), INTERNSHIP, CONTEST],
    length: 1000,
  },
  { ...RICH, target: null, keywords: [], experiences: [], notes: '', length: 500 },
  {
    ...RICH,
    kind: 'growth',
    experiences: [experience('고등학생 때 부모님 가게 일을 도움', '매일 장부 정리', '')],
    length: 500,
  },
];

/** Every text the user gave in a set: what a draft may draw its facts from. */
export const inputTexts = (input: DraftInput): string[] => [
  input.question,
  input.target ?? '',
  ...input.keywords,
  ...input.experiences.flatMap((item) => [item.situation, item.action, item.result]),
  input.notes,
];
