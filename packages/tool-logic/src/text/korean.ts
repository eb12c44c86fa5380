import { withParticle as particleAfter } from '@career/api-sdk';

// Small pieces of Korean grammar the composer needs to put a user's words inside our sentences:
// choosing a particle by the word's last sound (을/를, 이/가 …), and turning a note such as
// "동아리 회장 맡음" or "회의록을 정리했다" into 합니다체 ("맡았습니다", "정리했습니다").
// Conservative on purpose: an ending we do not recognise is left to the caller, which then treats
// the words as a noun phrase inside a sentence of ours, rather than conjugating a noun by mistake.

const FIRST = 0xac00;
const LAST = 0xd7a3;
/** Final consonant indices we act on (Unicode order of the 28 finals). */
const NO_FINAL = 0;
const FINAL_N = 4; // ㄴ
const FINAL_L = 8; // ㄹ
const FINAL_LM = 10; // ㄻ
const FINAL_M = 16; // ㅁ
const FINAL_B = 17; // ㅂ
const FINAL_SS = 20; // ㅆ

const isSyllable = (char: string | undefined): char is string =>
  char !== undefined && char.charCodeAt(0) >= FIRST && char.charCodeAt(0) <= LAST;
const parts = (char: string) => {
  const offset = char.charCodeAt(0) - FIRST;
  return { initial: Math.floor(offset / 588), vowel: Math.floor((offset % 588) / 28), final: offset % 28 };
};
const syllable = (initial: number, vowel: number, final: number) =>
  String.fromCharCode(FIRST + initial * 588 + vowel * 28 + final);
const withFinal = (char: string, final: number) => {
  const { initial, vowel } = parts(char);
  return syllable(initial, vowel, final);
};

export type Particle = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이라는/라는';

/** The word followed by the form of the particle its last sound takes: 책임감을, 끈기를, 성장으로, 회사로 (es-hangul's reading, see @career/api-sdk). */
export function withParticle(word: string, particle: Particle): string {
  return particleAfter(word, particle === '과/와' ? '와/과' : particle);
}

