import { type DeepinterPart, withParticle } from '@career/api-sdk';

// Follow-up questions (꼬리 질문) made from one answer (decision 025): rules that read what the
// answer says and what it leaves out, as an interviewer would, each with why it is asked. A question
// may quote the student's own words; it never presumes a fact they did not give.

export interface FollowUp {
  question: string;
  why: string;
}

interface Rule {
  /** The parts it reads (all when absent). */
  parts?: readonly DeepinterPart[];
  asks(answer: string): FollowUp | null;
}

const has = (pattern: RegExp) => (text: string) => pattern.test(text);
const TEAM = has(/우리|저희|팀|조원|같이|함께|다 같이/);
const SELF = has(/제가|저는|저도|내가|나는|(?<![가-힣])제\s|본인이|스스로|직접/);
const NUMBER = has(/\d|[일이삼사오육칠팔구십백천만]\s?(?:명|개|번|회|배|퍼센트|%)|절반|두\s?배|처음으로/);
const CHANGE = has(/늘었|늘어|줄었|줄어|올랐|올라|내려|개선|바뀌|바꾸|달라|좋아졌|나아졌|해결|줄일|늘릴/);
/** A reason given: "때문에", "위해", and the "~아서/어서" of a cause ("줄 것 같아서 …로 했습니다"). */
const REASON = has(
  /왜냐|때문|위해|위한|려고|려는|하고자|판단|이유|(?:아|어|여|해|라|워|와|져|겨|쳐|려)서(?![가-힣])|니까|므로/,
);
/** Another way weighed: what was done is told beside what was not. */
const WEIGHED = has(/다른 방법|대신|보다는|고민 끝에|비교|중에서|가운데|두 가지|여러 방법/);
/** How a difficulty was met, told after it: a decision or a change made. */
const SOLVED =
  /기로\s?(?:했|하고|하였|정했)|해결|바꿨|바꾸었|바꿔|만들었|만들어|줄였|줄이|늘렸|나눠|나누어|맡겼|부탁|설득|제안|요청|물어|찾아가|고쳤|다시 짰|옮겼/;
/** A difficulty named as such: "가장 힘들었던 점은 선배들의 반대였습니다" names "선배들의 반대". */
const NAMED_HARD =
  /(?:힘들었던|어려웠던|까다로웠던|곤란했던|막막했던|걸림돌이었던|문제였던)\s?(?:점|것|일|부분|건)(?:은|는|이)\s?([^.!?,]+?)(?:이었|였|이다|입니다|이에요|예요)/;
/** Words of disagreement: the answer already tells of people who saw it otherwise. */
const DISAGREED = has(/반대|갈등|의견이 달|의견 차이|이견|설득|다투|충돌/);
const HARD =
  /(?:[^\s.,!?]+\s)?[^\s.,!?]*(?:어려웠|어려움|어렵|힘들|문제|갈등|실수|실패|막혔|부족)[^\s.,!?]*(?:\s[^\s.,!?]+)?/;
const APPLIED = has(/이후|그 뒤|그뒤|다음에|요즘|지금도|지금은|적용|활용|바꾸었|바꿨|하게 되었|하게 됐/);
const WHEN_WHERE = has(/때|당시|학년|학기|년|월|방학|에서|에 있/);
const GOAL = has(/목표|위해|해야|맡았|맡은|맡게|역할|책임|기준/);

/** The particle after a quotation: '선배들의 반대'가, '예산'이. */
const particleOf = (quoted: string) => withParticle(quoted, '이/가').slice(quoted.length);

/** The sentence fragment of `text` around `match`, as a quotation of at most 24 characters. */
function quote(text: string, pattern: RegExp): string | null {
  const found = pattern.exec(text)?.[0];
  if (!found) return null;
  return found.length > 24 ? `${found.slice(0, 24)}…` : found;
}

