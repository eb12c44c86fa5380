import type { DeepinterPart } from '@career/api-sdk';
import type { FindingKind } from '../selfIntroduce/finding';
import type { DraftInput } from '../text/compose';
import { CAFE, FESTIVAL, INPUT_SETS, TEAM_PROJECT } from '../text/fixtures';

// The writing tools' quality suite (issue 39): what students write, weak and strong, with what a
// career counsellor expects the tools to say of it. Each case names what must and must not be
// found, or asked; suite.ts reads every expectation as one check and writingSuite.test.ts prints the
// pass rate. A case is added when a counsellor (or a student) finds the tools saying the wrong thing.

/** The review of a 자기소개서 answer (selfIntroduce/check.ts). */
export interface ReviewCase {
  tool: 'review';
  name: string;
  text: string;
  target: number;
  questionType: string;
  /** Kinds a counsellor would point out here. */
  mustFind?: readonly FindingKind[];
  /** Kinds that would be wrong here. */
  mustNotFind?: readonly FindingKind[];
  /** The most findings a reader should be given for this answer: one per cause. */
  atMost?: number;
}

/** The deep interview's follow-up questions to one answer (deepinter/followUps.ts). */
export interface FollowUpCase {
  tool: 'followUps';
  name: string;
  part: DeepinterPart;
  answer: string;
  /** Questions that ask for what the answer already said, or presume: never asked. */
  mustNotAsk?: readonly RegExp[];
  /** What a good interviewer asks next here. */
  mustAsk?: readonly RegExp[];
}

/** The composer's draft (text/compose.ts), read by the review it will be checked by. */
export interface DraftCase {
  tool: 'draft';
  name: string;
  input: DraftInput;
  /** The question type the draft is reviewed as. */
  questionType: string;
}

/** The deep interview's rewrite of one answer (deepinter/rewrite.ts): the student's sentences, in story order. */
export interface RewriteCase {
  tool: 'rewrite';
  name: string;
  answer: string;
  /** Parts of sentences in the order the rewrite must tell them. */
  order: readonly string[];
}

export type WritingCase = ReviewCase | FollowUpCase | DraftCase | RewriteCase;

