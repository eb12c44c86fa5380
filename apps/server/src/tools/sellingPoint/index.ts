import { AUDIENCES, callsFor, type EndpointData, type SellingPointResult, sellingPoint } from '@career/api-sdk';
import { sellingPoint as logic } from '@career/tool-logic';
import { type Kysely, type Selectable, sql } from 'kysely';
import { likePattern } from '../../db/likePattern';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router, RunRef } from '../../http/types';
import { generateText } from '../../text/generations';
import { writtenBy } from '../../text/generator';
import { namesOf } from '../../text/names';
import { answersOf, runOf, runRow, savedResultOf, scoreOnce } from '../runs';
import { handDraftToSelfIntroduce } from '../selfIntroduce/handOff';
import type { ToolModule } from '../types';
import { migrations } from './migrations';
import { introMessages, PROMPT_VERSION } from './prompts';
import type { SellingPointIntroTable } from './schema';

// Selling point's calls (spec §7 sellingPoint; decision 026): occupations to aim at, the competency
// keywords of their work, the student's deep-interview stories to borrow, paragraphs made from the
// keywords' experiences (streamed, every one kept in a list to compare, add to and clear), the
// result, and the paragraph handed to self introduction as a draft.

type Intro = EndpointData<typeof sellingPoint.endpoints.userSelfIntroduce>;
type Occupation = SellingPointResult['occupation'];
type Keyword = SellingPointResult['content']['keywords'][number];
type SelfIntroduceKey = Parameters<typeof handDraftToSelfIntroduce>[3];

const messages = {
  notOpen: '이미 저장한 셀링 포인트입니다. 새로 시작해 주세요.',
  occupationNotFound: '직업을 찾을 수 없습니다.',
  noOccupation: '먼저 목표 직업을 골라 주세요.',
  noStory: '문단을 만들려면 고른 강점 하나 이상에 경험을 적어 주세요.',
  noIntro: '자기소개 문단을 하나 골라 주세요.',
  notSaved: '셀링 포인트를 저장한 뒤에 자기소개서로 보낼 수 있습니다.',
  noIntroToSend: '고른 자기소개 문단이 없습니다.',
} as const;

const toIntro = (
  row: Selectable<SellingPointIntroTable> & { generator: string | null; model: string | null },
): Intro => ({
  id: row.id,
  text: row.text,
  source: row.source,
  generator: row.generator === null || row.model === null ? null : writtenBy(row.generator, row.model),
  unsupported: row.unsupported,
  created_at: row.created_at.toISOString(),
});

const introRows = (db: Kysely<Database>) =>
  db
    .selectFrom('selling_point_intro as i')
    .leftJoin('text_generation as g', 'g.id', 'i.generation_id')
    .selectAll('i')
    .select(['g.generator', 'g.model']);

