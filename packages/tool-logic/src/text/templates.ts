import { listOf, withParticle } from './korean';

// The composer's own sentences, one set per question type: the opening that answers the question,
// a sentence leading into the experiences, a sentence tying an experience to a keyword, the closing.
// Written as a Korean student writes a 자기소개서: 합니다체, modest, plain.
// They state no fact of their own: no number, organisation, title, award or event (compose.test.ts
// checks every template with facts.ts); everything specific comes from the user's words.

export type DraftKind = 'motivation' | 'growth' | 'personality' | 'aspiration' | 'custom';

export interface TemplateContext {
  /** The question, without a trailing length limit or punctuation. */
  question: string;
  target: string | null;
  /** The keywords the opening names (at most three). */
  keywords: readonly string[];
  hasExperiences: boolean;
}

export interface KindTemplates {
  opening(context: TemplateContext): string;
  /**
   * Leads into the experiences; null when the first experience follows the opening in its
   * paragraph, as the story that bears out what the opening says (a claim the next sentences do not
   * show is what the review warns of).
   */
  lead(context: TemplateContext): string | null;
  /** Ties the experience of paragraph `index` (from 0) to a keyword; worded differently each time. */
  tie(keyword: string, index: number): string;
  closing(context: TemplateContext): string;
}

/** One of a list by the paragraph's index, so ties in a row do not repeat their words. */
const nth = (sentences: readonly string[], index: number) => sentences[index % sentences.length] as string;

const LABELS: Readonly<Record<DraftKind, string>> = {
  motivation: '지원 동기',
  growth: '성장 과정',
  personality: '성격의 장단점',
  aspiration: '입사 후 포부',
  custom: '제 생각',
};

/** What a question asks about, when it is worded as a request: "지원 동기를 작성해 주세요" → "지원 동기". */
export function topicOf(question: string): string | null {
  const request = /(?:주세요|주십시오|바랍니다|하시오|하십시오|하세요|쓰시오|적으시오)$/;
  const match = /^(.+?)(?:을|를|에 대해서?|에 대하여)\s/.exec(question);
  if (!match?.[1] || !request.test(question)) return null;
  return match[1].replace(/^(?:본인|귀하|자신|지원자)의\s*/, '저의 ');
}

/** The opening when the user gave nothing to build on: the question, answered in a sentence. */
function plainOpening(kind: DraftKind, question: string): string {
  if (!question) return `${withParticle(LABELS[kind], '을/를')} 말씀드리겠습니다.`;
  const topic = topicOf(question);
  return topic
    ? `${withParticle(topic, '을/를')} 말씀드리겠습니다.`
    : `‘${question}’에 대한 제 생각을 말씀드리겠습니다.`;
}

const keywordsOf = (context: TemplateContext) => listOf(context.keywords);
/**
 * "저의 책임감과 끈기를 바탕으로 " when no experience has named them, else nothing: the keywords are
 * said at the opening and in an experience's tie, and a third time (or "경험" once more after the
 * experiences' "… 경험이 있습니다") would be the repetition the review points out.
 */
function basis(context: TemplateContext): string {
  if (context.keywords.length > 0)
    return context.hasExperiences ? '' : `저의 ${withParticle(keywordsOf(context), '을/를')} 바탕으로 `;
  return '';
}
const at = (target: string | null, particle: string) => (target ? `${target}${particle} ` : '');

