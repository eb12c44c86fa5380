import { characterCount, fitToLength, type Unit } from './fit';
import { humble, politeSentence, withParticle } from './korean';
import { type DraftKind, TEMPLATES, type TemplateContext } from './templates';

// The composer: the text tools' draft when no outside provider is configured, and the fallback when
// one fails. It writes only from the user's own inputs and our fixed sentences (templates.ts): their
// words go in verbatim, with only the register fixed (맡음 → 맡았습니다, 나는 → 저는), so a draft never
// states a number, organisation, title or event they did not give. Thin inputs give a short draft and
// a list of what to add; the composer never pads. Deterministic: the same inputs give the same draft.

export const COMPOSER_VERSION = 'composer/1';

export interface DraftInput {
  /** The question type: 'motivation' (지원동기) | 'growth' (성장과정) | 'personality' (성격의 장단점) | 'aspiration' (입사 후 포부) | 'custom'. */
  kind: DraftKind;
  /** The question as the user sees it (for custom questions, their own wording). */
  question: string;
  /** The company or field they apply to, if they gave one. */
  target: string | null;
  /** Keywords they chose (strengths, values), in their words. */
  keywords: readonly string[];
  /** Their experiences, each in their words: what the situation was, what they did, what came of it (any may be empty). */
  experiences: readonly { situation: string; action: string; result: string }[];
  /** Anything else they noted. */
  notes: string;
  /** The length they aim for, in characters (공백 포함), e.g. 500, 700, 1000. */
  length: number;
}

export interface Draft {
  text: string;
  version: string;
  /** How many of the inputs the draft uses: the target, each keyword, each part of an experience, the notes. */
  usedInputs: number;
  /** What the user could add, in Korean sentences (empty when nothing is missing). */
  missing: string[];
}

type Role = 'situation' | 'action' | 'result';
const ROLES: readonly Role[] = ['situation', 'action', 'result'];
/** The opening keywords at most; more read as a list, not a sentence. */
const OPENING_KEYWORDS = 3;
const ORDINALS = ['첫', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉', '열'];
const CONNECTED = /^(?:그래서|그 결과|결과적으로|결국|덕분에|이후|이에|이때|그때|또한|하지만|그러나|그리고)/;
const SUBJECT = /^(?:저는|제가|저희는|저희가|저도)\s/;
/** Notes that ask for something ("리더십 강조해 줘") rather than tell something. */
const REQUEST = /강조|써\s?줘|써\s?주|넣어|빼\s?줘|언급해|부탁|해\s?주세요|했으면|원함/;

/** The user's text as sentences: split at sentence ends and line breaks, list bullets taken off. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((sentence) => sentence.replace(/^\s*(?:[-•·*]|\d+[.)])\s*/, '').trim())
    .filter((sentence) => sentence.replace(/[.!?。\s]/g, '') !== '');
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

// Connecting words vary with the paragraph, so three experiences do not open alike.
const ALSO = ['또한 ', '이 밖에도 '];
// A third paragraph's action starts with no connector: 이때, 그때 and 이때 again would repeat.
const THEN = ['이때 ', '그때 ', ''];
const SO = ['그 결과 ', '결과적으로 '];

/**
 * One part of an experience as our sentences: the user's words in 합니다체, or inside a phrase of
 * ours when they wrote a noun phrase ("카페 아르바이트" → "카페 아르바이트 경험이 있습니다.").
 */
function partSentences(text: string, role: Role, paragraph: number, opens: boolean, followsPart: boolean): string[] {
  const pick = (words: readonly string[], shift = 0) => words[(paragraph - shift) % words.length] as string;
  return sentencesOf(text).map((raw, index) => {
    const words = humble(raw.replace(/[.!?。\s]+$/, ''));
    const polite = politeSentence(words);
    const first = index === 0 && !CONNECTED.test(words);
    const also = first && opens && paragraph > 0 ? pick(ALSO, 1) : '';
    if (role === 'situation' || (role === 'result' && !followsPart)) {
      if (polite) return also + polite;
      if (/(?:때|중|당시|시절)$/.test(words)) return `${also}${words}의 일입니다.`;
      return /경험$/.test(words)
        ? `${also}${withParticle(words, '이/가')} 있습니다.`
        : `${also}${words} 경험이 있습니다.`;
    }
    if (role === 'action') {
      const lead = first ? (followsPart ? pick(THEN) : also) + (SUBJECT.test(words) ? '' : '저는 ') : '';
      return polite ? lead + polite : `${lead}${words}에 힘썼습니다.`;
    }
    const so = first ? pick(SO) : '';
    return polite ? so + polite : `${so}${withParticle(words, '으로/로')} 이어졌습니다.`;
  });
}

const ordinal = (index: number, count: number) =>
  count === 1 ? '' : `${ORDINALS[index] ? `${ORDINALS[index]} 번째` : `${index + 1}번째`} `;

