// Counting as Korean application forms count: the one count of api-sdk, which the server's review
// and result use too: code points, so an emoji is one
// character; a line break is one in 공백 포함 whether typed as \n or pasted as \r\n; 공백 제외 leaves
// out every whitespace character.

export { type CharacterCount, countCharacters } from '@career/api-sdk';

/** 1234 → '1,234'. */
export const formatNumber = (value: number) => value.toLocaleString('ko-KR');

/** How full an answer is against its target: what the question list and the bar say. */
export type Fill = 'empty' | 'short' | 'near' | 'full' | 'over';

/** Under 70% short, under 90% near (the review's thresholds), up to the target full, past it over. */
export function fillOf(withSpaces: number, target: number): Fill {
  if (withSpaces === 0) return 'empty';
  if (withSpaces > target) return 'over';
  if (withSpaces < target * 0.7) return 'short';
  if (withSpaces < target * 0.9) return 'near';
  return 'full';
}

export const FILL_LABELS: Record<Fill, string> = {
  empty: '아직 비어 있음',
  short: '쓰는 중',
  near: '목표에 가까움',
  full: '목표 분량',
  over: '목표보다 김',
};
