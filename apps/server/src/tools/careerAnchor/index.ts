import { AUDIENCES, callsFor, careerAnchor } from '@career/api-sdk';
import { careerAnchor as logic } from '@career/tool-logic';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { runOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';
import { registerCareerAnchorAdminRoutes } from './admin';

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
}

export const careerAnchorTool: ToolModule = {
  portfolio: logic.portfolioPartOf,
  definition: careerAnchor,
  register,
  registerAdmin: registerCareerAnchorAdminRoutes,
  seedContent,
};
