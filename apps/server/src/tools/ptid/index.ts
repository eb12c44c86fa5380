import { AUDIENCES, callsFor, HOLLAND_LETTERS, ptid } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/router';
import { occupationRows, toOccupationSummary } from '../../reference/routes';
import { grantOf, notGrantedMessage } from '../grants';
import { answersOf, assertOpen, completeRun, runOf, runRow, savedResultOf } from '../runs';
import type { ToolModule } from '../types';
import { ACTIVITIES, HOLLAND_TYPES } from './content';
import {
  fitOf,
  type HollandLetter,
  missingAnswers,
  PICK_COUNT,
  type PtidAnswers,
  type PtidResult,
  rankByFit,
  SCORING_VERSION,
  scorePtid,
} from './scoring';
import { SUGGESTED_ACTIONS } from './suggestions';

/** Answer items of a ptid run: `a{activityId}` a rating 1–5, `picks` root's three, `ranking` the six letters. */
export const ratingItem = (activityId: number) => `a${activityId}`;
export const PICKS_ITEM = 'picks';
export const RANKING_ITEM = 'ranking';

/** How many categories category-summary offers, and occupations recommend/job returns. */
const SUMMARY_SIZE = 8;
const RECOMMEND_SIZE = 30;

const messages = {
  noResult: '아직 성격 유형 결과가 없습니다. 검사를 끝까지 진행해 주세요.',
  runNotFound: '성격 유형 결과를 찾을 수 없습니다.',
  occupationNotFound: '꿈꾸는 직업을 찾을 수 없습니다. 목록에서 다시 골라 주세요.',
  unknownCategory: '없는 직업 분류입니다. 목록에서 골라 주세요.',
} as const;

function isLetter(value: unknown): value is HollandLetter {
  return typeof value === 'string' && (HOLLAND_LETTERS as readonly string[]).includes(value);
}

function answersFrom(values: Map<string, unknown>): PtidAnswers {
  const ratings = new Map<number, number>();
  for (const [item, value] of values) {
    const match = /^a(\d+)$/.exec(item);
    if (match && typeof value === 'number') ratings.set(Number(match[1]), value);
  }
  const picks = values.get(PICKS_ITEM);
  const ranking = values.get(RANKING_ITEM);
  return {
    ratings,
    picks: Array.isArray(picks) ? picks.filter((id): id is number => typeof id === 'number') : [],
    ranking: Array.isArray(ranking) ? ranking.filter(isLetter) : [],
  };
}

async function activeActivities(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('ptid_activity')
    .select(['id', 'type_code', 'text'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, type: row.type_code as HollandLetter, text: row.text }));
}

async function seedContent(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('ptid_type').select('code').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ptid_type')
      .values(HOLLAND_TYPES.map((type) => ({ ...type })))
      .execute();
    await trx
      .insertInto('ptid_activity')
      .values(ACTIVITIES.map((activity, position) => ({ type_code: activity.type, position, text: activity.text })))
      .execute();
  });
}

