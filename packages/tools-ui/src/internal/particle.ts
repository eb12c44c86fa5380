/**
 * A Korean word with the particle its last syllable takes: 받침 or not ('안정과', '창업·창의와').
 * Words that do not end in a Hangul syllable keep both forms ('TF와(과)').
 */
export function withParticle(word: string, [afterVowel, afterConsonant]: readonly [string, string]): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11171) return `${word}${afterVowel}(${afterConsonant})`;
  return `${word}${code % 28 === 0 ? afterVowel : afterConsonant}`;
}
