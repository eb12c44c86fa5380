import { AUDIENCES, type CoreColoringScore, callsFor, coreColoring, type EndpointData } from '@career/api-sdk';
import { coreColoring as logic } from '@career/tool-logic';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { runOf, saveAnswers, savedResultOf, saveFeedback, scoreOnce } from '../runs';
import type { ToolModule } from '../types';

type CoreCode = logic.CoreCode;
const { CORES, QUADRANT_CONTENT, STATEMENTS } = logic;

type Saved = EndpointData<typeof coreColoring.endpoints.userNineCoreResult>;

const messages = {
  noResult: '아직 결과가 없습니다. 색칠을 마치고 결과 보기를 눌러 주세요.',
} as const;

async function activeStatements(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('core_coloring_statement')
    .select(['id', 'core_code', 'text'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, core: row.core_code as CoreCode, text: row.text }));
}

/** The content a run is scored against: the cores, the statements shown now and the quadrants. */
async function contentOf(db: Kysely<Database>): Promise<logic.CoreColoringContent> {
  const [cores, statements] = await Promise.all([
    db
      .selectFrom('core_coloring_core')
      .select(['code', 'row_key', 'column_key', 'name', 'summary', 'description', 'strength_use', 'growth_tip'])
      .orderBy('code')
      .execute(),
    activeStatements(db),
  ]);
  return {
    cores: cores.map(({ row_key, column_key, ...core }) => ({
      ...core,
      code: core.code as CoreCode,
      row: row_key as logic.CoreRow,
      column: column_key as logic.CoreColumn,
    })),
    statements,
    quadrants: [...QUADRANT_CONTENT],
  };
}

async function seedContent(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('core_coloring_core').select('code').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('core_coloring_core')
      .values(
        CORES.map((core) => ({
          code: core.code,
          row_key: core.row,
          column_key: core.column,
          name: core.name,
          summary: core.summary,
          description: core.description,
          strength_use: core.strengthUse,
          growth_tip: core.growthTip,
        })),
      )
      .execute();
    await trx
      .insertInto('core_coloring_statement')
      .values(STATEMENTS.map((statement, position) => ({ core_code: statement.core, position, text: statement.text })))
      .execute();
  });
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** The result of a run already scored; matrix, round and feedback read it, never score it. */
  async function scored(runId: number): Promise<CoreColoringScore> {
    const saved = await savedResultOf<Saved>(db, runId).catch(() => {
      throw new ApiError(404, messages.noResult);
    });
    return saved.result;
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(coreColoring.endpoints, audience);
    handle(calls.questions, async () => ({ ...(await contentOf(db)), root_max: logic.ROOT_MAX }));
    handle(calls.saveUser, ({ subject, body, principal }) =>
      saveAnswers(deps, principal, runOf(subject), coreColoring, body),
    );
    handle(calls.nineCoreResult, async ({ subject }) => {
      const run = runOf(subject);
      await scoreOnce(db, run, async (values, trx, times) => {
        const content = await contentOf(trx);
        const answers = logic.answersFrom(values);
        // A pick kept twice (an old save, or a call around the item check) is refused here too.
        const missing = logic.missingAnswers(content.statements, answers);
        if (missing.length > 0) throw new ApiError(400, missing.join(' '));
        const result = logic.scoreCoreColoring(content, answers, { times });
        return { version: logic.SCORING_VERSION, result, summary: logic.summaryOf(result) };
      });
      return savedResultOf<Saved>(db, run.id);
    });
    handle(calls.matrixResult, async ({ subject }) => {
      const result = await scored(runOf(subject).id);
      return {
        cores: result.cores.map(({ code, current, desire, quadrant }) => ({ code, current, desire, quadrant })),
      };
    });
    handle(calls.roundResult, async ({ subject }) => {
      const result = await scored(runOf(subject).id);
      const before = result.roundOneRanking;
      return {
        before,
        after: result.ranking,
        root: result.root,
        // Cores that round 2 moved up the ranking.
        risen: result.ranking.filter((code, place) => before.indexOf(code) > place),
      };
    });
    handle(calls.feedback, ({ subject, body }) =>
      saveFeedback(db, runOf(subject).id, { fit: body.fit, comment: body.comment }),
    );
    // Both runs were held to this user's core colorings before the handler (resolveSubject).
    handle(calls.pastResult, async ({ params }) => {
      const [current, past] = await Promise.all([
        savedResultOf<Saved>(db, Number(params.runId)),
        savedResultOf<Saved>(db, Number(params.pastRunId)),
      ]);
      return { current, past };
    });
  }
}

export const coreColoringTool: ToolModule = {
  definition: coreColoring,
  register,
  seedContent,
  portfolio: logic.portfolioPartOf,
};
