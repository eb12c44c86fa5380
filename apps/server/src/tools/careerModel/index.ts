import {
  AUDIENCES,
  type CareerModelBasis,
  type CareerModelResult,
  callsFor,
  careerModel,
  EDUCATION_LEVELS,
  type EndpointData,
  TRAINING_TYPE_LABELS,
} from '@career/api-sdk';
import { careerModel as logic } from '@career/tool-logic';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Router } from '../../http/types';
import { likedOccupationsOf } from '../jobCard/liked';
import { interestCodeOf } from '../ptid/interestCode';
import { answersOf, runOf, scoreOnce } from '../runs';
import { latestResultOf } from '../studentResults';
import type { ToolModule } from '../types';
import { migrations } from './migrations';

// Career model's calls (spec §7 careerModel; decision 029): what the student has from the other
// tools, occupations, majors and training paths recommended from the reference data with what
// carried each, the consultant's readiness check, and the result.

type Check = EndpointData<typeof careerModel.endpoints.consultantCheckResult>;
type Values = Readonly<Record<string, unknown>>;

const messages = {
  noJobs: '추천 직업 가운데 하나 이상 골라 주세요.',
  consultantOnly: '준비도 점검은 상담사가 합니다.',
} as const;

const named = (list: unknown): Map<string, string> =>
  new Map(
    (Array.isArray(list) ? list : []).map((entry) => [
      String((entry as { code?: unknown }).code),
      String((entry as { name?: unknown }).name),
    ]),
  );
const codes = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((entry) => typeof entry === 'string') : [];
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];

/** What the student has from their latest results they may see, and what they told this run. */
async function basisOf(db: Kysely<Database>, userId: number, values: Values): Promise<CareerModelBasis> {
  const code = await interestCodeOf(db, userId);
  const anchor = await latestResultOf(db, userId, 'career-anchor');
  const anchorNames = named((anchor?.result.content as { anchors?: unknown } | undefined)?.anchors);
  const top = codes(anchor?.result.top);
  const tied = codes(anchor?.result.tied);
  // A second anchor shared by several is not the student's second anchor: it is left out, and said.
  const anchors = (tied.length > 1 ? top.slice(0, 1) : top).map((entry) => ({
    code: entry,
    name: anchorNames.get(entry) ?? entry,
  }));
  const anchor_note =
    tied.length > 1
      ? `두 번째 앵커는 정해지지 않았습니다: ${tied.map((entry) => anchorNames.get(entry) ?? entry).join(', ')}의 점수가 같습니다.`
      : '';
  const cores = await latestResultOf(db, userId, 'core-coloring');
  const coreNames = named((cores?.result.content as { cores?: unknown } | undefined)?.cores);
  const core = (list: unknown) => codes(list).map((entry) => ({ code: entry, name: coreNames.get(entry) ?? entry }));
  const user = await db.selectFrom('app_user').select('major').where('id', '=', userId).executeTakeFirst();
  const education = EDUCATION_LEVELS.find((level) => level === values.education) ?? null;
  const major = typeof values.major === 'string' ? values.major.trim() : (user?.major ?? '');
  const basis = {
    code: code ? { code: code.code, source: code.source, at: code.at.toISOString() } : null,
    anchors,
    anchor_note,
    cores: { top: core(cores?.result.top), growth: core(cores?.result.growth) },
    liked: await likedOccupationsOf(db, userId),
    education,
    major,
  };
  return { ...basis, missing: logic.missingOf(basis) };
}

const forLogic = (basis: CareerModelBasis): logic.Basis => ({
  code: basis.code,
  anchors: basis.anchors,
  cores: basis.cores,
  liked: basis.liked.map((entry) => entry.id),
  education: basis.education,
  major: basis.major,
});

async function occupationsOf(db: Kysely<Database>, only?: readonly number[]): Promise<logic.CandidateOccupation[]> {
  if (only && only.length === 0) return [];
  let query = db
    .selectFrom('occupation as o')
    .innerJoin('job_category as s', 's.code', 'o.category_code')
    .select(['o.id', 'o.name', 'o.holland', 'o.education', 's.code', 's.name as group_name']);
  if (only) query = query.where('o.id', 'in', [...only]);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    holland: row.holland,
    education: row.education as logic.CandidateOccupation['education'],
    group: { code: row.code, name: row.group_name },
  }));
}

/** The occupations the student chose, in their order, as the recommendation reads them. */
async function chosenOf(db: Kysely<Database>, basis: CareerModelBasis, values: Values) {
  const chosen = ids(values.jobs);
  const rows = logic.recommendJobs(await occupationsOf(db, chosen), forLogic(basis), {
    all: true,
    count: chosen.length,
  });
  return chosen.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
}

const compact = (text: string) => text.replace(/\s+/g, '');

async function majorsFor(db: Kysely<Database>, chosen: readonly { id: number; name: string }[], own: string) {
  if (chosen.length === 0) return [];
  const rows = await db
    .selectFrom('major as m')
    .innerJoin('occupation_major as om', 'om.major_id', 'm.id')
    .select(['m.id', 'm.name', 'm.field', 'm.description', 'om.occupation_id'])
    .where(
      'om.occupation_id',
      'in',
      chosen.map((job) => job.id),
    )
    .execute();
  const byMajor = new Map<
    number,
    { id: number; name: string; field: string; description: string; occupations: number[] }
  >();
  for (const row of rows) {
    const known = byMajor.get(row.id) ?? { ...row, occupations: [] };
    known.occupations.push(row.occupation_id);
    byMajor.set(row.id, known);
  }
  const mine = compact(own);
  return logic.rankLinked([...byMajor.values()], chosen).map(({ occupations: _o, ...major }) => ({
    id: major.id,
    name: major.name,
    field: major.field,
    description: major.description,
    for_jobs: major.for_jobs,
    current: mine.length >= 2 && (compact(major.name).includes(mine) || mine.includes(compact(major.name))),
  }));
}