/** "A", "A와 B", "A, B와 C": a list as a sentence names it. */
export function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${withParticle(words.slice(0, -1).join(', '), '과/와')} ${words.at(-1)}`;
}

/** The past stem of a verb stem, ready for 습니다: 하→했, 맡→맡았, 마치→마쳤, 모르→몰랐, 쓰→썼. */
export function pastOf(stem: string): string {
  const last = stem.at(-1);
  if (!isSyllable(last)) return `${stem}었`;
  const head = stem.slice(0, -1);
  if (last === '하') return `${head}했`;
  const { initial, vowel, final } = parts(last);
  const previous = head.at(-1);
  const bright = (char: string | undefined) => isSyllable(char) && [0, 2, 8].includes(parts(char).vowel);
  if (final !== NO_FINAL) return stem + (bright(last) ? '았' : '었');
  if (last === '르' && isSyllable(previous)) {
    return `${head.slice(0, -1)}${withFinal(previous, FINAL_L)}${bright(previous) ? '랐' : '렀'}`;
  }
  // Contracted forms: ㅗ+ㅏ→ㅘ, ㅜ+ㅓ→ㅝ, ㅣ+ㅓ→ㅕ, ㅚ+ㅓ→ㅙ, and ㅡ dropped before ㅏ/ㅓ.
  const contracted: Record<number, number> = { 0: 0, 1: 1, 4: 4, 5: 5, 6: 6, 8: 9, 13: 14, 20: 6, 11: 10 };
  if (vowel === 18) return head + syllable(initial, bright(previous) ? 0 : 4, FINAL_SS);
  const next = contracted[vowel];
  return next === undefined ? `${stem}었` : head + syllable(initial, next, FINAL_SS);
}

// Note-style endings we conjugate although they end in ㅁ (most such words are nouns: 팀, 아침, 책임감).
const NOMINAL_ENDINGS: readonly (readonly [ending: string, past: string])[] = [
  ['다님', '다녔'],
  ['마침', '마쳤'],
  ['지킴', '지켰'],
  ['옮김', '옮겼'],
  ['맡김', '맡겼'],
  ['남김', '남겼'],
  ['늘림', '늘렸'],
  ['올림', '올렸'],
  ['줄임', '줄였'],
  ['세움', '세웠'],
  ['키움', '키웠'],
  ['채움', '채웠'],
  ['바꿈', '바꿨'],
  ['이룸', '이뤘'],
  ['보냄', '보냈'],
  ['해냄', '해냈'],
  ['찾아냄', '찾아냈'],
  ['만듬', '만들었'],
  ['이끔', '이끌었'],
  ['거둠', '거두었'],
  ['씀', '썼'],
];
/** One-syllable notes that are verbs when they stand as a word of their own (병원에 자주 감). */
const SHORT_VERBS: Readonly<Record<string, string>> = { 감: '갔', 옴: '왔', 줌: '줬', 탐: '탔', 냄: '냈' };
/** Stems of describing words a note may end in (관심이 많음, 체력이 좋음): present in a note about now. */
const DESCRIBING_STEMS = new Set(['많', '좋', '높', '깊', '넓', '작', '적', '낮', '싫', '찮', '밝']);
/** Nouns that end like a nominalised verb: left as nouns. */
const NOUNS = new Set(['믿음', '웃음', '울음', '걸음', '얼음', '물음', '죽음', '젊음', '졸음', '결함', '전함', '바다']);

/** A connecting form of a verb (넘겨, 찾아, 해, 도와) before 주다/보다: ends in ㅏ, ㅓ, ㅕ, ㅐ, ㅘ or ㅝ. */
const isConnective = (char: string | undefined) =>
  isSyllable(char) && parts(char).final === NO_FINAL && [0, 1, 4, 6, 9, 14].includes(parts(char).vowel);
/** A word that modifies the next (위한, 만든, 하는, 할): what follows it is a noun, not a verb. */
const isModifier = (word: string) =>
  isSyllable(word.at(-1)) && [FINAL_N, FINAL_L].includes(parts(word.at(-1) as string).final);

/**
 * A sentence of the user's in 합니다체, or null when its ending is not one we know how to turn.
 * Notes about now (`present`) keep 있음 in the present (자격증 있음 → 자격증이 있습니다); experiences
 * are told in the past (갈등이 있음 → 갈등이 있었습니다).
 */
export function politeSentence(sentence: string, { present = false } = {}): string | null {
  const text = sentence.trim().replace(/[\s.!。~…]+$/, '');
  const tokens = text.split(/\s+/);
  const word = tokens.at(-1) ?? '';
  if (text.length < 2 || NOUNS.has(word)) return null;
  const head = (drop: number) => text.slice(0, text.length - drop);
  if (/니다$/.test(text)) return `${text}.`;
  const polite = text
    .replace(/(?<=[았었였했])어요$/, '습니다')
    .replace(/(?:이에요|예요)$/, '입니다')
    .replace(/해요$/, '합니다')
    .replace(/돼요$/, '됩니다')
    .replace(/(?<=[있없])어요$/, '습니다')
    .replace(/(?<=[았었였했])(?:고|으며|며|는데)$/, '습니다')
    .replace(/하(?:고|며)$/, '했습니다');
  if (polite !== text) return `${polite}.`;
  if (/요$/.test(text)) return `${text}.`;
  const last = text.at(-1) as string;
  const before = text.at(-2);
  if (word === '있음' || word === '없음') {
    // "자격증 있음": the noun before it takes its particle (자격증이 있습니다).
    const noun = tokens.at(-2);
    const bare = noun !== undefined && !/[이가은는도만에서]$/.test(noun);
    const subject = bare ? `${withParticle(tokens.slice(0, -1).join(' '), '이/가')} ` : head(2);
    return `${subject}${word.slice(0, 1)}${present ? '' : '었'}습니다.`;
  }
  if (last === '다' && isSyllable(before)) {
    if (before === '는' && isSyllable(text.at(-3))) return `${head(2)}습니다.`;
    const { final, vowel } = parts(before);
    // After a vowel, 다 is a verb's (하다, 되다, 바쁘다) or the copula after a noun (목표다 → 목표입니다).
    const copula = final === NO_FINAL && !/[하되이니]/.test(before) && vowel !== 18;
    if (copula) return `${head(1)}입니다.`;
    if (final === FINAL_N || final === NO_FINAL || final === FINAL_L)
      return `${head(2)}${withFinal(before, FINAL_B)}니다.`;
    return `${head(1)}습니다.`;
  }
  if (last === '음' && isSyllable(before)) {
    const { final } = parts(before);
    if (final === FINAL_SS) return `${head(1)}습니다.`;
    // A note about now that describes ("관심이 많음") stays in the present: 많습니다, not 많았습니다.
    if (present && DESCRIBING_STEMS.has(before)) return `${head(1)}습니다.`;
    return final === NO_FINAL ? null : `${pastOf(head(1))}습니다.`;
  }
  if (!isSyllable(last)) return null;
  if (parts(last).final === FINAL_LM) return `${pastOf(head(1) + withFinal(last, FINAL_L))}습니다.`;
  if (last === '함') return `${head(1)}했습니다.`;
  if (last === '됨') return `${head(1)}되었습니다.`;
  if ((last === '봄' || last === '줌') && isConnective(before))
    return `${head(1)}${last === '봄' ? '봤' : '줬'}습니다.`;
  const nominal = NOMINAL_ENDINGS.find(([ending]) => word.endsWith(ending));
  if (nominal) return `${head(nominal[0].length)}${nominal[1]}습니다.`;
  if (tokens.length > 1 && SHORT_VERBS[word]) return `${head(1)}${SHORT_VERBS[word]}습니다.`;
  // After an object ("학습지를 준비", "협찬을 직접 설득"), the last word is what they did.
  const object = tokens.findLastIndex((token) => /[을를]$/.test(token));
  const between = tokens.slice(object + 1, -1);
  if (object >= 0 && between.length <= 1 && !between.some(isModifier) && /^[가-힣]{2,3}$/.test(word)) {
    if (parts(last).final !== FINAL_M) return `${text}했습니다.`;
  }
  // Any other ㅁ ending reads as a verb only after an object or subject ("역할을 나눔", "팀이 이김").
  if (parts(last).final !== FINAL_M || !/(?:[을를가]|[^같많깊높]이)\s/.test(text) || word.length < 2) return null;
  return word.endsWith('도움') ? `${head(2)}도왔습니다.` : `${pastOf(head(1) + withFinal(last, NO_FINAL))}습니다.`;
}

// First-person words said plainly (나는, 우리) become their humble forms, as 합니다체 asks.
const HUMBLE: Readonly<Record<string, string>> = Object.fromEntries(
  '나는:저는 내가:제가 나의:저의 나를:저를 나도:저도 나에게:저에게 나한테:저한테 우리:저희 우리는:저희는 우리가:저희가 우리의:저희의 우리를:저희를 우리도:저희도'
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** The sentence with plain first-person words in their humble form (우리나라 stays as it is). */
export const humble = (text: string) =>
  text.replace(/(?<![가-힣])[가-힣]+(?![가-힣])/g, (word) => HUMBLE[word] ?? word);