const RULES: readonly Rule[] = [
  {
    asks: (answer) =>
      TEAM(answer) && !SELF(answer)
        ? {
            question: "그중 본인이 직접 맡은 일은 무엇이었나요? '저는'으로 시작해 말해 보세요.",
            why: '팀이 한 일과 내가 한 일을 나누어 말해야 면접관이 나의 역량을 볼 수 있습니다.',
          }
        : null,
  },
  {
    parts: ['situation', 'task'],
    asks: (answer) => {
      const named = NAMED_HARD.exec(answer)?.[1]?.trim();
      const hard = named ? (named.length > 24 ? `${named.slice(0, 24)}…` : named) : quote(answer, HARD);
      return hard
        ? {
            question: named
              ? `'${hard}'${particleOf(hard)} 가장 힘들었다고 했는데, 그 일은 왜 생겼고 그때 무엇이 걸려 있었나요?`
              : `'${hard}'라고 했는데, 그 일은 왜 생겼고 그때 무엇이 걸려 있었나요?`,
            why: '어려움이 생긴 까닭과 걸려 있던 것을 말하면, 뒤에 한 일이 왜 중요했는지 전해집니다.',
          }
        : null;
    },
  },
  {
    parts: ['action', 'result'],
    asks: (answer) => {
      const found = HARD.exec(answer);
      const hard = quote(answer, HARD);
      // Told how it was met ("…같아서 숙소비부터 줄이기로 했습니다"): asking again would ask for what was said.
      if (!found || !hard || SOLVED.test(answer.slice(found.index))) return null;
      return {
        question: `'${hard}'라고 했는데, 그때 구체적으로 어떤 일이 있었고 어떻게 풀었나요?`,
        why: '어려움을 넘는 과정에서 문제를 푸는 방식이 드러납니다.',
      };
    },
  },
  {
    parts: ['result'],
    asks: (answer) =>
      !NUMBER(answer)
        ? {
            question: '그 결과를 숫자나 전과 후의 변화로 말할 수 있나요? 정확히 모르면 아는 만큼만 말해 주세요.',
            why: '결과가 구체적일수록 말에 무게가 실립니다. 모르는 숫자를 지어내지는 마세요.',
          }
        : null,
  },
  {
    parts: ['action'],
    asks: (answer) =>
      !REASON(answer)
        ? {
            question: '그렇게 하기로 한 이유는 무엇인가요? 다른 방법도 생각해 보았나요?',
            why: '판단의 근거를 말하면 우연이 아니라 생각해서 한 일임이 보입니다.',
          }
        : !WEIGHED(answer)
          ? {
              question: '그때 생각해 본 다른 방법도 있었나요? 있었다면 무엇이었고, 왜 고르지 않았나요?',
              why: '고르지 않은 방법까지 말하면 이유를 따져 보고 정했다는 것이 드러납니다.',
            }
          : null,
  },
  {
    parts: ['action'],
    asks: (answer) =>
      !HARD.test(answer)
        ? {
            question: '하면서 가장 어려웠던 점은 무엇이었고, 어떻게 넘었나요?',
            why: '순조로운 이야기보다 막혔던 순간을 넘은 이야기가 더 많은 것을 보여 줍니다.',
          }
        : null,
  },
  {
    parts: ['result'],
    asks: (answer) =>
      NUMBER(answer) && !CHANGE(answer)
        ? {
            question: '그 숫자는 전과 비교해 어떻게 달라진 것인가요?',
            why: '숫자는 비교할 기준이 있을 때 의미가 생깁니다.',
          }
        : null,
  },
  {
    parts: ['learned'],
    asks: (answer) =>
      !APPLIED(answer)
        ? {
            question: '그 배움을 그 뒤에 실제로 써 본 적이 있나요? 언제, 어떻게였나요?',
            why: '배운 점이 행동으로 이어졌다는 것을 보여 주면 성장이 설득력 있게 전해집니다.',
          }
        : null,
  },
  {
    parts: ['situation'],
    asks: (answer) =>
      !WHEN_WHERE(answer)
        ? {
            question: '언제, 어디에서 있었던 일인지 덧붙여 줄 수 있나요?',
            why: '상황이 분명해야 듣는 사람이 이야기를 따라올 수 있습니다.',
          }
        : null,
  },
  {
    parts: ['task'],
    asks: (answer) =>
      !GOAL(answer)
        ? {
            question: '그때 이루어야 했던 목표나 기준은 무엇이었나요?',
            why: '목표가 분명해야 뒤의 결과가 성공이었는지 판단할 수 있습니다.',
          }
        : null,
  },
];

