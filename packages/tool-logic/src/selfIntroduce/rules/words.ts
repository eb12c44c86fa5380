import { FINAL_RIEUL, FINAL_SSANGSIOT, finalOf, NO_FINAL } from '../../text/hangul';

// Content words for counting repetition, found roughly and without a dictionary: a word (어절) is
// cut to its stem by taking off a 하다/되다 ending ("개발했습니다" → 개발) or one particle
// ("프로젝트에서" → 프로젝트), and what is left counts when it is two syllables or more and not a
// function word. Other verb forms are left out rather than cut wrongly ("배웠습니다", "만들고").

type After = 'consonant' | 'vowel' | 'vowelOrRieul' | 'any';
const particles = (list: string, after: After) => list.split(' ').map((particle) => ({ particle, after }));

/** Particles (and the copula), longest first, each with the final the word before it must end in. */
const PARTICLES: readonly { particle: string; after: After }[] = [
  ...particles('에서는 에서도 에서의 에게서 까지의 부터는 에게는 에는 에도 에서 에게 의 에 도 만', 'any'),
  ...particles('처럼 보다 까지 부터 마다 만큼 조차 대로 입니다 이었습니다 이다', 'any'),
  ...particles('으로서 으로써 으로는 으로 이라는 이라고 이었던 이며 이고 이나 과의 과 은 이 을', 'consonant'),
  ...particles('라는 라고 였습니다 였던 와의 와 는 가 를', 'vowel'),
  ...particles('로서 로써 로는 로', 'vowelOrRieul'),
].sort((a, b) => b.particle.length - a.particle.length);

/** Endings of 하다, 되다 and 시키다 after a noun: "분석했고", "향상시켰습니다", "필요한". */
const NOUN_VERB =
  /(하(다|고|며|면|여|기|게|는|던|지|신|려고|려는|도록|면서|는데|고자|기에|기로|기도|겠습니다|였(다|고|던|으며|습니다)?)?|해(서|야|도|왔습니다|요)?|했(다|고|던|으며|는데|지만|습니다|을|기|었습니다)?|합니다|한|할|함|되(다|고|어|는|기|며|면|던|도록|었(다|고|던|으며|습니다)?)?|된|될|됨|됐(다|고|던|습니다)?|돼|시(키|켜|켰|킨|킬)[가-힣]*)$/;

/** Endings that mark a verb form this stemming does not cut ("만들면서", "어려서부터"): left out. */
const VERB_ENDING = /(니다|는데|지만|면서|어서|아서|여서|려서|으며|도록|려고|다고|다는|었다|았다|였다|는다)$/;

/** Words too common in any answer to count as repetition. */
const STOP_WORDS = new Set(
  (
    '저는 제가 저의 저도 저희 우리 것 수 있습니다 때 등 통해 위해 대해 대한 위한 통한 함께 그리고 하지만 그래서 ' +
    '또한 그러나 따라서 때문 가장 정말 매우 항상 특히 이후 당시 동안 이상 모두 아직 더욱 많이 하나 무엇 누구 ' +
    '이러한 그러한 이런 그런 이렇게 그렇게 어떻게 어떤 모든 다른 같은 있는 없는 많은 경우 정도 이를 이에 그것 ' +
    '이것 자신 이번 그때 바로 계속 다시 먼저 직접 가지 무엇이든'
  ).split(' '),
);

function fits(stem: string, after: After): boolean {
  if (stem.length === 0) return false;
  const final = finalOf(stem.at(-1));
  if (after === 'any' || final < 0) return true; // after a Latin word either form is written
  if (after === 'consonant') return final !== NO_FINAL;
  if (after === 'vowel') return final === NO_FINAL;
  return final === NO_FINAL || final === FINAL_RIEUL;
}

/** A stem counts at two syllables or more, not a function word, not a verb form (an ending, 했/였/있/겠). */
function counted(stem: string): string | null {
  const plain = stem.length >= 3 && stem.endsWith('들') ? stem.slice(0, -1) : stem; // 팀원들 → 팀원
  if (plain.length < 2 || STOP_WORDS.has(plain) || VERB_ENDING.test(plain)) return null;
  return [...plain].some((char) => finalOf(char) === FINAL_SSANGSIOT) ? null : plain;
}

/** The stem a word counts under, or null when it does not count. */
export function stemOf(written: string): string | null {
  if (STOP_WORDS.has(written) || /\d/.test(written)) return null;
  const word = written.endsWith('적인') ? written.slice(0, -1) : written; // 적극적인 → 적극적
  const verb = NOUN_VERB.exec(word);
  // "개발했습니다" counts as 개발; a bare "하고" or "일하고" does not count at all.
  if (verb) return verb.index >= 2 ? counted(word.slice(0, verb.index)) : null;
  const found = PARTICLES.find(
    ({ particle, after }) => word.endsWith(particle) && fits(word.slice(0, -particle.length), after),
  );
  if (found) return counted(word.slice(0, -found.particle.length));
  return counted(word);
}

/** Each counted word of a text and where it starts, in order. */
export function contentWords(text: string): { stem: string; key: string; index: number }[] {
  return [...text.matchAll(/[가-힣A-Za-z0-9]+/g)].flatMap((match) => {
    const stem = stemOf(match[0]);
    return stem === null ? [] : [{ stem, key: stem.toLowerCase(), index: match.index }];
  });
}
