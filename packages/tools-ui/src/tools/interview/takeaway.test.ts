import { describe, expect, it } from 'vitest';
import { interviewTakeaway } from './takeaway';
import type { InterviewResult } from './types';

const result = (averages: (number | null)[]) =>
  ({
    counts: { asked: 5, answered: 4, skipped: 1, not_reached: 0 },
    self: averages.map((average, index) => ({ criterion: `c${index}`, label: `기준${index + 1}`, average, count: 1 })),
  }) as unknown as InterviewResult;

describe('interviewTakeaway', () => {
  it('says how many were answered and, from the own scores, the highest and the lowest criterion', () => {
    const said = interviewTakeaway(result([3, 4.5, null, 2]));
    expect(said.result).toBe('모의 면접에서 5문항 가운데 4문항에 답했습니다');
    expect(said.meaning).toBe(
      '스스로 매긴 점수는 ‘기준2’ 기준이 가장 높고 ‘기준4’ 기준이 가장 낮습니다. 낮은 기준부터 연습해 보세요.',
    );
  });

  it('names no strength when the scores are even, or not given', () => {
    expect(interviewTakeaway(result([3, 3])).meaning).toContain('어느 쪽이 더 강하다고 말할 수 없습니다');
    expect(interviewTakeaway(result([null])).meaning).toBe(
      '답마다 스스로 점수를 매기면 강점과 연습할 점이 나타납니다.',
    );
  });
});
