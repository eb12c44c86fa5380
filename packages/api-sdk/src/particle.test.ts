import { describe, expect, it } from 'vitest';
import { withParticle } from './particle';

describe('withParticle', () => {
  it('reads Hangul, codes and names as they are spoken', () => {
    expect(withParticle('SEC', '이/가')).toBe('SEC가');
    expect(withParticle('SER', '와/과')).toBe('SER과');
    expect(withParticle('TF', '을/를')).toBe('TF를');
    expect(withParticle('안정', '와/과')).toBe('안정과');
    expect(withParticle('창업·창의', '와/과')).toBe('창업·창의와');
    expect(withParticle('면접', '은/는')).toBe('면접은');
  });

  it('reads a trailing number, and keeps 로 after ㄹ', () => {
    expect(withParticle('3', '이/가')).toBe('3이');
    expect(withParticle('10', '을/를')).toBe('10을');
    expect(withParticle('2', '이/가')).toBe('2가');
    expect(withParticle('1', '으로/로')).toBe('1로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('집', '으로/로')).toBe('집으로');
  });

  it('takes the particle of the word before an aside and ignores closing quotes', () => {
    expect(withParticle('사회형(S)', '이/가')).toBe('사회형(S)이');
    expect(withParticle('‘전문 역량’', '이/가')).toBe('‘전문 역량’이');
  });
});
