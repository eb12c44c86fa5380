import { type ActionItem, AUDIENCES, callsFor, careerAnchor } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/router';
import { answersOf, assertOpen, completeRun, runOf, savedResultOf } from '../runs';
import type { ToolModule } from '../types';
import { ANCHORS, STATEMENTS } from './content';
import { type CareerAnchorAnswers, missingAnswers, SCORING_VERSION, scoreCareerAnchor } from './scoring';

/** Answer items of a career-anchor run: `s{statementId}` holds a rating, `picks` the three picks. */
export const ratingItem = (statementId: number) => `s${statementId}`;
export const PICKS_ITEM = 'picks';

async function activeStatements(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('career_anchor_statement')
    .select(['id', 'anchor_code', 'text'])
    .where('active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    anchor: row.anchor_code as (typeof ANCHORS)[number]['code'],
    text: row.text,
  }));
}

function answersFrom(values: Map<string, unknown>): CareerAnchorAnswers {
  const ratings = new Map<number, number>();
  for (const [item, value] of values) {
    const match = /^s(\d+)$/.exec(item);
    if (match && typeof value === 'number') ratings.set(Number(match[1]), value);
  }
  const picks = values.get(PICKS_ITEM);
  return { ratings, picks: Array.isArray(picks) ? picks.filter((id): id is number => typeof id === 'number') : [] };
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
    const calls = callsFor(careerAnchor, audience);
    handle(calls.questions, async () => {
      const anchors = await db
        .selectFrom('career_anchor')
        .select(['code', 'name', 'summary', 'values', 'fits', 'watch'])
        .orderBy('position')
        .execute();
      return {
        anchors: anchors.map((anchor) => ({ ...anchor, code: anchor.code as (typeof ANCHORS)[number]['code'] })),
        statements: await activeStatements(db),
      };
    });
    handle(calls.saveUser, async ({ subject }) => {
      const run = runOf(subject);
      if (run.status === 'completed') return savedResultOf(db, run.id);
      assertOpen(run);
      const statements = await activeStatements(db);
      const answers = answersFrom(await answersOf(db, run.id));
      const missing = missingAnswers(statements, answers);
      if (missing.length > 0) throw new ApiError(400, missing.join(' '));
      return completeRun(db, run, SCORING_VERSION, scoreCareerAnchor(statements, answers));
    });
  }
}

export const careerAnchorTool: ToolModule = { id: 'career-anchor' satisfies ActionItem, register, seedContent };
