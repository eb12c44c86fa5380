import { describe, expect, it } from 'vitest';
import {
  CONSISTENCY_MIN,
  consistencyOf,
  FAST_SECONDS_PER_ITEM,
  longestRun,
  medianGapSeconds,
  questionnaireNotes,
  tieOrderNote,
} from './index';

const every = (seconds: number, count: number) => Array.from({ length: count }, (_, index) => index * seconds * 1000);

describe('response quality', () => {
  it('reads the pace as the median gap between saves, so a pause does not hide a rush', () => {
    expect(medianGapSeconds([0, 1000, 2000, 60_000, 61_000])).toBe(1);
    expect(medianGapSeconds([5])).toBeNull();
  });

  it('notes a questionnaire answered faster than the threshold, only with enough timed answers', () => {
    const values = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2];
    expect(questionnaireNotes({ values, times: every(FAST_SECONDS_PER_ITEM / 2, 12) }).map((n) => n.kind)).toEqual([
      'too_fast',
    ]);
    expect(questionnaireNotes({ values, times: every(4, 12) })).toEqual([]);
    expect(questionnaireNotes({ values, times: every(0.1, 5) })).toEqual([]);
  });

  it('notes the same answer everywhere, and else a long run of one answer', () => {
    expect(questionnaireNotes({ values: Array(20).fill(3), times: [] }).map((n) => n.kind)).toEqual(['same_answers']);
    const run = [1, 2, ...Array(10).fill(4), 5, 1, 2, 3, 5, 1, 2, 3];
    expect(longestRun(run)).toBe(10);
    expect(questionnaireNotes({ values: run, times: [] }).map((n) => n.kind)).toEqual(['long_run']);
    expect(questionnaireNotes({ values: [1, 2, 3, 4, 5, 5, 4, 3, 2, 1], times: [] })).toEqual([]);
  });

  it('measures consistency within scales: 1 when each scale is answered alike, low when not', () => {
    const alike = [
      [5, 5, 5, 5],
      [1, 1, 1, 1],
      [3, 3, 3, 3],
    ];
    expect(consistencyOf(alike)).toBe(1);
    const alternating = [
      [5, 1, 5, 1],
      [1, 5, 1, 5],
      [5, 1, 1, 5],
    ];
    expect(consistencyOf(alternating) as number).toBeLessThan(CONSISTENCY_MIN);
    expect(consistencyOf([Array(4).fill(3), Array(4).fill(3), Array(4).fill(3)])).toBeNull();
    // Scales of two or three items say too little to judge.
    expect(consistencyOf(alike.map((scale) => scale.slice(0, 3)))).toBeNull();
  });

  it('names the tied and the fixed order that put them in a row', () => {
    expect(tieOrderNote(['자율·독립', '안정'], '검사의 앵커 순서').to_user).toBe(
      '자율·독립, 안정의 점수가 같습니다. 화면의 순서는 검사의 앵커 순서일 뿐, 어느 쪽이 더 강하다는 뜻이 아닙니다.',
    );
  });
});
