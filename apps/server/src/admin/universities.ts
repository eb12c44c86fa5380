import { universityResource } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { day } from './list';
import { CHANGE_WORDS, serveResource, touched } from './resource';

const messages = {
  notFound: '대학을 찾을 수 없습니다.',
  hasClasses: (count: number) =>
    `학급이 ${count}개 있는 대학은 지울 수 없습니다. 더 쓰지 않는 대학이면 '사용 안 함'으로 바꿔 주세요.`,
} as const;

/** The universities with their counts; every list, export and detail reads this one query. */
function universities(db: Kysely<Database>) {
  return db.selectFrom('university as u').select((eb) => [
    'u.id',
    'u.name',
    'u.region',
    'u.active',
    day(sql.ref('u.contract_starts_on')).as('contract_starts_on'),
    day(sql.ref('u.contract_ends_on')).as('contract_ends_on'),
    'u.contact_name',
    'u.contact_phone',
    'u.contact_email',
    'u.created_at',
    'u.updated_at',
    eb
      .selectFrom('university_class as uc')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('uc.university_id', '=', 'u.id')
      .as('class_count'),
    // The participants of the university's classes by the index of app_user's class: as a join,
    // PGlite's planner read all users once per listed university (180 ms a page at 20k users).
    sql<number>`(select count(*)::int from app_user au where au.university_class_id = any(array(
        select uc.id from university_class uc where uc.university_id = u.id)))`.as('participant_count'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof universities>['executeTakeFirstOrThrow']>>;

function toUniversity(row: Row) {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    active: row.active,
    contract_starts_on: row.contract_starts_on,
    contract_ends_on: row.contract_ends_on,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    class_count: Number(row.class_count ?? 0),
    participant_count: Number(row.participant_count ?? 0),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const SORT_COLUMNS = {
  name: 'u.name',
  region: 'u.region',
  created: 'u.created_at',
  contract_ends: 'u.contract_ends_on',
};

interface Filters {
  keyword?: string;
  active?: 'all' | 'active' | 'inactive';
}

function filtered(db: Kysely<Database>, { keyword, active }: Filters) {
  let rows = universities(db);
  if (keyword) {
    const [operator, pattern] = [likeOperator(keyword), likePattern(keyword)];
    rows = rows.where((eb) => eb.or([eb('u.name', operator, pattern), eb('u.region', operator, pattern)]));
  }
  if (active === 'active') rows = rows.where('u.active', '=', true);
  if (active === 'inactive') rows = rows.where('u.active', '=', false);
  return rows;
}

async function universityById(db: Kysely<Database>, id: number) {
  const row = await universities(db).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  return toUniversity(row);
}

const CSV_COLUMNS = [
  { label: '번호', value: (u: ReturnType<typeof toUniversity>) => u.id },
  { label: '대학', value: (u: ReturnType<typeof toUniversity>) => u.name },
  { label: '지역', value: (u: ReturnType<typeof toUniversity>) => u.region },
  { label: '사용', value: (u: ReturnType<typeof toUniversity>) => u.active },
  { label: '계약 시작', value: (u: ReturnType<typeof toUniversity>) => u.contract_starts_on },
  { label: '계약 종료', value: (u: ReturnType<typeof toUniversity>) => u.contract_ends_on },
  { label: '담당자', value: (u: ReturnType<typeof toUniversity>) => u.contact_name },
  { label: '담당자 전화', value: (u: ReturnType<typeof toUniversity>) => u.contact_phone },
  { label: '담당자 이메일', value: (u: ReturnType<typeof toUniversity>) => u.contact_email },
  { label: '학급 수', value: (u: ReturnType<typeof toUniversity>) => u.class_count },
  { label: '참여자 수', value: (u: ReturnType<typeof toUniversity>) => u.participant_count },
  { label: '등록일', value: (u: ReturnType<typeof toUniversity>) => u.created_at.slice(0, 10) },
];

export function registerUniversityAdminRoutes(router: Router): void {
  serveResource(router, universityResource, {
    rows: ({ query }) => filtered(router.deps.database.db, query),
    sort: { columns: SORT_COLUMNS, defaultSort: 'name', id: 'u.id' },
    map: toUniversity,
    csv: { filename: () => '대학목록', columns: CSV_COLUMNS },
    byId: universityById,
    create: async (trx, { body }) =>
      (await trx.insertInto('university').values(body).returning('id').executeTakeFirstOrThrow()).id,
    update: async (trx, id, body) => {
      await trx
        .updateTable('university')
        .set({ ...body, ...touched })
        .where('id', '=', id)
        .execute();
    },
    remove: async (trx, id, before) => {
      if (before.class_count > 0) throw new ApiError(409, messages.hasClasses(before.class_count));
      // Its sign-ins go with it: a manager or consultant of a university that no longer exists.
      await trx.deleteFrom('university_manager').where('university_id', '=', id).execute();
      await trx.updateTable('university_user').set({ university_id: null }).where('university_id', '=', id).execute();
      await trx.deleteFrom('university').where('id', '=', id).execute();
    },
    summary: (change, university) => `대학 "${university.name}" ${CHANGE_WORDS[change]}`,
  });
}
