import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contract, toolDefinitions } from '.';
import type { Endpoint } from './endpoint';
import { endpointFields, fieldsOf } from './fields';
import { INT32_MAX, id, line, numericId, pastedText, secret, storableText, text, visibleText } from './schemas';

const inputs = endpointFields(Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]));

describe('every value the contract accepts fits the database', () => {
  it('finds the fields of every entry', () => {
    expect(inputs.length).toBeGreaterThan(20);
  });

  it.each(inputs.filter(({ field }) => field.kind === 'string'))('$name goes through the text schema', ({ field }) => {
    const checks = (field.schema._zod.def as z.core.$ZodStringDef).checks ?? [];
    expect(checks).toContain(storableText);
  });

  // A password is compared, never shown (schemas.ts `secret`): the one string left as it was chosen.
  const shown = inputs.filter(
    ({ field }) => field.kind === 'string' && field.path.at(-1)?.endsWith('password') !== true,
  );
  it.each(shown)('$name refuses (one line) or drops (several lines) invisible format characters', ({ field }) => {
    const checks = (field.schema._zod.def as z.core.$ZodStringDef).checks ?? [];
    expect(checks.includes(visibleText) || checks.includes(pastedText)).toBe(true);
    const parsed = z.safeParse(field.schema, 'a\u202eb');
    expect(parsed.success && String(parsed.data).includes('\u202e')).toBe(false);
  });

  it.each(inputs.filter(({ field }) => field.kind === 'number'))('$name stays within int32', ({ field }) => {
    for (const value of [INT32_MAX + 1, -INT32_MAX - 2, 1.5]) {
      expect(z.safeParse(field.schema, field.coerce ? String(value) : value).success, String(value)).toBe(false);
    }
  });

  it('takes no value of a kind these rules do not cover', () => {
    // A tool's answers are checked item by item (below): their batch is one field with examples.
    const others = inputs.filter(({ field }) => field.kind === 'other' && field.values.length === 0);
    expect(others.map(({ name }) => name)).toEqual([]);
  });

  const items = Object.values(toolDefinitions).flatMap((tool) =>
    Object.entries(tool.items).flatMap(([pattern, schema]) =>
      fieldsOf(schema).map((field) => ({ name: `${tool.id} ${pattern} ${field.path.join('.')}`, field })),
    ),
  );

  it.each(items.filter(({ field }) => field.kind === 'string'))(
    'answer item $name refuses what text cannot hold',
    ({ field }) => {
      expect(z.safeParse(field.schema, 'a\u0000b').success).toBe(false);
      expect(z.safeParse(field.schema, '\ud800').success).toBe(false);
      const parsed = z.safeParse(field.schema, '첫\u202e줄');
      expect(parsed.success && String(parsed.data).includes('\u202e')).toBe(false);
    },
  );

  it.each(items.filter(({ field }) => field.kind === 'number'))('answer item $name stays within int32', ({ field }) => {
    for (const value of [INT32_MAX + 1, 1.5]) expect(z.safeParse(field.schema, value).success).toBe(false);
  });
});

describe('the storable-text schemas', () => {
  it.each(['a\u0000b', '\ud800', 'a\udfffb'])('refuse %j', (value) => {
    expect(z.safeParse(text(), value).success).toBe(false);
    expect(z.safeParse(text(), value).error?.issues[0]?.message).toBe('입력값에 쓸 수 없는 문자가 들어 있습니다.');
  });

  it('keep line breaks in text and refuse them in one-line values', () => {
    expect(z.safeParse(text(), '첫 줄\n둘째 줄\t끝').success).toBe(true);
    for (const value of ['a\nb', 'a\u0007b', 'a\u007fb', 'a\u0085b'])
      expect(z.safeParse(line(), value).success).toBe(false);
  });

  it('accept Korean, emoji (a surrogate pair) and symbols', () => {
    expect(z.safeParse(line(), '김새봄 😀 (주)·§').success).toBe(true);
  });

  it('bound ids to the integer columns', () => {
    expect(z.safeParse(numericId, String(INT32_MAX)).success).toBe(true);
    expect(z.safeParse(numericId, String(INT32_MAX + 1)).error?.issues[0]?.message).toBe('올바른 번호가 아닙니다.');
    expect(z.safeParse(id(), INT32_MAX).success).toBe(true);
    for (const value of [0, -1, 1.5, INT32_MAX + 1]) expect(z.safeParse(id(), value).success).toBe(false);
  });
});

describe('text that cannot rewrite the screen', () => {
  const bidiControls = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
  const isolates = ['\u2066', '\u2067', '\u2068', '\u2069'];
  // Zero-width space, BOM, word joiner, soft hyphen, a lone joiner, an invisible tag ("hi"), interlinear annotation.
  const invisible = ['\u200b', '\ufeff', '\u2060', '\u00ad', '\u200c', '\u200d', '\u{e0068}\u{e0069}', '\ufff9'];
  const emoji = [
    '👩‍💻', // woman, joiner, laptop
    '👨🏽‍💻', // with a skin tone before the joiner
    '🏳️‍🌈', // U+FE0F before the joiner
    '❤️', // a variation selector (not a format character)
    '🏴󠁧󠁢󠁳󠁣󠁴󠁿', // Scotland: black flag and tags
    '🏴‍☠️',
  ];

  it.each([...bidiControls, ...isolates, ...invisible])(
    'one-line values refuse %j with a message that says what',
    (character) => {
      const result = z.safeParse(line(), `김${character}새봄`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        '보이지 않는 서식 문자(글자 방향을 바꾸는 문자, 폭 없는 공백 등)는 쓸 수 없습니다. 지우고 다시 입력해 주세요.',
      );
    },
  );

  it.each(emoji)('one-line values keep the emoji %s whole', (value) => {
    expect(z.safeParse(line(), `김새봄 ${value}`).data).toBe(`김새봄 ${value}`);
    expect(z.safeParse(text(), `김새봄 ${value}`).data).toBe(`김새봄 ${value}`);
  });

  it('a joiner outside an emoji, or a tag outside a flag, is refused', () => {
    for (const value of ['김\u200d새봄', '👩\u200d', '\u200d💻', 'a\u{e0061}\u{e007f}'])
      expect(z.safeParse(line(), value).success, JSON.stringify(value)).toBe(false);
  });

  it('several-line values drop what cannot be seen and keep the rest as written', () => {
    const pasted = '\ufeff저는\u200b 팀의\u202e 막내였습니다.\n👩‍💻 개발자\u2066가\u2069 되고 싶습니다.';
    expect(z.safeParse(text(), pasted).data).toBe('저는 팀의 막내였습니다.\n👩‍💻 개발자가 되고 싶습니다.');
  });

  it('a secret stays exactly as it was chosen', () => {
    expect(z.safeParse(secret(), 'pass\u200bword\u202e1').data).toBe('pass\u200bword\u202e1');
  });
});
