import {
  AUDIENCES,
  callsFor,
  type EndpointData,
  SELF_INTRODUCE_DEFAULT_LENGTH,
  SELF_INTRODUCE_DEFAULT_TYPES,
  selfIntroduce,
  type ToolAudience,
} from '@career/api-sdk';
import { selfIntroduce as logic, text as textLogic } from '@career/tool-logic';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { generateText } from '../../text/generations';
import { writtenBy } from '../../text/generator';
import { namesOf } from '../../text/names';
import { answersOf, runOf, runRow, scoreOnce } from '../runs';
import { assertMayActFor } from '../subject';
import type { ToolModule } from '../types';
import { migrations } from './migrations';
import { draftMessages, PROMPT_VERSION } from './prompts';

// Self introduction's calls (spec §7 selfIntroduce; decisions 017–019): the questions (the four and
// the user's own), the review of an answer, drafts written as they come and kept as versions, the
// versions of an answer, the latest answer of an earlier run, and handing the answers in.

type SelfIntroduceType = EndpointData<typeof selfIntroduce.endpoints.userQuestions>[number];
type Version = EndpointData<typeof selfIntroduce.endpoints.userDraft>;

const messages = {
  typeNotFound: '문항을 찾을 수 없습니다.',
  noAnswer: '점검할 답변이 없습니다. 먼저 답변을 써 주세요.',
  unknownQuestion: '이 자기소개서에 없는 문항입니다.',
  noNotes: '초안을 만들려면 키워드나 경험을 하나 이상 적어 주세요.',
  notOpen: '이미 제출한 자기소개서입니다. 새로 시작해 주세요.',
} as const;

