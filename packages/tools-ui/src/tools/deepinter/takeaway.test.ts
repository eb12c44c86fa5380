import { describe, expect, it } from 'vitest';
import { deepinterTakeaway } from './takeaway';
import type { DeepinterResult } from './types';

const result = (follow_ups: number, follow_ups_told: number) =>
  ({
    experience: { title: '축제 부스 운영', kind: 'club', kind_label: '동아리' },
    counts: { parts: 5, told: 4, follow_ups, follow_ups_told },
  }) as unknown as DeepinterResult;

describe('deepinterTakeaway', () => {
  it('names the experience and how much of it was told', () => {
    const said = deepinterTakeaway(result(3, 2));
    expect(said.result).toBe('심층 인터뷰로 ‘축제 부스 운영’ 경험을 정리했습니다');
    expect(said.meaning).toContain('동아리 경험을 5부분 가운데 4부분, 이어진 질문 3개 가운데 2개에 답해');
    expect(deepinterTakeaway(result(0, 0)).meaning).toContain('5부분 가운데 4부분에 답해');
  });
});