/** What a short answer of each part is asked: the scene it leaves out, not "more" of everything. */
const SHORT: Record<DeepinterPart, FollowUp> = {
  situation: {
    question: '그때 그 자리에는 누가 있었고, 어떤 장면이었나요? 하나를 떠올려 말해 보세요.',
    why: '짧은 답은 면접에서 꼬리 질문을 부릅니다. 듣는 사람이 장면을 그릴 수 있게 말해 보세요.',
  },
  task: {
    question: '그 일에서 본인이 맡은 몫은 어디까지였나요? 누가 맡겼고, 언제까지 해야 했나요?',
    why: '맡은 몫의 범위가 분명해야 뒤에 한 일이 얼마나 큰 일이었는지 전해집니다.',
  },
  action: {
    question: '그때 실제로 한 말이나 행동 하나를 그대로 옮겨 말해 보세요.',
    why: '짧은 답은 면접에서 꼬리 질문을 부릅니다. 한 일이 장면으로 그려지면 말에 힘이 생깁니다.',
  },
  result: {
    question: '끝나고 나서 무엇이 달라졌나요? 본 것이나 들은 것으로 말해 보세요.',
    why: '결과를 본 것과 들은 것으로 말하면 과장 없이도 구체적으로 전해집니다.',
  },
  learned: {
    question: '그렇게 배웠다고 느낀 순간은 언제였나요? 그 순간을 떠올려 말해 보세요.',
    why: '배운 점은 그것을 느낀 순간과 함께 말해야 외운 말이 아니라 겪은 일로 들립니다.',
  },
};
/** Answers this short (without spaces) are asked for the scene. */
const SHORT_CHARS = 60;

interface OpenQuestion extends FollowUp {
  /** An answer that already tells what the question asks for is not asked it. */
  told?(answer: string): boolean;
}

/** Questions any answer of a part can be asked further, when no rule found something missing. */
const OPEN: Record<DeepinterPart, OpenQuestion[]> = {
  situation: [
    {
      question: '그 상황에서 가장 먼저 눈에 들어온 문제는 무엇이었나요?',
      why: '무엇을 문제로 보았는지에서 관점이 드러납니다.',
      told: (answer) => HARD.test(answer) || NAMED_HARD.test(answer),
    },
  ],
  task: [
    {
      question: '그 일을 맡게 된 까닭은 무엇이었나요? 스스로 나섰나요, 맡겨졌나요?',
      why: '일을 맡게 된 과정에서 주도성이 드러납니다.',
    },
  ],
  action: [
    {
      question: '함께한 사람들과 의견이 달랐던 적이 있나요? 어떻게 맞추었나요?',
      why: '다른 사람과 일하는 방식은 거의 모든 면접에서 묻는 것입니다.',
      told: DISAGREED,
    },
  ],
  result: [
    {
      question: '그 결과에 대해 주변 사람들은 어떤 반응을 보였나요?',
      why: '다른 사람의 반응은 결과를 바깥에서 본 모습으로 보여 줍니다.',
    },
  ],
  learned: [
    {
      question: '이 경험이 지원하려는 일과 어떻게 이어지나요?',
      why: '경험과 지원하는 일을 잇는 것이 면접 답변의 마지막 한 걸음입니다.',
    },
  ],
};

/**
 * Follow-up questions about `answer` (the answer to `part`), at most `count`, leaving out those
 * already asked. Rules come first, in order; an open question of the part fills in when none applies.
 */
export function followUpsOf(
  part: DeepinterPart,
  answer: string,
  count: number,
  asked: readonly string[] = [],
): FollowUp[] {
  const found: FollowUp[] = [];
  const fresh = (followUp: FollowUp | null): followUp is FollowUp =>
    followUp !== null &&
    !asked.includes(followUp.question) &&
    !found.some((entry) => entry.question === followUp.question);
  for (const rule of RULES) {
    if (found.length >= count) break;
    if (rule.parts && !rule.parts.includes(part)) continue;
    const followUp = rule.asks(answer);
    if (fresh(followUp)) found.push(followUp);
  }
  const short = answer.replace(/\s/g, '').length < SHORT_CHARS ? SHORT[part] : null;
  if (found.length < count && fresh(short)) found.push(short);
  for (const { told, ...followUp } of OPEN[part]) {
    if (found.length < count && !told?.(answer) && fresh(followUp)) found.push(followUp);
  }
  return found;
}
