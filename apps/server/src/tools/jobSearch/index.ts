import { AUDIENCES, callsFor, type EndpointData, jobSearch } from '@career/api-sdk';
import { jobSearch as logic } from '@career/tool-logic';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { generateText } from '../../text/generations';
import { writtenBy } from '../../text/generator';
import { likedOccupationsOf } from '../jobCard/liked';
import { interestCodeOf } from '../ptid/interestCode';
import { answersOf, runOf, runRow, scoreOnce } from '../runs';
import type { ToolModule } from '../types';
import { migrations } from './migrations';
import { PROMPT_VERSION, planMessages } from './prompts';

// Job search's calls (spec §7 jobSearch; decision 027): the interest groups, a check of the choices,
// a plan from reference data and the student's own released results (ptid's code, else job card's;
// the cards they liked) with a text written as it comes, the latest plan, and the result.

type Made = EndpointData<typeof jobSearch.endpoints.userJobSearch>;
type Code = Made['plan']['code'];

const messages = {
  notOpen: '이미 저장한 구직 탐색입니다. 새로 시작해 주세요.',
  noPlan: '아직 만든 계획이 없습니다. 계획을 만든 뒤 저장해 주세요.',
  noOccupations: '고른 관심 분야에 직업이 없습니다. 다른 분야를 골라 주세요.',
} as const;

/** The student's interest code from their latest results they may see: ptid's, else job card's. */
async function codeOf(db: Kysely<Database>, userId: number): Promise<Code> {
  const found = await interestCodeOf(db, userId);
  return found ? { code: found.code, source: found.source } : null;
}

/** The occupations of the groups, as a plan reads them. */
async function occupationsOf(db: Kysely<Database>, groups: readonly string[]): Promise<logic.PlanOccupation[]> {
  if (groups.length === 0) return [];
  const rows = await db
    .selectFrom('occupation as o')
    .innerJoin('job_category as s', 's.code', 'o.category_code')
    .select([
      'o.id',
      'o.name',
      'o.holland',
      'o.education',
      'o.skills',
      'o.experience_first',
      's.code',
      's.name as group_name',
    ])
    .where('o.category_code', 'in', [...groups])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    holland: row.holland,
    education: row.education,
    group: { code: row.code, name: row.group_name },
    skills: Array.isArray(row.skills) ? (row.skills as string[]) : [],
    experienceFirst: row.experience_first,
  }));
}

const toMade = (row: {
  id: number;
  plan: unknown;
  text: string;
  unsupported: string[];
  created_at: Date;
  generator: string | null;
  model: string | null;
}): Made => ({
  id: row.id,
  plan: row.plan as Made['plan'],
  text: row.text,
  generator: writtenBy(row.generator ?? 'composer', row.model ?? ''),
  unsupported: row.unsupported,
  created_at: row.created_at.toISOString(),
});

const latestPlan = (db: Kysely<Database>, runId: number) =>
  db
    .selectFrom('job_search_plan as p')
    .leftJoin('text_generation as g', 'g.id', 'p.generation_id')
    .selectAll('p')
    .select(['g.generator', 'g.model'])
    .where('p.run_id', '=', runId)
    .orderBy('p.id', 'desc')
    .executeTakeFirst();

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  for (const audience of AUDIENCES) {
    const calls = callsFor(jobSearch.endpoints, audience);

    handle(calls.category, async () => {
      const rows = await db
        .selectFrom('job_category as s')
        .innerJoin('job_category as l', 'l.code', 's.parent_code')
        .leftJoin('occupation as o', 'o.category_code', 's.code')
        .select([
          's.code',
          's.name',
          'l.code as large_code',
          'l.name as large_name',
          (eb) => eb.fn.count<string>('o.id').as('count'),
        ])
        .groupBy(['s.code', 's.name', 'l.code', 'l.name'])
        .orderBy('s.code')
        .execute();
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        large: { code: row.large_code, name: row.large_name },
        count: Number(row.count),
      }));
    });

    handle(calls.check, async ({ subject }) => {
      const ref = runOf(subject);
      const values = await answersOf(db, ref.id);
      const { groups } = logic.choicesOf(values);
      const missing = logic.missingOf(values);
      return {
        ready: missing.length === 0,
        missing,
        conditions: logic.conditionsOf(values),
        code: await codeOf(db, ref.user_id),
        occupations: (await occupationsOf(db, groups)).length,
      };
    });

    handle(calls.jobSearch, async function* ({ subject, signal }) {
      const ref = runOf(subject);
      const run = await runRow(db, ref);
      if (run.status !== 'open') throw new ApiError(409, messages.notOpen);
      const values = await answersOf(db, ref.id);
      const missing = logic.missingOf(values);
      if (missing.length > 0) throw new ApiError(400, missing.join(' '));
      const choices = logic.choicesOf(values);
      const occupations = await occupationsOf(db, choices.groups);
      if (occupations.length === 0) throw new ApiError(400, messages.noOccupations);
      const plan = logic.planOf({
        code: await codeOf(db, ref.user_id),
        liked: (await likedOccupationsOf(db, ref.user_id)).map((occupation) => occupation.id),
        occupations,
        weeks: choices.weeks,
        stage: choices.stage,
      });
      const conditions = logic.conditionsOf(values);
      const generated = yield* generateText(
        deps,
        {
          tool: 'job-search',
          runId: ref.id,
          item: 'plan',
          userId: ref.user_id,
          classId: run.university_class_id,
          promptVersion: deps.textGenerator.kind === 'ai' ? PROMPT_VERSION : logic.PLAN_VERSION,
          request: {
            messages: planMessages(plan, conditions),
            compose: () => logic.planText(plan, conditions),
            maxTokens: 1200,
          },
          inputs: logic.planInputs(plan, conditions),
        },
        signal,
      );
      const row = await db
        .insertInto('job_search_plan')
        .values({
          run_id: ref.id,
          plan: JSON.stringify(plan),
          text: generated.text,
          generation_id: generated.generationId,
          unsupported: JSON.stringify(generated.unsupported),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMade({ ...row, generator: generated.generator.kind, model: generated.generator.model });
    });

    handle(calls.plan, async ({ subject }) => {
      const row = await latestPlan(db, runOf(subject).id);
      return row ? toMade(row) : null;
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx) => {
        const row = await latestPlan(trx, runOf(subject).id);
        if (!row) throw new ApiError(400, messages.noPlan);
        const made = toMade(row);
        const groups = [...new Map(made.plan.titles.map((title) => [title.group.code, title.group] as const)).values()];
        const result = logic.jobSearchResultOf({
          plan: made.plan,
          text: made.text,
          label: made.generator.label,
          values,
          groups,
        });
        return { version: logic.RESULT_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );
  }
}

export const jobSearchTool: ToolModule = {
  definition: jobSearch,
  register,
  migrations,
  portfolio: logic.portfolioPartOf,
};
