import { randomBytes } from 'node:crypto';

// Coupon and AI-gift codes (decision 023): 15 random Crockford base32 characters (75 bits) and a
// check character, shown in groups of four (`7KQ2-M9XD-4HTR-0PVN`). The alphabet has no I, L, O or
// U, so what a person reads off paper is what they type; typed input is forgiven its case, spaces
// and hyphens, and I, L read as 1 and O as 0 (Crockford's rules).
//
// The check character makes the weighted sum Σ α^(15−j)·c_j over GF(32) zero (α a primitive
// element): one wrong character changes the sum by α^k·e ≠ 0, and two different neighbours swapped
// change it by α^k·(α+1)·(a+b) ≠ 0, so every such slip is caught before the database is asked.
// (Crockford's own mod-37 check needs five extra symbols, U among them.)

export const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters of a code; one check character follows them. */
export const DATA_LENGTH = 15;
export const CODE_LENGTH = DATA_LENGTH + 1;

const VALUE = new Map([...ALPHABET].map((char, value) => [char, value]));

// GF(32) with the primitive polynomial x^5 + x^2 + 1.
const EXP: number[] = [];
const LOG: number[] = new Array(32).fill(0);
for (let i = 0, x = 1; i < 31; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 32) x ^= 0b100101;
}

const multiply = (a: number, b: number) => (a === 0 || b === 0 ? 0 : (EXP[((LOG[a] ?? 0) + (LOG[b] ?? 0)) % 31] ?? 0));

/** The weighted sum of the values: zero for a whole code whose check character is right. */
function syndrome(values: readonly number[]): number {
  const last = values.length - 1;
  return values.reduce((sum, value, j) => sum ^ multiply(EXP[(last - j) % 31] ?? 1, value), 0);
}

/** The check character for the random characters of a code. */
export function checkCharacter(data: string): string {
  const values = [...data].map((char) => VALUE.get(char) ?? 0);
  // The check character stands last with weight 1: it is the sum of the others' weighted values.
  return ALPHABET[syndrome([...values, 0])] as string;
}

/** A new code, unguessable: 75 random bits and the check character (canonical form, no hyphens). */
export function generateCode(random: (size: number) => Uint8Array = randomBytes): string {
  // 256 is a multiple of 32, so the low five bits of a random byte are uniform.
  const data = [...random(DATA_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return data + checkCharacter(data);
}

/** `n` distinct new codes. */
export function generateCodes(n: number, random?: (size: number) => Uint8Array): string[] {
  const codes = new Set<string>();
  while (codes.size < n) codes.add(generateCode(random));
  return [...codes];
}

/** A canonical code in groups of four for people: `XXXX-XXXX-XXXX-XXXX`. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * What a person typed, in canonical form: upper case, without spaces and hyphens, I and L as 1,
 * O as 0. Null when a character is not of the alphabet (U among them).
 */
export function normalizeCode(input: string): string | null {
  const canonical = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return [...canonical].every((char) => VALUE.has(char)) ? canonical : null;
}

export type ParsedCode = { ok: true; code: string } | { ok: false; reason: 'format' | 'length' | 'check' };

/** A typed code, checked: its canonical form, or why it cannot be one of ours. */
export function parseCode(input: string): ParsedCode {
  const code = normalizeCode(input);
  if (code === null || code.length === 0) return { ok: false, reason: 'format' };
  if (code.length !== CODE_LENGTH) return { ok: false, reason: 'length' };
  const values = [...code].map((char) => VALUE.get(char) ?? 0);
  return syndrome(values) === 0 ? { ok: true, code } : { ok: false, reason: 'check' };
}
