import { describe, expect, it } from 'vitest';
import { congruence, M_INDEX_MAX, rankByCongruence, whyCongruent, withTies } from './congruence';

const occupation = (
  name: string,
  holland: string,
  education: 'high_school' | 'bachelor' | 'graduate' = 'bachelor',
) => ({
  name,
  holland,
  education,
});

describe("Iachan's M index", () => {
  it('gives an exact match the most there is, 28, and fit 100', () => {
    expect(congruence('RIC', 'RIC')).toMatchObject({ index: M_INDEX_MAX, fit: 100 });
  });

  it('rewards letters by their places in both codes (the published weights)', () => {
    expect(congruence('RIC', 'IRC').index).toBe(10 + 10 + 1);
    expect(congruence('RIC', 'CIR').index).toBe(4 + 5 + 4);
    expect(congruence('RIC', 'SEA').index).toBe(0);
    expect(congruence('RIC', 'SER').index).toBe(4);
    expect(congruence('SEA', 'ASE').index).toBe(4 + 10 + 2);
  });

  it('is symmetric: the person and the occupation weigh the same', () => {
    for (const [a, b] of [
      ['RIC', 'ICS'],
      ['SEA', 'EAS'],
      ['AIS', 'SIA'],
    ] as const) {
      expect(congruence(a, b).index).toBe(congruence(b, a).index);
    }
  });

  it('never lets a shorter code outrank an exact three-letter match', () => {
    for (const short of ['R', 'RI', 'IR', 'RC']) {
      expect(congruence('RIC', short).index).toBeLessThan(congruence('RIC', 'RIC').index);
    }
    expect(congruence('SEA', 'SE').index).toBeLessThan(congruence('SEA', 'SEA').index);
  });

  it('names the shared letters with their places', () => {
    expect(congruence('RIC', 'IRE').shared).toEqual([
      { letter: 'I', personPlace: 2, occupationPlace: 1, points: 10 },
      { letter: 'R', personPlace: 1, occupationPlace: 2, points: 10 },
    ]);
  });
});

describe('ranking by congruence', () => {
  const list = [
    occupation('광원', 'R', 'high_school'),
    occupation('기계 공학 기술자', 'RIC'),
    occupation('연구원', 'RIC', 'graduate'),
    occupation('배달원', 'RC', 'high_school'),
    occupation('사회복지사', 'SEA'),
  ];

  it('puts exact matches first, leaves out occupations sharing no letter, and counts equal fits', () => {
    const ranked = rankByCongruence(list, 'RIC');
    expect(ranked.map((o) => o.name)).toEqual(['기계 공학 기술자', '연구원', '배달원', '광원']);
    expect(ranked.map((o) => o.sameFit)).toEqual([1, 1, 0, 0]);
    expect(ranked[0]?.levelGap).toBeNull();
  });

  it('orders equal fits by the nearer education level when the person’s level is known', () => {
    const ranked = rankByCongruence(list, 'RIC', 'graduate');
    expect(ranked.slice(0, 2).map((o) => [o.name, o.levelGap])).toEqual([
      ['연구원', 0],
      ['기계 공학 기술자', 1],
    ]);
  });
});

describe('why an occupation fits', () => {
  it('speaks in the person’s own letters, with the right particles', () => {
    expect(whyCongruent('RIC', 'RIC', congruence('RIC', 'RIC').shared)).toBe(
      '직업 코드 RIC가 내 코드와 세 글자 순서까지 같습니다.',
    );
    expect(whyCongruent('SER', 'IRE', congruence('SER', 'IRE').shared, { R: '현실형', E: '진취형' })).toBe(
      '직업 코드 IRE와 내 코드 SER이 2글자를 함께 가집니다 (R(현실형): 내 3순위 · 직업의 2순위, E(진취형): 내 2순위 · 직업의 3순위).',
    );
  });
});

describe('withTies', () => {
  const ranked = [28, 28, 20, 20, 20, 20, 9].map((index, at) => ({ index, name: `직업${at}` }));

  it('shows every occupation that fits as well as the last one shown: no name decides the cut', () => {
    expect(withTies(ranked, 3).map((entry) => entry.index)).toEqual([28, 28, 20, 20, 20, 20]);
    expect(withTies(ranked, 2)).toHaveLength(2);
  });

  it('stops at the cap, and takes all of a short list', () => {
    expect(withTies(ranked, 3, 4)).toHaveLength(4);
    expect(withTies(ranked, 20)).toHaveLength(7);
  });
});