const REVIEW_CASES: readonly ReviewCase[] = [
  {
    tool: 'review',
    name: '책임감과 성실을 말로만 내세우는 성장과정',
    text:
      '저는 어려서부터 책임감이 강하고 성실한 사람입니다. 맞벌이를 하시는 부모님 밑에서 자라며 누구보다 열심히 노력하는 ' +
      '자세를 배웠고, 학교생활에서도 맡은 일은 끝까지 해내기 위해 늘 노력해 왔으며, 이러한 경험을 통해 어떤 어려움도 ' +
      '이겨낼 수 있다는 자신감을 얻었습니다.',
    target: 700,
    questionType: '성장과정',
    mustFind: ['no-evidence', 'cliche', 'long-sentence', 'length'],
  },
  {
    tool: 'review',
    name: '리더십을 말하고 최선을 다했다는 두 문장',
    text: '저는 리더십이 뛰어납니다. 어떤 일이든 최선을 다해 왔습니다.',
    target: 500,
    questionType: '성격의 장단점',
    mustFind: ['no-evidence'],
  },
  {
    tool: 'review',
    name: '배운 점만 있고 한 일이 없는 소통 능력',
    text: '저는 소통 능력이 뛰어납니다. 팀 과제를 하며 소통의 중요성을 배웠습니다.',
    target: 500,
    questionType: '성격의 장단점',
    mustFind: ['no-evidence'],
  },
  {
    tool: 'review',
    name: '끝까지 해냈다는 말뿐인 책임감',
    text: '저는 책임감을 가지고 끝까지 해냈습니다. 그래서 주변에서 믿을 만한 사람이라는 말을 듣습니다.',
    target: 500,
    questionType: '성격의 장단점',
    mustFind: ['no-evidence'],
  },
  {
    tool: 'review',
    name: '상황·행동·숫자·결과가 다 있는 지원동기',
    text:
      '대학교 3학년 때 교내 카페에서 아르바이트를 하며 점심시간마다 대기 줄이 길어지는 문제를 보았습니다. ' +
      '저는 두 달 동안 시간대별 주문 수를 기록했고, 많이 팔리는 메뉴 다섯 가지를 미리 준비해 두자고 점장님께 제안했습니다. ' +
      '제안이 받아들여진 뒤 평균 대기 시간이 8분에서 4분으로 줄었습니다. ' +
      '한빛리테일의 매장 운영 직무는 이런 자료를 매일 다루는 일이라고 생각해 지원했습니다.',
    target: 300,
    questionType: '지원동기',
    mustNotFind: ['no-evidence', 'structure', 'cliche'],
  },
  {
    tool: 'review',
    name: '주장 뒤에 바로 이야기가 오는 두괄식',
    text:
      '저는 꼼꼼한 사람입니다. 2학년 때 학생회 회계를 맡았습니다. 매달 영수증을 장부와 하나씩 대조했고, ' +
      '그 결과 학기 말 감사에서 지적을 한 건도 받지 않았습니다.',
    target: 200,
    questionType: '성격의 장단점',
    mustNotFind: ['no-evidence'],
  },
  {
    tool: 'review',
    name: '기록으로 보여 주는 성실',
    text: '저는 성실합니다. 2년 동안 편의점 아르바이트를 하며 한 번도 지각하지 않았습니다.',
    target: 100,
    questionType: '성격의 장단점',
    mustNotFind: ['no-evidence'],
  },
  {
    tool: 'review',
    name: '한 일을 구체적으로 적은 꼼꼼함',
    text: '꼼꼼한 성격이라 동아리 회의록을 매번 정리해 다음 회의 전에 돌렸습니다.',
    target: 60,
    questionType: '성격의 장단점',
    mustNotFind: ['no-evidence'],
  },
  {
    tool: 'review',
    name: '앞으로의 다짐인 입사 후 포부',
    text:
      '입사 후에는 매장별 판매 자료를 살펴 재고가 남는 상품부터 원인을 찾고 싶습니다. 적극적으로 배우는 신입 사원이 ' +
      '되겠습니다. 3년 안에 한 지역의 매장 운영을 맡을 수 있도록 준비하겠습니다.',
    target: 150,
    questionType: '입사 후 포부',
    mustNotFind: ['no-evidence', 'structure'],
  },
  {
    tool: 'review',
    name: '상투어가 몰린 긴 문장은 원인마다 한 번씩만',
    text:
      '저는 어려서부터 책임감이 강하고 성실한 성격입니다. 귀사에 입사하여 누구보다 열심히 노력하는 자세로 최선을 다하는 ' +
      '인재가 되겠다는 각오로 지원하게 되었으며, 항상 긍정적인 마인드로 주어진 일에 임하겠습니다. 열정을 가지고 ' +
      '끝까지 해내는 사람이 되겠습니다.',
    target: 500,
    questionType: '지원동기',
    mustFind: ['no-evidence', 'cliche', 'long-sentence'],
    atMost: 9,
  },
];

const FOLLOW_UP_CASES: readonly FollowUpCase[] = [
  {
    tool: 'followUps',
    name: '이유를 "~같아서"로 이미 말한 행동',
    part: 'action',
    answer: '학술제 예산이 부족했는데, 참가비를 올리면 참가자가 줄 것 같아서 숙소비부터 줄이기로 했습니다.',
    mustNotAsk: [/이유는 무엇인가요/, /어떻게 풀었나요/],
  },
  {
    tool: 'followUps',
    name: '상황에서 가장 힘들었던 점을 이미 말함',
    part: 'situation',
    answer: '2학년 때 학과 학술제 준비위원장을 맡았습니다. 가장 힘들었던 점은 선배들의 반대였습니다.',
    mustNotAsk: [/가장 먼저 눈에 들어온 문제/, /가장 어려웠던 점은 무엇/],
    mustAsk: [/'선배들의 반대'/],
  },
  {
    tool: 'followUps',
    name: '반대를 설득한 이야기를 이미 한 행동',
    part: 'action',
    answer:
      '선배들이 일정 변경에 반대해서, 지난 3년 참가자 설문 결과를 정리해 보여 드리며 설득했습니다. 왜냐하면 숫자를 보면 ' +
      '생각이 바뀔 거라고 판단했기 때문입니다.',
    mustNotAsk: [/의견이 달랐던 적/, /이유는 무엇인가요/],
  },
  {
    tool: 'followUps',
    name: '팀 이야기만 하는 행동',
    part: 'action',
    answer: '우리 팀은 발표 자료를 함께 만들고 리허설을 세 번 했습니다.',
    mustAsk: [/본인이 직접 맡은 일/],
  },
  {
    tool: 'followUps',
    name: '숫자와 변화를 말한 결과',
    part: 'result',
    answer: '참가자가 작년 80명에서 120명으로 늘었고, 설문 만족도도 3.8점에서 4.5점으로 올랐습니다.',
    mustNotAsk: [/숫자나 전과 후/, /그 숫자는 전과 비교해/],
  },
  {
    tool: 'followUps',
    name: '언제 어디서를 말한 상황',
    part: 'situation',
    answer:
      '작년 여름방학에 동네 도서관에서 초등학생 독서 교실 보조 교사로 일했습니다. 아이들이 스무 명 넘게 모였습니다.',
    mustNotAsk: [/언제, 어디에서/],
  },
  {
    tool: 'followUps',
    name: '짧은 배운 점에는 막연한 "더 자세히"가 아니라 순간을 묻기',
    part: 'learned',
    answer: '소통이 중요하다는 것을 배웠습니다.',
    mustNotAsk: [/조금 더 자세히 들려주세요/],
    mustAsk: [/순간/],
  },
  {
    tool: 'followUps',
    name: '어려움만 말하고 어떻게 넘었는지는 없는 행동',
    part: 'action',
    answer: '행사 전날 발표자가 갑자기 못 온다고 해서 정말 힘들었습니다. 그래도 어떻게든 행사는 끝까지 마쳤습니다.',
    mustAsk: [/어떻게 풀었나요/],
  },
];

