import { josa } from 'es-hangul';

// Korean particles after any word the product shows: names, codes, numbers (issue 36). es-hangul
// reads Hangul and Latin letters as they are spoken (SEC가, SER과, TF를); a trailing number is read
// here (3이, 10을), which es-hangul leaves to the caller.

/** The particle pairs the product uses, written as es-hangul writes them: after a consonant / after a vowel. */
export type Particle = '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이라는/라는';

// Digits as read aloud: whether the reading ends in a consonant, and in ㄹ (일, 칠, 팔 → 로).
const DIGIT_CONSONANT = new Set(['0', '1', '3', '6', '7', '8']);
const DIGIT_RIEUL = new Set(['1', '7', '8']);

/** Each pair's forms, for a word ending in a number. */
const PAIRS: Record<Particle, { consonant: string; vowel: string }> = {
  '이/가': { consonant: '이', vowel: '가' },
  '을/를': { consonant: '을', vowel: '를' },
  '은/는': { consonant: '은', vowel: '는' },
  '와/과': { consonant: '과', vowel: '와' },
  '으로/로': { consonant: '으로', vowel: '로' },
  '이라는/라는': { consonant: '이라는', vowel: '라는' },
};

/** The word followed by the form of `particle` its last sound takes: 책임감을, 끈기를, SER과, 3이. */
export function withParticle(word: string, particle: Particle): string {
  // The last letter that is read: a trailing (…) is an aside (사회형(S)이), closing quotes and
  // punctuation are not read.
  const bare = word.replace(/\s*\([^()]*\)\s*$/, '').replace(/[\s'"’”」』)\]>.,!?…~·-]+$/, '');
  const last = bare.at(-1);
  const { consonant, vowel } = PAIRS[particle];
  if (last !== undefined && last >= '0' && last <= '9') {
    const final = DIGIT_CONSONANT.has(last) && !(particle === '으로/로' && DIGIT_RIEUL.has(last));
    return word + (final ? consonant : vowel);
  }
  if (!bare) return word + vowel;
  // `josa` reads Latin letters by their names (`josa.pick` does not).
  return (
    word +
    josa(bare, particle === '이라는/라는' ? '이라/라' : particle).slice(bare.length) +
    (particle === '이라는/라는' ? '는' : '')
  );
}
