import { describe, expect, it } from 'vitest';
import {
  ALPHABET,
  CODE_LENGTH,
  checkCharacter,
  formatCode,
  generateCode,
  generateCodes,
  normalizeCode,
  parseCode,
} from './couponCode';

/** A deterministic stand-in for randomBytes. */
function seeded(seed: number) {
  let state = seed;
  return (size: number) =>
    Uint8Array.from({ length: size }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state >>> 16;
    });
}

const samples = generateCodes(200, seeded(7));

describe('coupon codes', () => {
  it('use Crockford base32 without I, L, O and U, sixteen characters with a valid check', () => {
    expect(ALPHABET).toHaveLength(32);
    expect(ALPHABET).not.toMatch(/[ILOU]/);
    for (const code of samples) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
      expect(code).toHaveLength(CODE_LENGTH);
      expect(parseCode(code)).toEqual({ ok: true, code });
    }
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('draws every character of the alphabet, from the real random source too', () => {
    const seen = new Set(generateCodes(300).join(''));
    expect(seen.size).toBe(32);
    expect(generateCode()).not.toBe(generateCode());
  });

  it('puts the check character last', () => {
    const code = samples[0] as string;
    expect(code.at(-1)).toBe(checkCharacter(code.slice(0, -1)));
  });

  it('catches every single wrong character, in every position', () => {
    let caught = 0;
    for (const code of samples.slice(0, 40)) {
      for (let position = 0; position < code.length; position++) {
        for (const other of ALPHABET) {
          if (other === code[position]) continue;
          const typo = code.slice(0, position) + other + code.slice(position + 1);
          expect(parseCode(typo), typo).toEqual({ ok: false, reason: 'check' });
          caught++;
        }
      }
    }
    expect(caught).toBe(40 * 16 * 31);
  });

  it('catches every swap of two different neighbours, the check character included', () => {
    let caught = 0;
    for (const code of samples) {
      for (let position = 0; position + 1 < code.length; position++) {
        const [a, b] = [code[position], code[position + 1]];
        if (a === b) continue;
        const swapped = code.slice(0, position) + b + a + code.slice(position + 2);
        expect(parseCode(swapped), swapped).toEqual({ ok: false, reason: 'check' });
        caught++;
      }
    }
    expect(caught).toBeGreaterThan(2500);
  });

  it('reads what a person types: lower case, hyphens, spaces, I and L as 1, O as 0', () => {
    expect(normalizeCode('1O0L')).toBe('1001');
    expect(normalizeCode(' ab-cd ef\tgh ')).toBe('ABCDEFGH');
    expect(normalizeCode('il-o')).toBe('110');
    expect(normalizeCode('AUB')).toBeNull();
    expect(normalizeCode('AB*C')).toBeNull();

    const real = samples.find((sample) => /[01]/.test(sample)) as string;
    const typed = formatCode(real).toLowerCase().replace(/1/g, 'l').replace(/0/g, 'o').replace(/-/g, ' - ');
    expect(parseCode(typed)).toEqual({ ok: true, code: real });
    expect(parseCode(formatCode(real))).toEqual({ ok: true, code: real });
  });

  it('says why an input is not a code', () => {
    expect(parseCode('')).toEqual({ ok: false, reason: 'format' });
    expect(parseCode('----')).toEqual({ ok: false, reason: 'format' });
    expect(parseCode('ABCD-U123')).toEqual({ ok: false, reason: 'format' });
    expect(parseCode('ABCD-EFGH')).toEqual({ ok: false, reason: 'length' });
    expect(parseCode(`${samples[0]}0`)).toEqual({ ok: false, reason: 'length' });
  });

  it('shows a code in groups of four', () => {
    expect(formatCode('0123456789ABCDEF')).toBe('0123-4567-89AB-CDEF');
  });
});
