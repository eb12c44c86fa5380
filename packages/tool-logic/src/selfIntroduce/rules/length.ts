import type { Finding } from '../finding';

// Rule 1: length against the target, counted 공백 포함 as most forms count. Shares are compared in
// whole numbers (count × 100 against target × percent), so a boundary never depends on rounding.

/** Under this share of the target an answer reads unfinished: a warning with what is missing. */
export const LENGTH_SHORT_PERCENT = 70;
/** Under this share (from LENGTH_SHORT_PERCENT up) there is room to add: a tip. */
export const LENGTH_ROOM_PERCENT = 90;

/** The one finding of an empty answer: nothing else can be said of it. */
export const emptyAnswer = (): Finding => ({
  kind: 'length',
  level: 'warn',
  message: '아직 쓴 내용이 없습니다.',
  suggestion: '이 문항에 쓰고 싶은 경험 하나를 골라, 어떤 상황에서 무엇을 했고 어떻게 되었는지부터 적어 보세요.',
  sentence: null,
});

/** What the length says against the target; nothing when the target is not a positive number. */
export function lengthFindings(count: number, target: number): Finding[] {
  if (!Number.isFinite(target) || target <= 0) return [];
  const percent = Math.floor((count * 100) / target);
  if (count > target) {
    const over = count - target;
    return [
      {
        kind: 'length',
        level: 'warn',
        message: `목표 ${target}자보다 ${over}자가 많습니다(지금 ${count}자).`,
        suggestion: `지원서 양식은 제한을 넘는 글을 잘라 내거나 받지 않으니 ${over}자 이상 줄여 주세요. 겹치는 말과 꾸미는 말부터 덜어 내 보세요.`,
        sentence: null,
      },
    ];
  }
  const missing = target - count;
  if (count * 100 < target * LENGTH_SHORT_PERCENT) {
    return [
      {
        kind: 'length',
        level: 'warn',
        message: `목표 ${target}자에 ${missing}자가 모자랍니다(지금 ${count}자, ${percent}%).`,
        suggestion: '가장 자신 있는 경험 하나를 골라 그때의 상황, 내가 한 일, 그 결과를 구체적으로 더해 보세요.',
        sentence: null,
      },
    ];
  }
  if (count * 100 < target * LENGTH_ROOM_PERCENT) {
    return [
      {
        kind: 'length',
        level: 'tip',
        message: `목표 ${target}자의 ${percent}%를 채웠습니다(${missing}자 남음).`,
        suggestion: '남은 분량에는 숫자나 구체적인 장면을 한두 문장 더해 보세요.',
        sentence: null,
      },
    ];
  }
  return [];
}
