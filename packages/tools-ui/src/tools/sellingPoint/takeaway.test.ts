import { describe, expect, it } from 'vitest';
import { sellingPointTakeaway } from './takeaway';
import type { SellingPointResult } from './types';

const result = (stories: string[]) =>
  ({
    occupation: { name: '마케터' },
    points: stories.map((story, index) => ({ label: `강점${index + 1}`, story })),
  }) as unknown as SellingPointResult;

describe('sellingPointTakeaway', () => {
  it('calls a selling point only a strength with an experience, and names the others as still to prove', () => {
    const said = sellingPointTakeaway(result(['동아리 홍보', '']));
    expect(said.result).toBe('셀링 포인트는 ‘강점1’입니다');
    expect(said.meaning).toBe(
      '‘마케터’에 지원할 때 경험으로 보여 줄 수 있는 강점입니다. ‘강점2’도 골랐지만 아직 경험을 적지 않아, 경험을 찾기 전에는 내세우지 않는 편이 좋습니다.',
    );
    expect(sellingPointTakeaway(result(['a', 'b'])).meaning).toBe(
      '‘마케터’에 지원할 때 경험으로 보여 줄 수 있는 강점입니다.',
    );
  });

  it('names no selling point when no strength has an experience', () => {
    const said = sellingPointTakeaway(result(['', '']));
    expect(said.result).toBe('고른 강점 ‘강점1’, ‘강점2’에는 아직 보여 줄 경험이 없습니다');
    expect(said.meaning).toContain('강점마다 경험을 하나씩 찾아 적어 보세요.');
  });
});
