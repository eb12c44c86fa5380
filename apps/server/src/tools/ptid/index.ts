import { AUDIENCES, callsFor, type EndpointData, HOLLAND_LETTERS, type PtidResult, ptid } from '@career/api-sdk';
import { type holland, ptid as logic } from '@career/tool-logic';
import { type Kysely, sql } from 'kysely';
import { kitUsesLeft } from '../../commerce/orders';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { occupationRows, toOccupationSummary } from '../../reference/routes';
import { grantOf, kitMessage, notGrantedMessage } from '../grants';
import { assertReleased, heldRun } from '../release';
import { runOf, savedResultOf, scoreOnce } from '../runs';
import type { ToolModule } from '../types';

type HollandLetter = logic.HollandLetter;
type EducationLevel = holland.EducationLevel;
type Saved = EndpointData<typeof ptid.endpoints.userResult>;

/** How many categories category-summary offers, and occupations recommend/job returns. */
const SUMMARY_SIZE = 8;
const RECOMMEND_SIZE = 30;

const messages = {
  noResult: '아직 성격 유형 결과가 없습니다. 검사를 끝까지 진행해 주세요.',
  occupationNotFound: '꿈꾸는 직업을 찾을 수 없습니다. 목록에서 다시 골라 주세요.',
  unknownCategory: '없는 직업 분류입니다. 목록에서 골라 주세요.',
} as const;

/** The content a run is scored against: the six types and the activities shown now. */
async function contentOf(db: Kysely<Database>): Promise<logic.PtidContent> {
  const [types, activities] = await Promise.all([
    db
      .selectFrom('ptid_type')
      .select(['code', 'name', 'keyword', 'ranking', 'description', 'strengths', 'environments', 'watch'])
      .execute(),
    activeActivities(db),
  ]);
  const order = (code: string) => HOLLAND_LETTERS.indexOf(code as HollandLetter);
  return {
    types: types
      .sort((a, b) => order(a.code) - order(b.code))
      .map((type) => ({ ...type, code: type.code as HollandLetter })),
    activities,
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
      .values(logic.HOLLAND_TYPES.map((type) => ({ ...type })))
      .execute();
    await trx
      .insertInto('ptid_activity')
      .values(
        logic.ACTIVITIES.map((activity, position) => ({ type_code: activity.type, position, text: activity.text })),
      )
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
    const saved = await savedResultOf<Saved>(db, runId).catch(() => {
      throw new ApiError(404, messages.noResult);
    });
    return saved.result;
  }

  /** The occupations (of the given middle groups) sharing a letter with the result's code, by congruence. */
  async function fittedOccupations(result: PtidResult, level?: EducationLevel | null, categories?: readonly string[]) {
    const rows = (await occupationRows(db).execute()).map(toOccupationSummary);
    const within = categories ? rows.filter((row) => categories.includes(row.small.code)) : rows;
    return logic.recommendFor(within, result, level);
  }

  /** The middle groups with their fit (of one major group when `large` is given). */
  async function categoryFits(result: PtidResult, large?: string) {
    return logic.categoriesOf(await fittedOccupations(result), large);
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(ptid.endpoints, audience);

    handle(calls.questions, async () => ({ ...(await contentOf(db)), pick_count: logic.PICK_COUNT }));

    handle(calls.access, async ({ subject, principal }) => {
      const giftCode = principal?.area === 'user' ? principal.aiGiftCode : null;
      const source = await grantOf(db, subject.userId, 'ptid', giftCode);
      if (!source && principal?.area === 'universityUser' && principal.type === 'INSTRUCTOR') {
        // A participant without it takes it with a use of the instructor's kit, at the start.
        const left = await kitUsesLeft(db, principal.universityUserId, 'ptid');
        return left > 0
          ? {
              granted: true,
              source: 'purchase' as const,
              message: `시작하면 강사님의 키트에서 1명분을 씁니다 (남은 ${left}명).`,
            }
          : { granted: false, source: null, message: kitMessage('ptid') };
      }
      if (!source) return { granted: false, source: null, message: notGrantedMessage('ptid') };
      return { granted: true, source: source === 'open' ? null : source, message: null };
    });

    handle(calls.ranking, async ({ subject }) => ({ order: startingOrder(runOf(subject).id) }));

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx, times) => {
        const content = await contentOf(trx);
        const answers = logic.answersFrom(values);
        const missing = logic.missingAnswers(content.activities, answers);
        if (missing.length > 0) throw new ApiError(400, missing.join(' '));
        const result = logic.scorePtid(content, answers, { times });
        return { version: logic.SCORING_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );

    handle(calls.userResult, async ({ subject, principal }) => {
      const latest = await db
        .selectFrom('tool_result')
        .select('run_id')
        .where('user_id', '=', subject.userId)
        .where('action_item', '=', 'ptid')
        .orderBy('created_at', 'desc')
        .orderBy('run_id', 'desc')
        .executeTakeFirst();
      if (!latest) throw new ApiError(404, messages.noResult);
      if (principal.area === 'user') await assertReleased(db, latest.run_id);
      return savedResultOf<Saved>(db, latest.run_id);
    });

    handle(calls.recordResult, async ({ subject, principal }) => {
      let query = db
        .selectFrom('tool_result as tr')
        .innerJoin('tool_run as r', 'r.id', 'tr.run_id')
        .select(['tr.run_id', 'tr.created_at', 'tr.result'])
        .where('tr.user_id', '=', subject.userId)
        .where('tr.action_item', '=', 'ptid');
      // A student is not shown the code of a result their consultant keeps until they have talked.
      if (principal.area === 'user') query = query.where(sql<boolean>`not ${heldRun}`);
      const rows = await query.orderBy('tr.created_at', 'desc').orderBy('tr.run_id', 'desc').execute();
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
      // The recommend screen asks again with the kept choice when it opens: the same choice is a
      // read and changes nothing (issue 35); only a new one is kept.
      await db
        .insertInto('ptid_selection')
        .values({ run_id: runId, categories, dream_occupation_id: dreamId })
        .onConflict((conflict) =>
          conflict
            .column('run_id')
            .doUpdateSet({ categories, dream_occupation_id: dreamId, updated_at: new Date() })
            .where((eb) =>
              eb.or([
                eb('ptid_selection.categories', 'is distinct from', eb.ref('excluded.categories')),
                eb('ptid_selection.dream_occupation_id', 'is distinct from', eb.ref('excluded.dream_occupation_id')),
              ]),
            ),
        )
        .execute();
      const level = body.level ?? null;
      const ranked = await fittedOccupations(result, level, categories);
      const dream = dreamRow ? logic.fitOfOccupation(toOccupationSummary(dreamRow), result, level) : null;
      return {
        occupations: logic.withTies(ranked, RECOMMEND_SIZE).map(logic.asRecommended),
        dream: dream ? logic.asRecommended(dream) : null,
      };
    });

    // The run was held to this user's ptid runs before the handler (resolveSubject).
    handle(calls.actionItemResult, async ({ params }) => {
      const runId = Number(params.runId);
      const [saved, selection] = await Promise.all([
        savedResultOf<Saved>(db, runId).catch(() => {
          throw new ApiError(404, messages.noResult);
        }),
        db
          .selectFrom('ptid_selection')
          .select(['categories', 'dream_occupation_id'])
          .where('run_id', '=', runId)
          .executeTakeFirst(),
      ]);
      return {
        saved,
        categories: selection?.categories ?? [],
        dream_occupation_id: selection?.dream_occupation_id ?? null,
      };
    });
  }
}

export const ptidTool: ToolModule = { definition: ptid, register, seedContent, portfolio: logic.portfolioPartOf };
