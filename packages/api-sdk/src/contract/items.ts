import * as z from 'zod/mini';
import { count, INT32_MAX, text } from './schemas';

// A tool's answer items, declared as schemas: which items a run holds (a key pattern such as
// `s{id}`) and what each takes (a rating 1–6, a choice, a list of ids, a text). The server checks
// every save against them, so an item the tool does not have, or a value out of its range, is
// refused with a Korean message naming the item (decision 017).

/** An item key pattern: literal text with `{id}` (a positive whole number) or `{key}` (a short code). */
export type ItemPattern = string;

/** The items of a tool: key pattern → the schema of its value. */
export type ItemSchemas = Readonly<Record<ItemPattern, z.ZodMiniType>>;

/** How much one run of a tool may hold: answer items, and bytes of their values as stored. */
export interface RunLimits {
  readonly items: number;
  readonly bytes: number;
}

/** The limits of a questionnaire; text tools declare their own. */
export const QUESTIONNAIRE_LIMITS: RunLimits = { items: 500, bytes: 256 * 1024 };

/**
 * The largest body of an answer save: a save can carry no more than a whole run holds, plus the
 * item names, revisions and JSON around the values.
 */
export const answerSaveBytes = (limits: RunLimits) => limits.bytes + 32 * 1024;

/**
 * For a tool whose answers are texts people rework: a replaced answer's value is kept as a version
 * when its item has no version from the last `minutes` (so the history is a version per stretch of
 * writing, not one per keystroke).
 */
export interface AnswerHistory {
  readonly minutes: number;
  /** The items whose versions are kept (a key pattern: the answers, not the notes beside them). */
  readonly items: ItemPattern;
}

const PLACEHOLDERS: Record<string, string> = { id: '[1-9]\\d{0,8}', key: '[a-z0-9_-]{1,40}' };

/** The regular expression of an item key pattern. */
export function itemPatternRegex(pattern: ItemPattern): RegExp {
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const placeholder = PLACEHOLDERS[name];
      if (!placeholder) throw new Error(`unknown placeholder {${name}} in item pattern ${pattern}`);
      return placeholder;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** A rating on a scale from `min` to `max`. */
export const rating = (min: number, max: number) =>
  count({ message: `${min}에서 ${max} 사이의 정수로 답해 주세요.`, min, max });

/** One of the given values. */
export const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, `${values.join(', ')} 중 하나로 답해 주세요.`);

const unique = (label: string) =>
  z.refine<readonly unknown[]>((list) => new Set(list).size === list.length, `같은 ${label}을 두 번 고를 수 없습니다.`);

/** Up to `max` distinct values of the given ones (conditions picked from a list). */
export const choiceList = <const V extends readonly [string, ...string[]]>(values: V, max: number) =>
  z
    .array(z.enum(values, `${values.join(', ')} 중에서 골라 주세요.`))
    .check(z.maxLength(max, `${max}개까지 고를 수 있습니다.`), unique('항목'));

/** One of the given numbers (a length chosen from a few). */
export const numberChoice = (values: readonly number[]) => {
  const message = `${values.join(', ')} 중 하나로 답해 주세요.`;
  // Its domain is the smallest to the largest; the check keeps it to the values themselves.
  return count({ message, min: Math.min(...values), max: Math.max(...values) }).check(
    z.refine((value) => values.includes(value), message),
  );
};

/** Up to `max` distinct row ids (statements, activities, cards picked). */
export const idList = (max: number) =>
  z
    .array(count({ message: '번호로 답해 주세요.', min: 1, max: INT32_MAX }))
    .check(z.maxLength(max, `${max}개까지 고를 수 있습니다.`), unique('항목'));

/** Up to `max` distinct codes, each matching `pattern` (category codes, reason keys). */
export const codeList = (pattern: RegExp, max: number) =>
  z
    .array(z.string('코드로 답해 주세요.').check(z.regex(pattern, '코드가 올바르지 않습니다.')))
    .check(z.maxLength(max, `${max}개까지 고를 수 있습니다.`), unique('항목'));

/** Every one of `values` once, in the order the user gives them (a ranking). */
export const ordering = <const V extends readonly [string, ...string[]]>(values: V) =>
  z
    .array(z.enum(values, '순위의 항목이 올바르지 않습니다.'))
    .check(z.length(values.length, `${values.length}개 모두의 순서를 정해 주세요.`), unique('항목'));

