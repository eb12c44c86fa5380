import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contract, toolDefinitions } from '.';
import type { Endpoint } from './endpoint';
import { endpointFields, fieldsOf } from './fields';
import { INT32_MAX, id, line, numericId, storableText, text } from './schemas';

const inputs = endpointFields(Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]));

describe('every value the contract accepts fits the database', () => {
  it('finds the fields of every entry', () => {
    expect(inputs.length).toBeGreaterThan(20);
  });

  it.each(inputs.filter(({ field }) => field.kind === 'string'))('$name goes through the text schema', ({ field }) => {
    const checks = (field.schema._zod.def as z.core.$ZodStringDef).checks ?? [];
    expect(checks).toContain(storableText);
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