/** The six letters in a starting order of the run's own: no type favoured by its place, the same on reload. */
export function startingOrder(runId: number): HollandLetter[] {
  const order = [...HOLLAND_LETTERS];
  let seed = runId * 2_654_435_761;
  for (let index = order.length - 1; index > 0; index -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = seed % (index + 1);
    [order[index], order[other]] = [order[other] as HollandLetter, order[index] as HollandLetter];
  }
  return order;
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** A completed ptid run's result (404 before it exists). */
  async function resultOf(runId: number): Promise<PtidResult> {
    const saved = await savedResultOf(db, runId).catch(() => {
      throw new ApiError(404, messages.noResult);
    });
    return saved.result as PtidResult;
  }

  /** Every occupation ranked by fit to the result, with its categories. */
  async function fittedOccupations(result: PtidResult) {
    const rows = await occupationRows(db).execute();
    return rankByFit(rows.map(toOccupationSummary), result.scores);
  }

  /** The middle groups with their fit: the mean of their three best-fitting occupations. */
  async function categoryFits(result: PtidResult, large?: string) {
    const ranked = await fittedOccupations(result);
    const byCategory = new Map<string, typeof ranked>();
    for (const occupation of ranked) {
      if (large !== undefined && occupation.large.code !== large) continue;
      const list = byCategory.get(occupation.small.code) ?? [];
      list.push(occupation);
      byCategory.set(occupation.small.code, list);
    }
    return [...byCategory.values()]
      .map((occupations) => {
        const first = occupations[0] as (typeof occupations)[number];
        const best = occupations.slice(0, 3);
        return {
          code: first.small.code,
          name: first.small.name,
          large: first.large,
          occupation_count: occupations.length,
          fit: Math.round((best.reduce((sum, occupation) => sum + occupation.fit, 0) / best.length) * 10) / 10,
          examples: best.map((occupation) => occupation.name),
        };
      })
      .sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code));
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(ptid, audience);

    handle(calls.questions, async () => {
      const types = await db
        .selectFrom('ptid_type')
        .select(['code', 'name', 'keyword', 'ranking', 'description', 'strengths', 'environments', 'watch'])
        .execute();
      const order = (code: string) => HOLLAND_LETTERS.indexOf(code as HollandLetter);
      return {
        types: types
          .sort((a, b) => order(a.code) - order(b.code))
          .map((type) => ({ ...type, code: type.code as HollandLetter })),
        activities: await activeActivities(db),
        pick_count: PICK_COUNT,
      };
    });

    handle(calls.access, async ({ subject, principal }) => {
      const giftCode = principal?.area === 'user' ? principal.aiGiftCode : null;
      const source = await grantOf(db, subject.userId, 'ptid', giftCode);
      if (!source) return { granted: false, source: null, message: notGrantedMessage('ptid') };
      return { granted: true, source: source === 'open' ? null : source, message: null };
    });

    handle(calls.ranking, async ({ subject }) => ({ order: startingOrder(runOf(subject).id) }));

    handle(calls.saveUser, async ({ subject }) => {
      const run = await runRow(db, runOf(subject));
      if (run.status === 'completed') return savedResultOf(db, run.id);
      assertOpen(run);
      const activities = await activeActivities(db);
      const answers = answersFrom(await answersOf(db, run.id));
      const missing = missingAnswers(activities, answers);
      if (missing.length > 0) throw new ApiError(400, missing.join(' '));
      return completeRun(db, run, SCORING_VERSION, scorePtid(activities, answers));
    });

    handle(calls.userResult, async ({ subject }) => {
      const latest = await db
        .selectFrom('tool_result')
        .select('run_id')
        .where('user_id', '=', subject.userId)
        .where('action_item', '=', 'ptid')
        .orderBy('created_at', 'desc')
        .orderBy('run_id', 'desc')
        .executeTakeFirst();
      if (!latest) throw new ApiError(404, messages.noResult);
      return savedResultOf(db, latest.run_id);
    });

    handle(calls.recordResult, async ({ subject }) => {
      const rows = await db
        .selectFrom('tool_result')
        .select(['run_id', 'created_at', 'result'])
        .where('user_id', '=', subject.userId)
        .where('action_item', '=', 'ptid')
        .orderBy('created_at', 'desc')
        .orderBy('run_id', 'desc')
        .execute();
      return rows.map((row) => ({
        run_id: row.run_id,
        created_at: row.created_at.toISOString(),
        code: (row.result as PtidResult).code,
      }));
    });

    handle(calls.categorySummary, async ({ subject }) => {
      const result = await resultOf(runOf(subject).id);
      return { code: result.code, categories: (await categoryFits(result)).slice(0, SUMMARY_SIZE) };
    });

    handle(calls.smallCategory, async ({ subject, body }) => {
      const result = await resultOf(runOf(subject).id);
      return categoryFits(result, body.large);
    });

    handle(calls.recommendJob, async ({ subject, body }) => {
      const runId = runOf(subject).id;
      const result = await resultOf(runId);
      const categories = [...new Set(body.categories)];
      const known = await db.selectFrom('job_category').select('code').where('code', 'in', categories).execute();
      if (known.length !== categories.length) throw new ApiError(400, messages.unknownCategory);
      const dreamId = body.dream_occupation_id ?? null;
      const dreamRow =
        dreamId === null ? null : await occupationRows(db).where('o.id', '=', dreamId).executeTakeFirst();
      if (dreamId !== null && !dreamRow) throw new ApiError(404, messages.occupationNotFound);
      await db
        .insertInto('ptid_selection')
        .values({ run_id: runId, categories, dream_occupation_id: dreamId })
        .onConflict((conflict) =>
          conflict.column('run_id').doUpdateSet({ categories, dream_occupation_id: dreamId, updated_at: new Date() }),
        )
        .execute();
      const ranked = await fittedOccupations(result);
      const dream = dreamRow ? toOccupationSummary(dreamRow) : null;
      return {
        occupations: ranked.filter((occupation) => categories.includes(occupation.small.code)).slice(0, RECOMMEND_SIZE),
        dream: dream ? { ...dream, ...fitOf(dream.holland, result.scores) } : null,
      };
    });

    handle(calls.actionItemResult, async ({ subject, params }) => {
      const run = await db
        .selectFrom('tool_run as r')
        .leftJoin('ptid_selection as s', 's.run_id', 'r.id')
        .select(['r.id', 's.categories', 's.dream_occupation_id'])
        .where('r.id', '=', Number(params.runId))
        .where('r.user_id', '=', subject.userId)
        .where('r.action_item', '=', 'ptid')
        .executeTakeFirst();
      if (!run) throw new ApiError(404, messages.runNotFound);
      const saved = await savedResultOf(db, run.id).catch(() => {
        throw new ApiError(404, messages.noResult);
      });
      const code = (saved.result as PtidResult).code;
      const suggestions = [...code.slice(0, 2)]
        .filter(isLetter)
        .flatMap((letter) => SUGGESTED_ACTIONS[letter])
        .map((suggestion) => ({ content: suggestion.content, due_in_days: suggestion.dueInDays }));
      return {
        saved,
        categories: run.categories ?? [],
        dream_occupation_id: run.dream_occupation_id ?? null,
        suggestions,
      };
    });
  }
}

export const ptidTool: ToolModule = { id: 'ptid', register, seedContent };
