import { describe, expect, it } from 'vitest';
import { sellingPointTakeaway } from './takeaway';
import type { SellingPointResult } from './types';

const result = (stories: string[]) =>
  ({
    occupation: { name: '마케터' },
    points: stories.map((story, index) => ({ label: `강점${index + 1}`, story })),
  }) as unknown as SellingPointResult;

describe('sellingPointTakeaway', () => {
  it('names the strengths and the occupation, and how many lack an experience', () => {
    const said = sellingPointTakeaway(result(['동아리 홍보', '']));
    expect(said.result).toBe('셀링 포인트는 ‘강점1’, ‘강점2’입니다');
    expect(said.meaning).toBe('‘마케터’에 지원할 때 내세울 강점입니다. 2개 가운데 1개는 아직 경험을 적지 않았습니다.');
    expect(sellingPointTakeaway(result(['a'])).meaning).toContain('강점마다 보여 줄 경험을 적었습니다.');
    expect(sellingPointTakeaway(result(['', ''])).meaning).toContain('아직 경험을 적은 강점이 없습니다.');
  });
});