const DRAFT_CASES: readonly DraftCase[] = [
  {
    tool: 'draft',
    name: '키워드 둘, 경험 둘, 메모 하나의 지원동기',
    questionType: '지원동기',
    input: {
      kind: 'motivation',
      question: '지원동기를 작성해 주세요',
      target: '한빛리테일',
      keywords: ['책임감', '분석력'],
      experiences: [
        {
          situation: '3학년 때 교내 카페 아르바이트에서 점심마다 줄이 길었음',
          action: '두 달 동안 시간대별 주문 수를 기록하고 점장님께 메뉴 미리 준비를 제안함',
          result: '대기 시간이 8분에서 4분으로 줄었음',
        },
        {
          situation: '학과 학술제 준비위원장',
          action: '예산이 모자라 숙소비부터 줄이기로 하고 업체 세 곳에 견적을 받음',
          result: '예산 안에서 학술제를 마침',
        },
      ],
      notes: '매장 운영 직무에 관심이 많음',
      length: 700,
    },
  },
  {
    tool: 'draft',
    name: '키워드 하나와 경험 하나의 성격의 장단점',
    questionType: '성격의 장단점',
    input: {
      kind: 'personality',
      question: '성격의 장단점을 적어 주세요',
      target: null,
      keywords: ['꼼꼼함'],
      experiences: [CAFE],
      notes: '단점은 결정이 느린 편이라 마감을 미리 정해 둠',
      length: 500,
    },
  },
  {
    tool: 'draft',
    name: '경험 셋의 성장과정',
    questionType: '성장과정',
    input: {
      kind: 'growth',
      question: '성장과정을 적어 주세요',
      target: '한빛전자',
      keywords: ['끈기', '협업'],
      experiences: [FESTIVAL, TEAM_PROJECT, CAFE],
      notes: '',
      length: 1000,
    },
  },
  ...INPUT_SETS.map(
    (input, index): DraftCase => ({
      tool: 'draft',
      name: `입력 묶음 ${index + 1} (${input.kind})`,
      questionType: input.question,
      input,
    }),
  ),
];

const REWRITE_CASES: readonly RewriteCase[] = [
  {
    tool: 'rewrite',
    name: '결과부터 말하고 상황을 끝에 붙인 행동',
    answer:
      '그냥 결론적으로 대기 시간이 10분에서 3분으로 줄었어요. 저는 번호표를 만들어서 손님들께 나눠 드렸고 ' +
      '순서대로 부르는 방식으로 바꿨어요. 축제 때 부스 앞 줄이 진짜 길었어요.',
    order: ['축제 때', '번호표를', '대기 시간이'],
  },
  {
    tool: 'rewrite',
    name: '순서대로 말한 답은 그대로',
    answer:
      '동아리 회의 때 의견이 갈려 결정을 못 했습니다. 저는 안마다 장단점을 표로 정리해 공유했습니다. 그 결과 한 번에 결정했습니다.',
    order: ['동아리 회의', '장단점을', '그 결과'],
  },
  {
    tool: 'rewrite',
    name: '앞 문장에 기대는 결과는 그 자리에',
    answer: '저는 재고표를 매일 갱신했습니다. 덕분에 발주 실수가 줄었습니다. 당시 매장은 재고가 자주 비었습니다.',
    order: ['당시 매장', '재고표를', '덕분에'],
  },
];

export const WRITING_CASES: readonly WritingCase[] = [
  ...REVIEW_CASES,
  ...FOLLOW_UP_CASES,
  ...DRAFT_CASES,
  ...REWRITE_CASES,
];