/** A text the user writes, kept as typed (not trimmed: it is saved while they type), without invisible format characters. */
export const answerText = (max: number) =>
  text('글로 답해 주세요.').check(z.maxLength(max, `${max.toLocaleString('ko-KR')}자까지 쓸 수 있습니다.`));

/** Up to `count` short texts (the user's own labels), each at most `max` characters. */
export const textList = (count: number, max: number) =>
  z.array(answerText(max)).check(z.maxLength(count, `${count}개까지 쓸 수 있습니다.`));

/** The revision an answer replaces: 0 for an item not yet saved, else the revision last read. */
export const baseRevision = count({ message: '답변 순번이 올바르지 않습니다.', min: 0, max: INT32_MAX - 1 });

const itemKey = z
  .string('문항 이름이 필요합니다.')
  .check(z.regex(/^[a-z0-9][a-z0-9_.:-]{0,99}$/, '문항 이름이 올바르지 않습니다.'));

/** The schema of one item's value, by the item's key, or undefined for an item the tool does not have. */
export function itemSchemaOf(items: ItemSchemas): (item: string) => z.ZodMiniType | undefined {
  const patterns = Object.entries(items).map(([pattern, schema]) => [itemPatternRegex(pattern), schema] as const);
  return (item) => patterns.find(([regex]) => regex.test(item))?.[1];
}

/**
 * One answer to save, checked against the tool's items: the item must be one of them and its value
 * must pass the item's schema. Messages name the item, so a person (or a developer) sees which.
 */
export function answerOf(items: ItemSchemas) {
  const schemaOf = itemSchemaOf(items);
  return z.object({ item: itemKey, value: z.unknown(), base: baseRevision }).check(
    z.superRefine((answer, ctx) => {
      const schema = schemaOf(answer.item);
      if (!schema) {
        ctx.addIssue({
          code: 'custom',
          path: ['item'],
          input: answer.item,
          message: `이 도구에 없는 문항입니다: ${answer.item}`,
        });
        return;
      }
      const parsed = z.safeParse(schema, answer.value);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          input: answer.value,
          message: `문항 ${answer.item}의 답이 올바르지 않습니다: ${parsed.error.issues[0]?.message ?? ''}`,
        });
      }
    }),
  );
}

/** Values an item might take, tried in order for an example of the tool's answers. */
const EXAMPLE_VALUES: readonly unknown[] = [3, 1, 'red', 'liked', 'a', '11', [1], ['11'], ['a'], 'R', true];

/** A valid answer of the tool: its first item's key with `1`/`a` for the placeholders, and a value it takes. */
export function exampleAnswer(items: ItemSchemas): { item: string; value: unknown; base: number } {
  for (const [pattern, schema] of Object.entries(items)) {
    const value = EXAMPLE_VALUES.find((candidate) => z.safeParse(schema, candidate).success);
    if (value === undefined) continue;
    return { item: pattern.replace('{id}', '1').replace('{key}', 'a'), value, base: 0 };
  }
  throw new Error(`no example value fits any of the items ${Object.keys(items).join(', ')}`);
}

/**
 * A batch of answers: each item at most once. The schema carries its items in its description and
 * an example (OpenAPI shows both; the contract's generated tests send the example as valid input).
 */
export function answerBatch(items: ItemSchemas) {
  const batch = z.array(answerOf(items)).check(
    z.maxLength(500, '한 번에 500개까지 저장할 수 있습니다.'),
    z.refine(
      (answers) => new Set(answers.map((answer) => answer.item)).size === answers.length,
      '같은 문항이 한 번에 두 번 들어 있습니다.',
    ),
  );
  z.globalRegistry.add(batch, {
    description: `답변 묶음. 문항 이름: ${Object.keys(items).join(', ')} ({id}는 번호, {key}는 영문 코드).`,
    examples: [[exampleAnswer(items)]],
  });
  return batch;
}

/** What is wrong with a batch of answers for these items, in the server's words, or null (stories' fake servers). */
export function answerProblem(items: ItemSchemas, answers: unknown): string | null {
  const parsed = z.safeParse(answerBatch(items), answers);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '답변이 올바르지 않습니다.');
}
