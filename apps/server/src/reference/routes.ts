import { type EndpointData, reference } from '@career/api-sdk';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { categoryTree } from './categoryTree';

const messages = {
  occupationNotFound: '직업을 찾을 수 없습니다.',
  majorNotFound: '학과를 찾을 수 없습니다.',
} as const;

type OccupationSummary = EndpointData<typeof reference.occupation>;

/** Occupations with their middle group (s) and major group (l). */
export function occupationRows(db: Kysely<Database>) {
  return db
    .selectFrom('occupation as o')
    .innerJoin('job_category as s', 's.code', 'o.category_code')
    .innerJoin('job_category as l', 'l.code', 's.parent_code')
    .select([
      'o.id',
      'o.name',
      'o.summary',
      'o.holland',
      'o.education',
      's.code as small_code',
      's.name as small_name',
      'l.code as large_code',
      'l.name as large_name',
    ]);
}

type OccupationRow = Awaited<ReturnType<ReturnType<typeof occupationRows>['executeTakeFirstOrThrow']>>;

export function toOccupationSummary(
  row: OccupationRow,
): Omit<OccupationSummary, 'description' | 'skills' | 'majors' | 'training_paths'> {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    large: { code: row.large_code, name: row.large_name },
    small: { code: row.small_code, name: row.small_name },
    holland: row.holland,
    education: row.education,
  };
}

/** A KECO major group (one digit) or middle group (two digits). */
export function inCategory(code: string) {
  return (eb: ExpressionBuilder<{ o: Database['occupation']; s: Database['job_category'] }, 'o' | 's'>) =>
    code.length === 1 ? eb('s.parent_code', '=', code) : eb('o.category_code', '=', code);
}

/** Whether a Holland code starts with `wanted`'s first letter and holds each of its others. */
function matchesHolland(wanted: string) {
  return (eb: ExpressionBuilder<{ o: Database['occupation'] }, 'o'>) =>
    eb.and([...wanted].map((letter, index) => eb('o.holland', 'like', index === 0 ? `${letter}%` : `%${letter}%`)));
}

const countOf = (total: { count: string | number | bigint } | undefined) => Number(total?.count ?? 0);

export function registerReferenceRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  handle(reference.jobCategories, async () => {
    const rows = await db
      .selectFrom('job_category as c')
      .leftJoin('occupation as o', 'o.category_code', 'c.code')
      .select(['c.code', 'c.name', 'c.parent_code', (eb) => eb.fn.count<string>('o.id').as('count')])
      .groupBy(['c.code', 'c.name', 'c.parent_code'])
      .orderBy('c.code')
      .execute();
    return categoryTree(rows, 'occupation_count');
  });

  handle(reference.occupations, async ({ query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    let filtered = occupationRows(db);
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      filtered = filtered.where((eb) =>
        eb.or([
          eb('o.name', 'ilike', pattern),
          eb('o.summary', 'ilike', pattern),
          eb('o.description', 'ilike', pattern),
        ]),
      );
    }
    if (query.category) filtered = filtered.where(inCategory(query.category));
    if (query.holland) filtered = filtered.where(matchesHolland(query.holland));
    if (query.education) filtered = filtered.where('o.education', '=', query.education);
    const [rows, total] = await Promise.all([
      filtered
        .orderBy('o.name')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      filtered
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirst(),
    ]);
    return { items: rows.map(toOccupationSummary), total: countOf(total), page, size };
  });

  handle(reference.occupation, async ({ params }) => {
    const occupationId = Number(params.id);
    const [row, detail, majors, paths] = await Promise.all([
      occupationRows(db).where('o.id', '=', occupationId).executeTakeFirst(),
      db.selectFrom('occupation').select(['description', 'skills']).where('id', '=', occupationId).executeTakeFirst(),
      db
        .selectFrom('occupation_major as om')
        .innerJoin('major as m', 'm.id', 'om.major_id')
        .select(['m.id', 'm.name', 'm.field'])
        .where('om.occupation_id', '=', occupationId)
        .orderBy('m.name')
        .execute(),
      db
        .selectFrom('training_path_occupation as tpo')
        .innerJoin('training_path as t', 't.id', 'tpo.training_path_id')
        .select(['t.id', 't.name', 't.type', 't.length'])
        .where('tpo.occupation_id', '=', occupationId)
        .orderBy('t.name')
        .execute(),
    ]);
    if (!row || !detail) throw new ApiError(404, messages.occupationNotFound);
    return { ...toOccupationSummary(row), ...detail, majors, training_paths: paths };
  });

  handle(reference.majors, async ({ query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    let filtered = db.selectFrom('major as m');
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      filtered = filtered.where((eb) => eb.or([eb('m.name', 'ilike', pattern), eb('m.description', 'ilike', pattern)]));
    }
    if (query.field) filtered = filtered.where('m.field', '=', query.field);
    const [rows, total] = await Promise.all([
      filtered
        .select([
          'm.id',
          'm.name',
          'm.field',
          'm.description',
          (eb) =>
            eb
              .selectFrom('occupation_major as om')
              .select((inner) => inner.fn.countAll<string>().as('count'))
              .whereRef('om.major_id', '=', 'm.id')
              .as('occupation_count'),
        ])
        .orderBy('m.name')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
    ]);
    return {
      items: rows.map((row) => ({ ...row, occupation_count: Number(row.occupation_count ?? 0) })),
      total: countOf(total),
      page,
      size,
    };
  });

  handle(reference.major, async ({ params }) => {
    const majorId = Number(params.id);
    const [row, occupations] = await Promise.all([
      db
        .selectFrom('major')
        .select(['id', 'name', 'field', 'description'])
        .where('id', '=', majorId)
        .executeTakeFirst(),
      db
        .selectFrom('occupation_major as om')
        .innerJoin('occupation as o', 'o.id', 'om.occupation_id')
        .select(['o.id', 'o.name'])
        .where('om.major_id', '=', majorId)
        .orderBy('o.name')
        .execute(),
    ]);
    if (!row) throw new ApiError(404, messages.majorNotFound);
    return { ...row, occupations };
  });

  handle(reference.trainingPaths, async ({ query }) => {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    let filtered = db.selectFrom('training_path as t');
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      filtered = filtered.where((eb) => eb.or([eb('t.name', 'ilike', pattern), eb('t.description', 'ilike', pattern)]));
    }
    if (query.type) filtered = filtered.where('t.type', '=', query.type);
    const occupationId = query.occupation_id;
    if (occupationId !== undefined) {
      filtered = filtered.where((eb) =>
        eb.exists(
          eb
            .selectFrom('training_path_occupation as tpo')
            .select(sql.lit(1).as('one'))
            .whereRef('tpo.training_path_id', '=', 't.id')
            .where('tpo.occupation_id', '=', occupationId),
        ),
      );
    }
    const [rows, total] = await Promise.all([
      filtered
        .select(['t.id', 't.name', 't.type', 't.length', 't.description'])
        .orderBy('t.name')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
    ]);
    const links =
      rows.length === 0
        ? []
        : await db
            .selectFrom('training_path_occupation as tpo')
            .innerJoin('occupation as o', 'o.id', 'tpo.occupation_id')
            .select(['tpo.training_path_id', 'o.id', 'o.name'])
            .where(
              'tpo.training_path_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('o.name')
            .execute();
    return {
      items: rows.map((row) => ({
        ...row,
        occupations: links
          .filter((link) => link.training_path_id === row.id)
          .map((link) => ({ id: link.id, name: link.name })),
      })),
      total: countOf(total),
      page,
      size,
    };
  });
}
