import { describe, expect, it } from 'vitest';
import { careerModelTakeaway } from './takeaway';
import type { CareerModelResult } from './types';

const job = (name: string) => ({ name }) as CareerModelResult['jobs'][number];
const result = (over: Partial<CareerModelResult>): CareerModelResult =>
  ({
    basis: { missing: [] },
    jobs: [],
    chosen: [],
    majors: [],
    chosen_paths: [],
    ...over,
  }) as unknown as CareerModelResult;

describe('careerModelTakeaway', () => {
  it('names the chosen goal and how many more, and what it was made without', () => {
    const said = careerModelTakeaway(
      result({
        chosen: [job('데이터 분석가'), job('통계 사무원')],
        majors: [{} as CareerModelResult['majors'][number]],
        basis: { missing: [{ tool: 'ptid', name: '성격 유형', effect: '' }] } as unknown as CareerModelResult['basis'],
      }),
    );
    expect(said.result).toBe('커리어 모델의 목표 직업은 ‘데이터 분석가’ 외 1개입니다');
    expect(said.meaning).toContain('전공 1개, 교육·훈련 0개');
    expect(said.meaning).toContain('성격 유형 결과 없이 만들어');
  });

  it('says no goal was chosen yet, with the first recommendation, or that none was found', () => {
    expect(careerModelTakeaway(result({ jobs: [job('사회복지사')] })).meaning).toContain('첫째는 ‘사회복지사’');
    expect(careerModelTakeaway(result({})).meaning).toBe(
      '이 결과로 추천할 직업을 찾지 못했습니다. 다른 검사를 마친 뒤 다시 만들어 보세요.',
    );
  });
});