async function pathsFor(db: Kysely<Database>, chosen: readonly { id: number; name: string }[]) {
  if (chosen.length === 0) return [];
  const rows = await db
    .selectFrom('training_path as t')
    .innerJoin('training_path_occupation as tp', 'tp.training_path_id', 't.id')
    .select(['t.id', 't.name', 't.type', 't.length', 't.description', 'tp.occupation_id'])
    .where(
      'tp.occupation_id',
      'in',
      chosen.map((job) => job.id),
    )
    .execute();
  const byPath = new Map<
    number,
    { id: number; name: string; type: string; length: string; description: string; occupations: number[] }
  >();
  for (const row of rows) {
    const known = byPath.get(row.id) ?? { ...row, occupations: [] };
    known.occupations.push(row.occupation_id);
    byPath.set(row.id, known);
  }
  return logic.rankLinked([...byPath.values()], chosen).map(({ occupations: _o, ...path }) => ({
    id: path.id,
    name: path.name,
    type: path.type,
    type_label: TRAINING_TYPE_LABELS[path.type as keyof typeof TRAINING_TYPE_LABELS] ?? path.type,
    length: path.length,
    description: path.description,
    for_jobs: path.for_jobs,
  }));
}

async function checkOf(db: Kysely<Database>, runId: number): Promise<Check | null> {
  const row = await db.selectFrom('career_model_check').selectAll().where('run_id', '=', runId).executeTakeFirst();
  if (!row) return null;
  return {
    info: row.info as Check['info'],
    fit: row.fit as Check['fit'],
    plan: row.plan as Check['plan'],
    support: row.support as Check['support'],
    note: row.note,
    by: row.checked_by_name,
    at: row.updated_at.toISOString(),
  };
}

function register({ handle, deps }: Router): void {
  const { db } = deps.database;

  for (const audience of AUDIENCES) {
    const calls = callsFor(careerModel.endpoints, audience);

    handle(calls.user, async ({ subject }) => {
      const ref = runOf(subject);
      return { basis: await basisOf(db, ref.user_id, await answersOf(db, ref.id)), check: await checkOf(db, ref.id) };
    });

    handle(calls.recommendJob, async ({ subject }) => {
      const ref = runOf(subject);
      const basis = await basisOf(db, ref.user_id, await answersOf(db, ref.id));
      return { basis, jobs: logic.recommendJobs(await occupationsOf(db), forLogic(basis)) };
    });

    handle(calls.recommendMajor, async ({ subject }) => {
      const ref = runOf(subject);
      const values = await answersOf(db, ref.id);
      const basis = await basisOf(db, ref.user_id, values);
      const chosen = await chosenOf(db, basis, values);
      if (chosen.length === 0) throw new ApiError(400, messages.noJobs);
      return { chosen, majors: await majorsFor(db, chosen, basis.major) };
    });

    handle(calls.recommendEdu, async ({ subject }) => {
      const ref = runOf(subject);
      const values = await answersOf(db, ref.id);
      const chosen = await chosenOf(db, await basisOf(db, ref.user_id, values), values);
      if (chosen.length === 0) throw new ApiError(400, messages.noJobs);
      return { chosen, paths: await pathsFor(db, chosen) };
    });

    handle(calls.checkResult, async ({ subject, body, principal }) => {
      if (audience !== 'consultant') throw new ApiError(403, messages.consultantOnly);
      const ref = runOf(subject);
      const values = {
        info: body.info,
        fit: body.fit,
        plan: body.plan,
        support: JSON.stringify([...new Set(body.support)]),
        note: body.note.trim(),
        checked_by: principal.area === 'universityUser' ? principal.universityUserId : null,
        checked_by_name: principal.area === 'universityUser' ? principal.name : '',
        updated_at: new Date(),
      };
      await db
        .insertInto('career_model_check')
        .values({ run_id: ref.id, ...values })
        .onConflict((oc) => oc.column('run_id').doUpdateSet(values))
        .execute();
      return (await checkOf(db, ref.id)) as Check;
    });

    handle(calls.saveUser, ({ subject }) =>
      scoreOnce(db, runOf(subject), async (values, trx) => {
        const ref = runOf(subject);
        const basis = await basisOf(trx, ref.user_id, values);
        const jobs = logic.recommendJobs(await occupationsOf(trx), forLogic(basis));
        const chosen = await chosenOf(trx, basis, values);
        const paths = await pathsFor(trx, chosen);
        const picked = ids(values.paths);
        const partial: Omit<CareerModelResult, 'suggestions'> = {
          basis,
          jobs,
          chosen,
          majors: await majorsFor(trx, chosen, basis.major),
          paths,
          chosen_paths: picked.map((id) => paths.find((path) => path.id === id)).filter((path) => path !== undefined),
          check: await checkOf(trx, ref.id),
        };
        const result = { ...partial, suggestions: logic.suggestionsOf(partial) };
        return { version: logic.RESULT_VERSION, result, summary: logic.summaryOf(result) };
      }),
    );
  }
}

export const careerModelTool: ToolModule = {
  definition: careerModel,
  register,
  migrations,
  portfolio: logic.portfolioPartOf,
};