/** An occupation as the tool names it (with its KECO middle group), and the keywords of its work. */
async function aimOf(db: Kysely<Database>, id: number): Promise<{ occupation: Occupation; keywords: Keyword[] }> {
  const row = await db
    .selectFrom('occupation as o')
    .innerJoin('job_category as s', 's.code', 'o.category_code')
    .select(['o.id', 'o.name', 'o.summary', 'o.skills', 's.code', 's.name as group_name'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.occupationNotFound);
  return {
    occupation: { id: row.id, name: row.name, summary: row.summary, group: { code: row.code, name: row.group_name } },
    keywords: logic.keywordsWithCompetency(row.code, row.skills),
  };
}

/** The run's occupation and the keywords of its work, refused when none was picked. */
async function aimOfRun(db: Kysely<Database>, values: Readonly<Record<string, unknown>>) {
  const { occupationId } = logic.choicesOf(values);
  if (occupationId === null) throw new ApiError(400, messages.noOccupation);
  return aimOf(db, occupationId);
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  async function openRun(ref: RunRef) {
    const run = await runRow(db, ref);
    if (run.status !== 'open') throw new ApiError(409, messages.notOpen);
    return run;
  }

  for (const audience of AUDIENCES) {
    const calls = callsFor(sellingPoint.endpoints, audience);

    handle(calls.searchJob, async ({ body }) => {
      const pattern = likePattern(body.keyword);
      const rows = await db
        .selectFrom('occupation as o')
        .innerJoin('job_category as s', 's.code', 'o.category_code')
        .select(['o.id', 'o.name', 'o.summary', 's.code', 's.name as group_name'])
        .where((eb) => eb.or([eb('o.name', 'ilike', pattern), eb('o.summary', 'ilike', pattern)]))
        // A name that has the words comes before a summary that has them.
        .orderBy(sql`case when o.name ilike ${pattern} then 0 else 1 end`)
        .orderBy('o.name')
        .limit(20)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        summary: row.summary,
        group: { code: row.code, name: row.group_name },
      }));
    });

    handle(calls.keywords, async ({ body }) => {
      return aimOf(db, body.occupation_id);
    });

    handle(calls.stories, async ({ subject }) => {
      const rows = await db
        .selectFrom('tool_result')
        .select(['run_id', 'result', 'created_at'])
        .where('user_id', '=', subject.userId)
        .where('action_item', '=', 'deepinter')
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      return rows.map((row) => {
        const result = row.result as { experience?: { title?: string }; story?: string };
        return {
          run_id: row.run_id,
          title: result.experience?.title ?? '',
          story: result.story ?? '',
          created_at: row.created_at.toISOString(),
        };
      });
    });

    handle(calls.selfIntroduce, async function* ({ subject, signal, principal }) {
      const ref = runOf(subject);
      const run = await openRun(ref);
      const values = await answersOf(db, ref.id);
      const { occupation, keywords } = await aimOfRun(db, values);
      const points = logic.pointsOf(values, keywords).filter((point) => point.story !== '');
      if (points.length === 0) throw new ApiError(400, messages.noStory);
      const made = await db
        .selectFrom('selling_point_intro')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('run_id', '=', ref.id)
        .where('source', '=', 'draft')
        .executeTakeFirst();
      const variant = Number(made?.count ?? 0);
      const generated = yield* generateText(
        deps,
        {
          tool: 'selling-point',
          runId: ref.id,
          item: 'intro',
          userId: ref.user_id,
          classId: run.university_class_id,
          promptVersion: deps.textGenerator.kind === 'ai' ? PROMPT_VERSION : logic.COMPOSE_VERSION,
          request: {
            messages: introMessages(occupation.name, points, await namesOf(deps, ref.user_id, principal)),
            compose: () => logic.composeIntroduction({ occupation: occupation.name, points, variant }),
            maxTokens: 900,
          },
          inputs: [occupation.name, ...points.flatMap((point) => [point.label, point.meaning, point.story])],
        },
        signal,
      );
      const row = await db
        .insertInto('selling_point_intro')
        .values({
          run_id: ref.id,
          text: generated.text,
          source: 'draft',
          generation_id: generated.generationId,
          unsupported: JSON.stringify(generated.unsupported),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toIntro({ ...row, generator: generated.generator.kind, model: generated.generator.model });
    });

    handle(calls.intros, async ({ subject }) => {
      const rows = await introRows(db)
        .where('i.run_id', '=', runOf(subject).id)
        .where('i.cleared_at', 'is', null)
        .orderBy('i.id', 'desc')
        .execute();
      return rows.map(toIntro);
    });

    handle(calls.addIntro, async ({ subject, body }) => {
      const ref = runOf(subject);
      await openRun(ref);
      const row = await db
        .insertInto('selling_point_intro')
        .values({ run_id: ref.id, text: body.text, source: 'typed', unsupported: '[]' })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toIntro({ ...row, generator: null, model: null });
    });

    handle(calls.resetIntros, async ({ subject }) => {
      const ref = runOf(subject);
      await openRun(ref);
      const cleared = await db
        .updateTable('selling_point_intro')
        .set({ cleared_at: sql<Date>`now()` })
        .where('run_id', '=', ref.id)
        .where('cleared_at', 'is', null)
        .executeTakeFirst();
      return { cleared: Number(cleared.numUpdatedRows) };
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx) => {
        const { occupation, keywords } = await aimOfRun(trx, values);
        const { chosenIntro } = logic.choicesOf(values);
        const intro =
          chosenIntro === null
            ? undefined
            : await introRows(trx)
                .where('i.run_id', '=', runOf(subject).id)
                .where('i.id', '=', chosenIntro)
                .where('i.cleared_at', 'is', null)
                .executeTakeFirst();
        if (!intro) throw new ApiError(400, messages.noIntro);
        const counted = await trx
          .selectFrom('selling_point_intro')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('run_id', '=', runOf(subject).id)
          .executeTakeFirst();
        const made = toIntro(intro);
        const result = logic.sellingPointResultOf({
          occupation,
          keywords,
          values,
          introduction: { text: made.text, label: made.generator?.label ?? '직접 쓴 문단' },
          versions: Number(counted?.count ?? 0),
        });
        return { version: logic.RESULT_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );

    handle(calls.toSelfIntroduce, async ({ subject, body, principal }) => {
      const ref = runOf(subject);
      if ((await runRow(db, ref)).status !== 'completed') throw new ApiError(409, messages.notSaved);
      const { result } = await savedResultOf<{ result: SellingPointResult }>(db, ref.id);
      if (!result.introduction) throw new ApiError(409, messages.noIntroToSend);
      return handDraftToSelfIntroduce(
        deps,
        principal,
        ref.user_id,
        body.key as SelfIntroduceKey,
        result.introduction.text,
      );
    });
  }
}

export const sellingPointTool: ToolModule = {
  definition: sellingPoint,
  register,
  migrations,
  portfolio: logic.portfolioPartOf,
};
