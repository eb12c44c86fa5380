import { type ActionItem, admin, TOOL_NAMES } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { requireClassSpan } from '../http/domains';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { audit } from './audit';
import { allRowsOf, csvFileOf, day, pageOf } from './list';

const messages = {
  universityNotFound: '대학을 찾을 수 없습니다.',
  notFound: '학급을 찾을 수 없습니다.',
  hasParticipants: (count: number) =>
    `참여자가 ${count}명 있는 학급은 지울 수 없습니다. 끝난 학급이면 '사용 안 함'으로 바꿔 주세요.`,
} as const;

function classes(db: Kysely<Database>) {
  return db
    .selectFrom('university_class as c')
    .innerJoin('university as u', 'u.id', 'c.university_id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.year',
      'c.term',
      day(sql.ref('c.starts_on')).as('starts_on'),
      day(sql.ref('c.ends_on')).as('ends_on'),
      'c.capacity',
      'c.active',
      'c.created_at',
      'c.updated_at',
      'u.id as university_id',
      'u.name as university_name',
      eb
        .selectFrom('tool_grant as g')
        .select(sql<string[]>`coalesce(array_agg(g.action_item order by g.action_item), '{}')`.as('tools'))
        .whereRef('g.university_class_id', '=', 'c.id')
        .as('tools'),
      eb
        .selectFrom('university_user_class as uuc')
        .innerJoin('university_user as uu', 'uu.id', 'uuc.university_user_id')
        .select(
          sql<
            { id: number; name: string }[]
          >`coalesce(json_agg(json_build_object('id', uu.id, 'name', uu.name) order by uu.name), '[]')`.as(
            'consultants',
          ),
        )
        .whereRef('uuc.university_class_id', '=', 'c.id')
        .where('uu.type', '<>', 'INSTRUCTOR')
        .as('consultants'),
      eb
        .selectFrom('app_user as au')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('au.university_class_id', '=', 'c.id')
        .as('participant_count'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof classes>['executeTakeFirstOrThrow']>>;

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toClass(row: Row) {
  return {
    id: row.id,
    university: { id: row.university_id, name: row.university_name },
    name: row.name,
    year: row.year,
    term: row.term,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    capacity: row.capacity,
    active: row.active,
    tools: (row.tools ?? []) as ActionItem[],
    consultants: parseJson<{ id: number; name: string }[]>(row.consultants ?? []),
    participant_count: Number(row.participant_count ?? 0),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type AdminClass = ReturnType<typeof toClass>;

export async function classById(db: Kysely<Database>, id: number): Promise<AdminClass> {
  const row = await classes(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  return toClass(row);
}

const CLASS_SORT = {
  columns: { name: 'c.name', year: 'c.year', created: 'c.created_at' },
  defaultSort: '-created',
  id: 'c.id',
};

const CLASS_CSV_COLUMNS = [
  { label: '번호', value: (one: AdminClass) => one.id },
  { label: '학급', value: (one: AdminClass) => one.name },
  { label: '학년도', value: (one: AdminClass) => one.year },
  { label: '학기', value: (one: AdminClass) => one.term },
  { label: '시작일', value: (one: AdminClass) => one.starts_on },
  { label: '종료일', value: (one: AdminClass) => one.ends_on },
  { label: '정원', value: (one: AdminClass) => one.capacity },
  { label: '참여자 수', value: (one: AdminClass) => one.participant_count },
  { label: '여는 도구', value: (one: AdminClass) => one.tools.map((tool) => TOOL_NAMES[tool]).join(', ') },
  { label: '상담사', value: (one: AdminClass) => one.consultants.map((person) => person.name).join(', ') },
  { label: '상태', value: (one: AdminClass) => (one.active ? '운영 중' : '끝남') },
  { label: '등록일', value: (one: AdminClass) => one.created_at.slice(0, 10) },
];

/** The class's grants become exactly `tools`. */
async function setTools(db: Kysely<Database>, classId: number, tools: readonly ActionItem[]) {
  await db.deleteFrom('tool_grant').where('university_class_id', '=', classId).execute();
  if (tools.length > 0)
    await db
      .insertInto('tool_grant')
      .values([...new Set(tools)].map((tool) => ({ action_item: tool, university_class_id: classId, source: 'class' })))
      .execute();
}

const toolNames = (tools: readonly ActionItem[]) => tools.map((tool) => TOOL_NAMES[tool]).join('·') || '없음';

export function registerClassAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** A university's classes as its list filters them; 404 for a university that is not there. */
  const filtered = async (
    universityId: number,
    query: { keyword?: string; active?: 'all' | 'active' | 'inactive' },
  ) => {
    const university = await db
      .selectFrom('university')
      .select(['id', 'name'])
      .where('id', '=', universityId)
      .executeTakeFirst();
    if (!university) throw new ApiError(404, messages.universityNotFound);
    let rows = classes(db).where('c.university_id', '=', universityId);
    if (query.keyword) rows = rows.where('c.name', 'ilike', likePattern(query.keyword));
    if (query.active === 'active') rows = rows.where('c.active', '=', true);
    if (query.active === 'inactive') rows = rows.where('c.active', '=', false);
    return { university, rows };
  };

  handle(admin.classList, async ({ params, query }) => {
    const { rows } = await filtered(Number(params.id), query);
    return pageOf(rows, query, { ...CLASS_SORT, map: toClass });
  });

  handle(admin.classExport, async ({ params, query }) => {
    const { university, rows } = await filtered(Number(params.id), query);
    const found = await allRowsOf(rows, query, CLASS_SORT);
    return csvFileOf(`${university.name}_학급목록`, CLASS_CSV_COLUMNS, found.map(toClass));
  });

  handle(admin.classCreate, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const universityId = Number(params.id);
      const university = await trx
        .selectFrom('university')
        .select('id')
        .where('id', '=', universityId)
        .executeTakeFirst();
      if (!university) throw new ApiError(404, messages.universityNotFound);
      requireClassSpan(body.starts_on, body.ends_on);
      const { tools, ...fields } = body;
      const { id } = await trx
        .insertInto('university_class')
        .values({ ...fields, university_id: universityId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setTools(trx, id, tools as ActionItem[]);
      const created = await classById(trx, id);
      await audit(trx, principal, {
        action: 'create',
        entity: 'class',
        entityId: id,
        summary: `학급 "${created.name}" 등록 (${created.university.name}, 여는 도구: ${toolNames(created.tools)})`,
        after: created,
      });
      return created;
    }),
  );

  handle(admin.classUpdate, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const before = await classById(trx, id);
      // A class's days are held to their length when they are set; one kept from before stays as it is.
      const starts = body.starts_on === undefined ? before.starts_on : body.starts_on;
      const ends = body.ends_on === undefined ? before.ends_on : body.ends_on;
      if (starts !== before.starts_on || ends !== before.ends_on) requireClassSpan(starts, ends);
      const { tools, ...fields } = body;
      await trx
        .updateTable('university_class')
        .set({ ...fields, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      await setTools(trx, id, tools as ActionItem[]);
      const after = await classById(trx, id);
      await audit(trx, principal, {
        action: 'update',
        entity: 'class',
        entityId: id,
        summary: `학급 "${after.name}" 수정`,
        before,
        after,
      });
      return after;
    }),
  );

  handle(admin.classDelete, async ({ params, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const before = await classById(trx, id);
      if (before.participant_count > 0) throw new ApiError(409, messages.hasParticipants(before.participant_count));
      await trx.deleteFrom('university_class').where('id', '=', id).execute();
      await audit(trx, principal, {
        action: 'delete',
        entity: 'class',
        entityId: id,
        summary: `학급 "${before.name}" 삭제 (${before.university.name})`,
        before,
      });
      return { id };
    }),
  );
}
