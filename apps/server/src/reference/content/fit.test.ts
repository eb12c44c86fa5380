import { holland } from '@career/tool-logic';
import { describe, expect, it } from 'vitest';
import { OCCUPATIONS } from './index';

// The fit rule (decision 021) on the occupations we seed, as the measurement that led to it read them.

describe('fit by congruence on our occupations', () => {
  it('gives a RIC profile at the bachelor level mostly research and engineering occupations in its top 12', () => {
    const top = holland.rankByCongruence(OCCUPATIONS, 'RIC', 'bachelor').slice(0, 12);
    // KECO major group 1: 연구직 및 공학기술직.
    expect(top.filter((occupation) => occupation.keco.startsWith('1')).length).toBeGreaterThanOrEqual(8);
    expect(top.every((occupation) => occupation.fit === 100)).toBe(true);
  });

  it('ranks every exact three-letter match above every partial one (SEA: 청소년 지도사 before 매장 판매원)', () => {
    for (const code of ['RIC', 'SEA', 'AIS', 'ECS']) {
      const ranked = holland.rankByCongruence(OCCUPATIONS, code);
      const lastExact = ranked.findLastIndex((occupation) => occupation.holland === code);
      const firstOther = ranked.findIndex((occupation) => occupation.holland !== code);
      if (lastExact >= 0) expect(lastExact).toBeLessThan(firstOther);
    }
    const sea = holland.rankByCongruence(OCCUPATIONS, 'SEA').map((occupation) => occupation.name);
    const youth = sea.indexOf('청소년 지도사');
    const sales = sea.indexOf('매장 판매원');
    if (youth >= 0 && sales >= 0) expect(youth).toBeLessThan(sales);
  });
});
