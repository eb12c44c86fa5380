import { type ActionItem, classResource, TOOL_NAMES } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { requireClassSpan } from '../http/domains';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { day } from './list';
import { CHANGE_WORDS, serveResource, touched } from './resource';

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

/** The university a class list is inside; 404 for one that is not there. */
async function universityOf(db: Kysely<Database>, id: number) {
  const university = await db.selectFrom('university').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!university) throw new ApiError(404, messages.universityNotFound);
  return university;
}

export function registerClassAdminRoutes(router: Router): void {
  const { db } = router.deps.database;
  serveResource(router, classResource, {
    rows: async ({ params, query }) => {
      const university = await universityOf(db, Number(params.id));
      let rows = classes(db).where('c.university_id', '=', university.id);
      if (query.keyword) rows = rows.where('c.name', likeOperator(query.keyword), likePattern(query.keyword));
      if (query.active === 'active') rows = rows.where('c.active', '=', true);
      if (query.active === 'inactive') rows = rows.where('c.active', '=', false);
      return rows;
    },
    sort: { columns: { name: 'c.name', year: 'c.year', created: 'c.created_at' }, defaultSort: '-created', id: 'c.id' },
    map: toClass,
    csv: {
      filename: async ({ params }) => `${(await universityOf(db, Number(params.id))).name}_학급목록`,
      columns: CLASS_CSV_COLUMNS,
    },
    byId: classById,
    create: async (trx, { params, body }) => {
      const university = await universityOf(trx, Number(params.id));
      requireClassSpan(body.starts_on, body.ends_on);
      const { tools, ...fields } = body;
      const { id } = await trx
        .insertInto('university_class')
        .values({ ...fields, university_id: university.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setTools(trx, id, tools as ActionItem[]);
      return id;
    },
    update: async (trx, id, body, before) => {
      // A class's days are held to their length when they are set; one kept from before stays as it is.
      const starts = body.starts_on === undefined ? before.starts_on : body.starts_on;
      const ends = body.ends_on === undefined ? before.ends_on : body.ends_on;
      if (starts !== before.starts_on || ends !== before.ends_on) requireClassSpan(starts, ends);
      const { tools, ...fields } = body;
      await trx
        .updateTable('university_class')
        .set({ ...fields, ...touched })
        .where('id', '=', id)
        .execute();
      await setTools(trx, id, tools as ActionItem[]);
    },
    remove: async (trx, id, before) => {
      if (before.participant_count > 0) throw new ApiError(409, messages.hasParticipants(before.participant_count));
      await trx.deleteFrom('university_class').where('id', '=', id).execute();
    },
    summary: (change, one) =>
      change === 'create'
        ? `학급 "${one.name}" 등록 (${one.university.name}, 여는 도구: ${toolNames(one.tools)})`
        : `학급 "${one.name}" ${CHANGE_WORDS[change]}${change === 'delete' ? ` (${one.university.name})` : ''}`,
  });
}
