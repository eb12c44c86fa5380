import { type ActionItem, AUDIENCES, callsFor, coreColoring, type EndpointData } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/router';
import { answersOf, assertOpen, completeRun, runOf, runRow, saveAnswers, savedResultOf } from '../runs';
import type { ToolModule } from '../types';
import { CORES, type CoreCode, QUADRANT_CONTENT, STATEMENTS } from './content';
import {
  COLORS,
  type CoreColor,
  type CoreColoringAnswers,
  type CoreColoringResult,
  missingAnswers,
  ROOT_MAX,
  SCORING_VERSION,
  scoreCoreColoring,
} from './scoring';

/** Answer items of a core-coloring run: `c{statementId}` holds a color, `root` round 2's picks. */
export const colorItem = (statementId: number) => `c${statementId}`;
export const ROOT_ITEM = 'root';

type Saved = EndpointData<typeof coreColoring.userNineCoreResult>;

const messages = {
  noResult: '아직 결과가 없습니다. 색칠을 마치고 결과 보기를 눌러 주세요.',
  notSameUser: '같은 사람의 코어 컬러링 결과끼리만 비교할 수 있습니다.',
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

async function coreNames(db: Kysely<Database>): Promise<Map<CoreCode, string>> {
  const rows = await db.selectFrom('core_coloring_core').select(['code', 'name']).execute();
  return new Map(rows.map((row) => [row.code as CoreCode, row.name]));
}

function answersFrom(values: Map<string, unknown>): CoreColoringAnswers {
  const colors = new Map<number, CoreColor>();
  for (const [item, value] of values) {
    const match = /^c(\d+)$/.exec(item);
    if (match && typeof value === 'string' && (COLORS as readonly string[]).includes(value)) {
      colors.set(Number(match[1]), value as CoreColor);
    }
  }
  const root = values.get(ROOT_ITEM);
  return {
    colors,
    root: Array.isArray(root) ? root.filter((id): id is number => Number.isInteger(id)) : [],
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

  /** A scored run's result with the user's feedback on it. */
  async function resultOf(runId: number): Promise<Saved> {
    const [saved, feedback] = await Promise.all([
      savedResultOf(db, runId),
      db
        .selectFrom('core_coloring_feedback')
        .select(['fit', 'comment', 'created_at'])
        .where('run_id', '=', runId)
        .executeTakeFirst(),
    ]);
    return {
      ...saved,
      feedback: feedback ? { ...feedback, created_at: feedback.created_at.toISOString() } : null,
    };
  }

  /** The result of a run already scored; matrix, round and feedback read it, never score it. */
  async function scored(runId: number): Promise<CoreColoringResult> {
    const saved = await savedResultOf(db, runId).catch(() => {
      throw new ApiError(404, messages.noResult);
    });
    return saved.result as CoreColoringResult;
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(coreColoring, audience);
    handle(calls.questions, async () => {
      const cores = await db
        .selectFrom('core_coloring_core')
        .select(['code', 'row_key', 'column_key', 'name', 'summary', 'description', 'strength_use', 'growth_tip'])
        .orderBy('code')
        .execute();
      return {
        cores: cores.map(({ row_key, column_key, ...core }) => ({
          ...core,
          code: core.code as CoreCode,
          row: row_key as (typeof CORES)[number]['row'],
          column: column_key as (typeof CORES)[number]['column'],
        })),
        statements: await activeStatements(db),
        quadrants: [...QUADRANT_CONTENT],
        root_max: ROOT_MAX,
      };
    });
    handle(calls.saveUser, ({ subject, body }) => saveAnswers(db, runOf(subject), body));
    handle(calls.nineCoreResult, async ({ subject }) => {
      const run = await runRow(db, runOf(subject));
      if (run.status !== 'completed') {
        assertOpen(run);
        const [statements, names, values] = await Promise.all([
          activeStatements(db),
          coreNames(db),
          answersOf(db, run.id),
        ]);
        const answers = answersFrom(values);
        const missing = missingAnswers(statements, answers);
        if (missing.length > 0) throw new ApiError(400, missing.join(' '));
        await completeRun(db, run, SCORING_VERSION, scoreCoreColoring(statements, answers, names));
      }
      return resultOf(run.id);
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
    handle(calls.feedback, async ({ subject, body }) => {
      const runId = runOf(subject).id;
      await scored(runId);
      const row = await db
        .insertInto('core_coloring_feedback')
        .values({ run_id: runId, fit: body.fit, comment: body.comment })
        .onConflict((oc) => oc.column('run_id').doUpdateSet({ fit: body.fit, comment: body.comment }))
        .returning(['fit', 'comment', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...row, created_at: row.created_at.toISOString() };
    });
    handle(calls.pastResult, async ({ subject, params }) => {
      const runIds = [Number(params.runId), Number(params.pastRunId)];
      // Both runs must be this user's core colorings: anything else is as unknown as a missing run.
      const owned = await db
        .selectFrom('tool_run')
        .select('id')
        .where('id', 'in', runIds)
        .where('user_id', '=', subject.userId)
        .where('action_item', '=', 'core-coloring' satisfies ActionItem)
        .execute();
      if (owned.length !== new Set(runIds).size) throw new ApiError(404, messages.notSameUser);
      const [current, past] = await Promise.all(runIds.map(resultOf));
      return { current: current as Saved, past: past as Saved };
    });
  }
}

export const coreColoringTool: ToolModule = { id: 'core-coloring', register, seedContent };
