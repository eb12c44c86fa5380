import { describe, expect, it } from 'vitest';
import { selfIntroduceTakeaway } from './takeaway';
import type { SelfIntroduceResult } from './types';

const result = (target: string | null, lengths: number[]) =>
  ({
    target,
    answers: lengths.map((withSpaces) => ({ counts: { withSpaces, withoutSpaces: withSpaces } })),
  }) as unknown as SelfIntroduceResult;

describe('selfIntroduceTakeaway', () => {
  it('says what for, how many answers and how long, from the answers only', () => {
    expect(selfIntroduceTakeaway(result('한빛전자 마케팅', [700, 812]))).toEqual({
      result: '‘한빛전자 마케팅’ 지원 자기소개서 2문항을 제출했습니다',
      meaning:
        '모두 1,512자(공백 포함)입니다. 지원처에 내기 전에 문항마다 글자 수 제한과 맞춤법을 한 번 더 확인하세요.',
    });
    expect(selfIntroduceTakeaway(result(null, [10])).result).toBe('자기소개서 1문항을 제출했습니다');
  });
});