/** The four questions and the user's own (not deleted), in that order. */
async function typesOf(db: Kysely<Database>, userId: number): Promise<SelfIntroduceType[]> {
  const own = await db
    .selectFrom('self_introduce_type')
    .select(['id', 'label'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return [
    ...SELF_INTRODUCE_DEFAULT_TYPES.map((type) => ({ ...type, own: false, id: null })),
    ...own.map((type) => ({ key: `t${type.id}`, label: type.label, own: true, id: type.id })),
  ];
}

/** A question's wording: one of the four, or the user's own (also one deleted since, for runs that answered it). */
async function labelOf(db: Kysely<Database>, userId: number, key: string): Promise<string> {
  const fixed = SELF_INTRODUCE_DEFAULT_TYPES.find((type) => type.key === key);
  if (fixed) return fixed.label;
  const own = await db
    .selectFrom('self_introduce_type')
    .select('label')
    .where('id', '=', Number(key.slice(1)))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) throw new ApiError(404, messages.unknownQuestion);
  return own.label;
}

function versionOf(row: {
  id: number;
  item: string;
  value: unknown;
  source: Version['source'];
  created_at: Date;
  generator: string | null;
  model: string | null;
  unsupported?: string[];
}): Version {
  return {
    id: row.id,
    item: row.item,
    text: typeof row.value === 'string' ? row.value : '',
    source: row.source,
    generator: row.generator === null || row.model === null ? null : writtenBy(row.generator, row.model),
    unsupported: row.unsupported ?? [],
    created_at: row.created_at.toISOString(),
  };
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;
  const audiences: readonly ToolAudience[] = [...AUDIENCES, 'guest'];

  async function openRun(ref: { id: number; user_id: number; action_item: string }) {
    const run = await runRow(db, ref as Parameters<typeof runRow>[1]);
    if (run.status !== 'open') throw new ApiError(409, messages.notOpen);
    return run;
  }

  for (const audience of audiences) {
    const calls = callsFor(selfIntroduce.endpoints, audience);

    handle(calls.questions, ({ subject }) => typesOf(db, subject.userId));

    handle(calls.check, async ({ subject, body }) => {
      const run = runOf(subject);
      const answers = await answersOf(db, run.id);
      const text = answers[`a.${body.key}`];
      if (typeof text !== 'string' || text.trim() === '') throw new ApiError(400, messages.noAnswer);
      const target = answers[`len.${body.key}`];
      return logic.checkAnswer({
        text,
        target: typeof target === 'number' ? target : SELF_INTRODUCE_DEFAULT_LENGTH,
        questionType: await labelOf(db, run.user_id, body.key),
      });
    });

    handle(calls.draft, async function* ({ subject, body, signal, principal }) {
      const ref = runOf(subject);
      const run = await openRun(ref);
      const answers = await answersOf(db, ref.id);
      const input = logic.draftInputOf(answers, body.key, await labelOf(db, ref.user_id, body.key));
      if (input.keywords.length === 0 && input.experiences.length === 0 && input.notes.trim() === '') {
        throw new ApiError(400, messages.noNotes);
      }
      const names = await namesOf(deps, ref.user_id, principal);
      const generated = yield* generateText(
        deps,
        {
          tool: 'self-introduce',
          runId: ref.id,
          item: `a.${body.key}`,
          userId: ref.user_id,
          classId: run.university_class_id,
          promptVersion: PROMPT_VERSION,
          request: {
            messages: draftMessages(input, names),
            compose: () => textLogic.composeDraft(input).text,
            maxTokens: Math.ceil(input.length * 2.5),
          },
          inputs: logic.inputTexts(input),
        },
        signal,
      );
      // Every draft is kept as a version, also one stopped part-way (what was written until then).
      const row = await db
        .insertInto('tool_answer_version')
        .values({
          run_id: ref.id,
          item: `a.${body.key}`,
          value: JSON.stringify(generated.text),
          source: 'draft',
          generation_id: generated.generationId,
        })
        .returning(['id', 'item', 'value', 'source', 'created_at'])
        .executeTakeFirstOrThrow();
      return versionOf({
        ...row,
        generator: generated.generator.kind,
        model: generated.generator.model,
        unsupported: generated.unsupported,
      });
    });

    handle(calls.versions, async ({ subject, params }) => {
      const rows = await db
        .selectFrom('tool_answer_version as v')
        .leftJoin('text_generation as g', 'g.id', 'v.generation_id')
        .select(['v.id', 'v.item', 'v.value', 'v.source', 'v.created_at', 'g.generator', 'g.model'])
        .where('v.run_id', '=', runOf(subject).id)
        .where('v.item', '=', `a.${params.key}`)
        .orderBy('v.created_at', 'desc')
        .orderBy('v.id', 'desc')
        .limit(50)
        .execute();
      return rows.map((row) => versionOf(row));
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx) => {
        const keys = logic.questionKeys(values);
        const labels = new Map<string, string>();
        for (const key of keys) labels.set(key, await labelOf(trx, runOf(subject).user_id, key));
        const types = await typesOf(trx, runOf(subject).user_id);
        const result = logic.selfIntroduceResultOf(logic.answersOfRun(values, labels), values, types);
        return { version: logic.RESULT_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );

    if (audience === 'guest') continue;
    const own = callsFor(selfIntroduce.endpoints, audience);

    handle(own.updateType, async ({ body }) => {
      if (body.id) {
        const row = await db
          .updateTable('self_introduce_type')
          .set({ label: body.label })
          .where('id', '=', body.id)
          .where('user_id', '=', body.user_id)
          .where('deleted_at', 'is', null)
          .returning(['id', 'label'])
          .executeTakeFirst();
        if (!row) throw new ApiError(404, messages.typeNotFound);
        return { key: `t${row.id}`, label: row.label, own: true, id: row.id };
      }
      const row = await db
        .insertInto('self_introduce_type')
        .values({ user_id: body.user_id, label: body.label })
        .returning(['id', 'label'])
        .executeTakeFirstOrThrow();
      return { key: `t${row.id}`, label: row.label, own: true, id: row.id };
    });

    handle(own.deleteType, async ({ params, principal }) => {
      const type = await db
        .selectFrom('self_introduce_type')
        .select(['id', 'user_id'])
        .where('id', '=', Number(params.id))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!type) throw new ApiError(404, messages.typeNotFound);
      // Whose question it is decides who may delete it, as for any call about a user.
      await assertMayActFor(deps, principal, type.user_id, 'self-introduce', messages.typeNotFound);
      await db
        .updateTable('self_introduce_type')
        .set({ deleted_at: sql<Date>`now()` })
        .where('id', '=', type.id)
        .execute();
      return { id: type.id };
    });

    handle(own.lastAnswer, async ({ subject, params }) => {
      const row = await db
        .selectFrom('tool_answer as a')
        .innerJoin('tool_run as r', 'r.id', 'a.run_id')
        .select(['a.value', 'a.run_id', 'a.updated_at'])
        .where('r.user_id', '=', subject.userId)
        .where('r.action_item', '=', 'self-introduce')
        .where('r.status', '!=', 'open')
        .where('a.item', '=', `a.${params.key}`)
        .orderBy('a.updated_at', 'desc')
        .executeTakeFirst();
      if (!row || typeof row.value !== 'string' || row.value.trim() === '') return null;
      return { text: row.value, run_id: row.run_id, updated_at: row.updated_at.toISOString() };
    });
  }
}

export const selfIntroduceTool: ToolModule = {
  definition: selfIntroduce,
  register,
  migrations,
  portfolio: logic.portfolioPartOf,
};
