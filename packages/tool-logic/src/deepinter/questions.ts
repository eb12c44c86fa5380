import { DEEPINTER_PARTS, type DeepinterKind, type DeepinterPart } from '@career/api-sdk';
import { withParticle } from '../text/korean';

// The questions of a deep interview (decision 025): for each of the five parts an experience is
// told in, a question worded for the kind of experience, why an interviewer asks it, and other
// wordings the student may take instead. Our own text. The experience's title is the student's.

export interface MainQuestion {
  part: DeepinterPart;
  question: string;
  /** Why it is asked: what an interviewer listens for. */
  why: string;
  /** Other wordings of the same question. */
  alternatives: string[];
}

type Wordings = (title: string) => string[];

const SITUATION: Record<DeepinterKind, Wordings> = {
  class: (title) => [
    `${withParticle(title, '은/는')} 어떤 수업에서, 어떤 과제로 하게 된 일인가요?`,
    '그 수업과 과제는 어떤 조건이었나요? 기간, 함께한 사람, 주어진 자료를 떠올려 보세요.',
  ],
  club: (title) => [
    `${withParticle(title, '은/는')} 어떤 모임에서, 어떤 때에 있었던 일인가요?`,
    '그 모임은 그때 어떤 상황이었나요? 무엇이 잘 되고 무엇이 어려웠나요?',
  ],
  work: (title) => [
    `${withParticle(title, '은/는')} 어떤 곳에서 일할 때의 일인가요? 그곳은 어떤 상황이었나요?`,
    '그 일터는 어떤 곳이었고, 그때 어떤 일이 벌어지고 있었나요?',
  ],
  volunteer: (title) => [
    `${withParticle(title, '은/는')} 어디에서, 누구를 위해 한 활동인가요?`,
    '그 활동을 시작할 때 현장은 어떤 상황이었나요?',
  ],
  project: (title) => [
    `${withParticle(title, '은/는')} 무엇을 만들거나 풀려고 시작한 일인가요?`,
    '그 프로젝트를 시작하게 된 계기와 그때의 조건은 무엇이었나요?',
  ],
  other: (title) => [
    `${withParticle(title, '은/는')} 언제, 어떤 자리에서 있었던 일인가요?`,
    '그 일이 있던 때의 상황을 처음 듣는 사람에게 설명하듯 들려주세요.',
  ],
};

const OTHERS: Record<Exclude<DeepinterPart, 'situation'>, { why: string; wordings: string[] }> = {
  task: {
    why: '그 자리에서 내가 맡은 몫과 목표를 알아야 한 일의 무게를 가늠할 수 있습니다.',
    wordings: [
      '그 상황에서 본인이 맡았거나 해내야 했던 일은 무엇이었나요? 왜 그 일이 중요했나요?',
      '그때 이루어야 했던 목표나 기준은 무엇이었고, 그중 본인의 몫은 어디까지였나요?',
    ],
  },
  action: {
    why: '면접관이 가장 오래 듣는 부분입니다. 내가 직접 한 일과 그렇게 한 까닭에서 역량이 드러납니다.',
    wordings: [
      '그 일을 위해 본인이 직접 한 일을 순서대로 말해 주세요. 다른 사람과 다르게 한 점이 있나요?',
      '무엇부터 손을 댔고, 어떤 판단으로 그렇게 했나요?',
    ],
  },
  result: {
    why: '한 일이 무엇을 바꾸었는지 들어야 그 행동이 효과가 있었는지 알 수 있습니다.',
    wordings: [
      '그래서 어떻게 되었나요? 전과 후에 달라진 점을 구체적으로 말해 주세요.',
      '그 일이 끝났을 때 무엇이 남았나요? 주변의 반응이나 확인할 수 있는 변화가 있었나요?',
    ],
  },
  learned: {
    why: '경험에서 무엇을 가져가는지가 앞으로 일하는 방식을 보여 줍니다.',
    wordings: [
      '이 경험에서 배운 것은 무엇이고, 그 뒤로 다르게 하게 된 일이 있나요?',
      '같은 일을 다시 한다면 무엇을 그대로 하고, 무엇을 바꾸겠어요?',
    ],
  },
};

const SITUATION_WHY =
  '듣는 사람이 장면을 그릴 수 있어야 뒤의 이야기가 전해집니다. 언제, 어디서, 누구와였는지부터 묻습니다.';

/** The five questions about an experience, in the order of its parts. */
export function mainQuestions(title: string, kind: DeepinterKind): MainQuestion[] {
  const name = `'${title.trim()}'`;
  return DEEPINTER_PARTS.map(({ key }) => {
    const { why, wordings } =
      key === 'situation' ? { why: SITUATION_WHY, wordings: SITUATION[kind](name) } : OTHERS[key];
    const [question, ...alternatives] = wordings as [string, ...string[]];
    return { part: key, question, why, alternatives };
  });
}
