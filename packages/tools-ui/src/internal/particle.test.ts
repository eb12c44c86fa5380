import { describe, expect, it } from 'vitest';
import { withParticle } from './particle';

describe('withParticle', () => {
  it('takes 과 after a final consonant and 와 after a vowel', () => {
    expect(withParticle('안정', ['와', '과'])).toBe('안정과');
    expect(withParticle('창업·창의', ['와', '과'])).toBe('창업·창의와');
    expect(withParticle('라이프스타일 조화', ['와', '과'])).toBe('라이프스타일 조화와');
  });

  it('keeps both forms after anything but a Hangul syllable', () => {
    expect(withParticle('TF', ['와', '과'])).toBe('TF와(과)');
  });
});