/** Composes a draft from the user's inputs only (see the header). */
export function composeDraft(input: DraftInput): Draft {
  const target = clean(input.target ?? '') || null;
  const keywords = input.keywords.map(clean).filter(Boolean);
  const experiences = input.experiences
    .map((experience) => ({
      situation: experience.situation.trim(),
      action: experience.action.trim(),
      result: experience.result.trim(),
    }))
    .filter((experience) => experience.situation || experience.action || experience.result);
  const notes = sentencesOf(input.notes).filter((sentence) => !REQUEST.test(sentence));
  const question = clean(input.question.replace(/\([^()]*\)/g, '')).replace(/[\s.?!。]+$/, '');
  const context: TemplateContext = {
    question,
    target,
    keywords: keywords.slice(0, OPENING_KEYWORDS),
    hasExperiences: experiences.length > 0,
  };
  const templates = TEMPLATES[input.kind];
  const openingUses = [...(target ? ['target'] : []), ...context.keywords.map((_, index) => `keyword:${index}`)];

  const units: Unit[] = [{ paragraph: 0, text: templates.opening(context), uses: openingUses, drop: Infinity }];
  const lead = experiences.length > 0 ? templates.lead(context) : null;
  if (lead) units.push({ paragraph: 0, text: lead, uses: [], drop: 1 });
  // With no lead, the first experience follows the opening in its paragraph: the story that bears it out.
  const paragraphOf = (index: number) => (index === 0 && !lead ? 0 : index + 1);
  experiences.forEach((experience, index) => {
    const block = `experience:${index}`;
    const present = ROLES.filter((role) => experience[role]);
    const text = present
      .flatMap((role) => partSentences(experience[role], role, index, role === present[0], role !== present[0]))
      .join(' ');
    // Later experiences go first when the draft is too long; the first one goes last.
    const drop = 10 + (experiences.length - index);
    units.push({
      paragraph: paragraphOf(index),
      text,
      uses: present.map((role) => `${block}:${role}`),
      drop,
      id: block,
    });
    // Each keyword is tied to one experience, the first ones in order: tied twice, a keyword would
    // stand three times in the draft, the repetition the review points out.
    const keyword = keywords[index];
    if (keyword) {
      const uses = [`keyword:${keywords.indexOf(keyword)}`];
      units.push({ paragraph: paragraphOf(index), text: templates.tie(keyword, index), uses, drop: 2, after: block });
    }
  });
  // Notes in sentences are told as such; notes that are noun phrases go together in one sentence.
  // They lead into the closing, in its paragraph, rather than stand alone as a paragraph of one line.
  const told = notes.map((sentence) => humble(sentence.replace(/[.!?。\s]+$/, '')));
  const noted = told.map((words) => politeSentence(words, { present: true }));
  const phrases = told.filter((_, index) => !noted[index]);
  const noteSentences = [
    ...noted.filter((sentence): sentence is string => sentence !== null),
    ...(phrases.length > 0 ? [`${withParticle(phrases.join(', '), '이라는/라는')} 점도 말씀드립니다.`] : []),
  ];
  noteSentences.forEach((sentence, index) => {
    const text = index === 0 && !CONNECTED.test(sentence) ? `덧붙여 ${sentence}` : sentence;
    const drop = 5 + (noteSentences.length - index) / 100;
    units.push({ paragraph: experiences.length + 1, text, uses: ['notes'], drop });
  });
  const hasContent = target || keywords.length > 0 || experiences.length > 0 || notes.length > 0;
  // The closing ends the notes' paragraph, or the last experience's when there are no notes: a
  // paragraph of one line reads as left over. A target the experiences already name is not named
  // a third time.
  const closingParagraph = noteSentences.length > 0 ? experiences.length + 1 : paragraphOf(experiences.length - 1);
  const named =
    target !== null && experiences.some((experience) => Object.values(experience).join(' ').includes(target));
  const closing = templates.closing(named ? { ...context, target: null } : context);
  if (hasContent) units.push({ paragraph: Math.max(0, closingParagraph), text: closing, uses: [], drop: Infinity });

  const { text, kept } = fitToLength(units, input.length);
  const missing = missingFrom(input, { target, keywords, experiences, notes });
  // Short of the target with nothing left out: the inputs are thin (not cut to fit).
  if (kept.length === units.length && characterCount(text) < input.length * 0.8) {
    missing.push(
      `목표 분량(${input.length}자)에 비해 내용이 적습니다. 경험을 더 자세히 적거나 하나 더 적으면 분량을 채울 수 있습니다.`,
    );
  }
  return { text, version: COMPOSER_VERSION, usedInputs: new Set(kept.flatMap((unit) => unit.uses)).size, missing };
}

/** What the user could add, in the order they fill the form. */
function missingFrom(
  input: DraftInput,
  given: {
    target: string | null;
    keywords: readonly string[];
    experiences: DraftInput['experiences'];
    notes: readonly string[];
  },
): string[] {
  const missing: string[] = [];
  if (given.keywords.length === 0) missing.push('강점이나 가치를 나타내는 키워드를 고르면 첫 문장이 또렷해집니다.');
  if (!given.target) missing.push('지원하는 회사나 분야를 적으면 글을 그곳에 맞출 수 있습니다.');
  if (given.experiences.length === 0) missing.push('경험을 하나 이상 적으면 답의 근거가 되는 문단이 생깁니다.');
  given.experiences.forEach((experience, index) => {
    const which = ordinal(index, given.experiences.length);
    if (!experience.situation) missing.push(`${which}경험에 그때의 상황을 적으면 문단의 시작이 분명해집니다.`);
    if (!experience.action) missing.push(`${which}경험에서 직접 한 일을 적으면 문단의 중심이 생깁니다.`);
    if (!experience.result) missing.push(`${which}경험의 결과를 적으면 문단이 완성됩니다.`);
  });
  if (input.kind === 'personality' && !/단점|약점|부족/.test(input.notes)) {
    missing.push('성격의 단점과 그것을 보완하려는 노력을 메모에 적으면 답이 균형을 갖춥니다.');
  }
  return missing;
}

/** A text in small pieces, for showing it as if typed: whole characters (an emoji or a surrogate pair is never split). */
export function chunksOf(text: string, size = 12): string[] {
  const step = Math.max(1, Math.floor(size) || 1);
  const characters =
    typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text), (part) => part.segment)
      : Array.from(text);
  const chunks: string[] = [];
  for (let index = 0; index < characters.length; index += step)
    chunks.push(characters.slice(index, index + step).join(''));
  return chunks;
}
