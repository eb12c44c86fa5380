import { AUDIENCES, callsFor, careerAnchor } from '@career/api-sdk';
import { careerAnchor as logic } from '@career/tool-logic';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/router';
import { runOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';

type AnchorCode = logic.AnchorCode;
const { ANCHORS, STATEMENTS } = logic;

/** The content a run is scored against: the anchors, and the statements shown now. */
async function contentOf(db: Kysely<Database>): Promise<logic.CareerAnchorContent> {
  const [anchors, statements] = await Promise.all([
    db
      .selectFrom('career_anchor')
      .select(['code', 'name', 'summary', 'values', 'fits', 'watch'])
      .orderBy('position')
      .execute(),
    activeStatements(db),
  ]);
  return { anchors: anchors.map((anchor) => ({ ...anchor, code: anchor.code as AnchorCode })), statements };
}

async function activeStatements(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('career_anchor_statement')
    .select(['id', 'anchor_code', 'text'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    anchor: row.anchor_code as AnchorCode,
    text: row.text,
  }));
}

async function seedContent(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('career_anchor').select('code').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('career_anchor')
      .values(ANCHORS.map((anchor, position) => ({ ...anchor, position })))
      .execute();
    await trx
      .insertInto('career_anchor_statement')
      .values(
        STATEMENTS.map((statement, position) => ({ anchor_code: statement.anchor, position, text: statement.text })),
      )
      .execute();
  });
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;
  for (const audience of AUDIENCES) {
    const calls = callsFor(careerAnchor.endpoints, audience);
    handle(calls.questions, () => contentOf(db));
    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx, times) => {
        const content = await contentOf(trx);
        const answers = logic.answersFrom(values);
        const missing = logic.missingAnswers(content.statements, answers);
        if (missing.length > 0) throw new ApiError(400, missing.join(' '));
        const result = logic.scoreCareerAnchor(content, answers, { times });
        return { version: logic.SCORING_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );
  }
  registerContentRoutes(db, handle);
}

const messages = {
  statementNotFound: '문장을 찾을 수 없습니다.',
  lastStatement: '앵커마다 보이는 문장이 하나 이상 있어야 합니다.',
} as const;

/** The admin's content calls: anchors' texts, and statements added, reworded or hidden. */
function registerContentRoutes(db: Kysely<Database>, handle: Router['handle']): void {
  const statementRow = (row: { id: number; anchor_code: string; text: string; active: boolean }) => ({
    id: row.id,
    anchor: row.anchor_code as AnchorCode,
    text: row.text,
    active: row.active,
  });

  handle(careerAnchor.endpoints.adminContent, async () => {
    const [anchors, statements] = await Promise.all([
      db
        .selectFrom('career_anchor')
        .select(['code', 'name', 'summary', 'values', 'fits', 'watch'])
        .orderBy('position')
        .execute(),
      db
        .selectFrom('career_anchor_statement')
        .select(['id', 'anchor_code', 'text', 'active'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ]);
    return {
      anchors: anchors.map((anchor) => ({ ...anchor, code: anchor.code as AnchorCode })),
      statements: statements.map(statementRow),
    };
  });

  handle(careerAnchor.endpoints.adminUpdateAnchor, async ({ params, body }) => {
    const row = await db
      .updateTable('career_anchor')
      .set({ ...body, updated_at: sql<Date>`now()` })
      .where('code', '=', params.code)
      .returning(['code', 'name', 'summary', 'values', 'fits', 'watch'])
      .executeTakeFirstOrThrow();
    return { ...row, code: row.code as AnchorCode };
  });

  handle(careerAnchor.endpoints.adminAddStatement, async ({ body }) => {
    const row = await db
      .insertInto('career_anchor_statement')
      .values({
        anchor_code: body.anchor,
        text: body.text,
        position: sql<number>`(select coalesce(max(position), -1) + 1 from career_anchor_statement)`,
      })
      .returning(['id', 'anchor_code', 'text', 'active'])
      .executeTakeFirstOrThrow();
    return statementRow(row);
  });

  handle(careerAnchor.endpoints.adminUpdateStatement, async ({ params, body }) =>
    db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('career_anchor_statement')
        .select(['id', 'anchor_code', 'active'])
        .where('id', '=', Number(params.id))
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ApiError(404, messages.statementNotFound);
      if (body.active === false && current.active) {
        // Scores divide by an anchor's visible statements: never hide its last one.
        const others = await trx
          .selectFrom('career_anchor_statement')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('anchor_code', '=', current.anchor_code)
          .where('active', '=', true)
          .where('id', '!=', current.id)
          .executeTakeFirstOrThrow();
        if (Number(others.count) === 0) throw new ApiError(409, messages.lastStatement);
      }
      const row = await trx
        .updateTable('career_anchor_statement')
        .set({
          ...(body.text === undefined ? {} : { text: body.text }),
          ...(body.active === undefined ? {} : { active: body.active }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', current.id)
        .returning(['id', 'anchor_code', 'text', 'active'])
        .executeTakeFirstOrThrow();
      return statementRow(row);
    }),
  );
}

export const careerAnchorTool: ToolModule = { definition: careerAnchor, register, seedContent };
