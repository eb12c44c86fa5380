import type { FieldKind } from '@career/api-sdk';

// Hostile values by what a field holds. Each list is what the schema-driven fuzz of the issue (and
// the lead's notes) named: NUL and other control characters, unpaired surrogates, over-long text,
// numbers past the int32 columns, negative, fractional and huge numbers, and wrong types.

const wrongTypes: readonly unknown[] = [null, {}, [], true];

const hostileText: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  'a\u0001\u0008\u001b\u007f\u009fb',
  'line\nbreak\ttab\r',
  '\ud800',
  'a\udc00b',
  'x'.repeat(5_000),
  '',
  '   ',
  '\u202e\u200b한글\ufeff',
  "' or '1'='1' --",
  '%00',
  12345,
  -1.5,
];

const hostileNumbers: readonly unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  1.5,
  '1',
  'a\u0000b',
];

const hostileChoice: readonly unknown[] = ['a\u0000b', '\ud800', 'NOPE', '', 1];

/** JSON values to put in a body field of this kind (besides leaving it out). */
export function hostileJsonValues(kind: FieldKind): readonly unknown[] {
  switch (kind) {
    case 'string':
      return [...hostileText, ...wrongTypes];
    case 'number':
      return [...hostileNumbers, ...wrongTypes];
    case 'boolean':
      return ['true', 1, 0, 'a\u0000b', ...wrongTypes];
    case 'enum':
    case 'literal':
      return [...hostileChoice, ...wrongTypes];
    case 'other':
      return [...hostileText.slice(0, 6), ...hostileNumbers.slice(0, 4), ...wrongTypes];
  }
}

/**
 * Raw, already percent-encoded text for a path segment or a query value: ids past int32, signs and
 * fractions, encoded NUL and control characters, malformed percent-encoding, invalid UTF-8 (an
 * overlong '/', an encoded surrogate), over-long and traversal-like segments (a bare '..' is left
 * out: the client resolves it before sending).
 */
export const hostileUrlValues: readonly string[] = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  '0',
  '1e3',
  'a%00b',
  '%00',
  '%01%1F%7F',
  '%ZZ',
  '%',
  '%C0%AF',
  '%ED%A0%80',
  'x'.repeat(2_000),
  '%20',
  '%2F..%2F',
  '%E2%80%AE%ED%95%9C',
];

/** Whole request bodies that are not the object the endpoint expects. */
export const hostileBodies: readonly string[] = [
  '{',
  '{"a":',
  '[]',
  'null',
  '"a\\u0000b"',
  '123',
  'true',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  'login_id=a&password=b',
  '\ufeff{}',
  '{"a":1}garbage',
  '"\\ud800"',
];
