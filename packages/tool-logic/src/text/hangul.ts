import { type Particle, withParticle } from '@career/api-sdk';

// Hangul facts the review needs: whether a word closes on a consonant (받침), which picks the
// particle after it in a message (책임감을 / 리더십을 / 열정을, 리더는 / 경험은) and tells a
// particle from the end of a noun when words are counted.

const FIRST_SYLLABLE = 0xac00;
/** Final consonants per initial–vowel pair in the syllable block. */
const FINALS = 28;

/** Final-consonant indices this review uses (Unicode order of the 28 finals): none, ㄹ, ㅆ. */
export const NO_FINAL = 0;
export const FINAL_RIEUL = 8;
export const FINAL_SSANGSIOT = 20;

export const isSyllable = (char: string | undefined): char is string =>
  char !== undefined && char.length === 1 && char >= '가' && char <= '힣';

/** The index of the syllable's final consonant (0 for none), or -1 for anything else. */
export function finalOf(char: string | undefined): number {
  if (!isSyllable(char)) return -1;
  return (char.charCodeAt(0) - FIRST_SYLLABLE) % FINALS;
}

/** The particle that fits after `word` ('은' or '는' …), read as es-hangul reads it (see @career/api-sdk). */
export function particleAfter(
  word: string,
  afterConsonant: '은' | '이' | '을',
  afterVowel: '는' | '가' | '를',
): string {
  return withParticle(word, `${afterConsonant}/${afterVowel}` as Particle).slice(word.length);
}