export const TEMPLATES: Readonly<Record<DraftKind, KindTemplates>> = {
  motivation: {
    opening: (context) => {
      const { target, keywords } = context;
      const strengths = withParticle(keywordsOf(context), '을/를');
      if (target && keywords.length > 0) {
        return `제가 ${target}에 지원한 이유는 저의 ${strengths} 이곳에서 가장 잘 살릴 수 있다고 생각했기 때문입니다.`;
      }
      if (target) return `제가 ${target}에 지원하게 된 이유를 말씀드리겠습니다.`;
      if (keywords.length > 0)
        return `저는 제 ${strengths} 가장 잘 살릴 수 있는 곳에서 일하고 싶어 지원하게 되었습니다.`;
      return plainOpening('motivation', context.question);
    },
    lead: () => null,
    tie: (keyword, index) =>
      nth(
        [
          `이 일을 하며 저의 ${withParticle(keyword, '을/를')} 일에서도 살리고 싶어졌습니다.`,
          `${withParticle(keyword, '이/가')} 일하는 데 얼마나 쓸모 있는지 느낀 것도 그 무렵입니다.`,
        ],
        index,
      ),
    closing: (context) =>
      `${context.target ? `${context.target}에서 ` : '앞으로 '}${basis(context)}맡은 일에 성실히 임하겠습니다.`,
  },
  growth: {
    opening: (context) =>
      context.keywords.length > 0
        ? `저는 ${withParticle(keywordsOf(context), '을/를')} 소중히 여기며 성장해 왔습니다.`
        : plainOpening('growth', context.question),
    lead: () => null,
    tie: (keyword, index) =>
      nth(
        [
          `이 일을 거치며 저의 ${withParticle(keyword, '이/가')} 자랐습니다.`,
          `${withParticle(keyword, '을/를')} 몸에 익힌 것도 이 무렵입니다.`,
        ],
        index,
      ),
    closing: (context) => `앞으로도 ${basis(context)}${at(context.target, '에서')}꾸준히 성장하는 사람이 되겠습니다.`,
  },
  personality: {
    opening: (context) => {
      const { keywords } = context;
      if (keywords.length === 0) return plainOpening('personality', context.question);
      return `제 성격의 ${keywords.length === 1 ? '가장 큰 장점은' : '장점은'} ${keywordsOf(context)}입니다.`;
    },
    lead: () => null,
    tie: (keyword, index) =>
      nth(
        [
          `이 일에서 저의 ${withParticle(keyword, '이/가')} 잘 드러났다고 생각합니다.`,
          `${withParticle(keyword, '이/가')} 말보다 행동으로 나타난 일이었습니다.`,
        ],
        index,
      ),
    closing: (context) => {
      const strengths =
        context.keywords.length > 0 && !context.hasExperiences
          ? `제 장점인 ${withParticle(keywordsOf(context), '을/를')} 살리면서`
          : '장점은 살리고';
      return `${context.target ? `${context.target}에서도` : '앞으로도'} ${strengths} 부족한 점은 꾸준히 보완해 나가겠습니다.`;
    },
  },
  aspiration: {
    opening: (context) => {
      const { target, keywords } = context;
      if (!target && keywords.length === 0) return plainOpening('aspiration', context.question);
      const when = target ? `${target}에서 일하게 된다면` : '입사 후에는';
      const strengths = keywords.length > 0 ? `저의 ${withParticle(keywordsOf(context), '을/를')} 바탕으로 ` : '';
      return `${when} ${strengths}맡은 일에서 먼저 신뢰받는 사람이 되고 싶습니다.`;
    },
    lead: (context) =>
      context.target || context.keywords.length > 0
        ? '제가 그렇게 할 수 있다고 믿는 근거가 된 경험을 말씀드리겠습니다.'
        : null,
    tie: (keyword, index) =>
      nth(
        [
          `그 일에서 발휘한 ${withParticle(keyword, '을/를')} 앞으로 맡을 일에서도 이어 가겠습니다.`,
          `맡게 될 일에서도 ${withParticle(keyword, '을/를')} 꾸준히 보여 드리겠습니다.`,
        ],
        index,
      ),
    closing: (context) =>
      `맡은 일을 차근차근 배우며 ${context.target ? `${context.target}에` : '함께 일하는 사람들에게'} 보탬이 되는 구성원으로 성장하겠습니다.`,
  },
  custom: {
    opening: (context) => {
      if (context.keywords.length === 0) return plainOpening('custom', context.question);
      const about = context.question ? `${topicOf(context.question) ?? `‘${context.question}’`}에 대해 ` : '';
      return `${about}저는 ${withParticle(keywordsOf(context), '을/를')} 중심으로 말씀드리겠습니다.`;
    },
    lead: () => null,
    tie: (keyword, index) =>
      nth(
        [
          `이 일은 제가 ${withParticle(keyword, '을/를')} 갖춘 사람이라는 것을 보여 준다고 생각합니다.`,
          `${withParticle(keyword, '이/가')} 말이 아니라 행동으로 드러난 일이었습니다.`,
        ],
        index,
      ),
    closing: (context) => `앞으로도 ${basis(context)}${at(context.target, '에서')}제 몫을 다하겠습니다.`,
  },
};
