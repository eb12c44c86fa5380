import { type ActionItem, admin, instructorResource } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { classesOf } from '../instructor/classes';
import { audit } from './audit';
import { koreanTimeOf } from './list';
import { serveResource } from './resource';

// Instructors as the administrator sees them (issue 18): who they are, their classes and
// participants, what they ran; stopping one ends their sign-in at once.

const messages = { notFound: '강사를 찾을 수 없습니다.' } as const;

function instructors(db: Kysely<Database>) {
  return db
    .selectFrom('university_user as uu')
    .select((eb) => [
      'uu.id',
      'uu.name',
      'uu.email',
      'uu.phone',
      'uu.active',
      'uu.created_at',
      eb
        .selectFrom('university_user_class as uuc')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('uuc.university_user_id', '=', 'uu.id')
        .as('class_count'),
      eb
        .selectFrom('university_user_class as uuc')
        .innerJoin('app_user as au', 'au.university_class_id', 'uuc.university_class_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('uuc.university_user_id', '=', 'uu.id')
        .as('participant_count'),
      eb
        .selectFrom('tool_run as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.started_by', '=', 'uu.id')
        .as('runs_started'),
    ])
    .where('uu.type', '=', 'INSTRUCTOR');
}

type Row = Awaited<ReturnType<ReturnType<typeof instructors>['executeTakeFirstOrThrow']>>;

const toInstructor = (row: Row) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  active: row.active,
  class_count: Number(row.class_count ?? 0),
  participant_count: Number(row.participant_count ?? 0),
  runs_started: Number(row.runs_started ?? 0),
  created_at: row.created_at.toISOString(),
});

/** The console's instructor list: by name or e-mail, and whether they may sign in. */
function filtered(db: Kysely<Database>, query: { keyword?: string; active?: 'all' | 'active' | 'inactive' }) {
  let rows = instructors(db);
  if (query.keyword) {
    const [operator, pattern] = [likeOperator(query.keyword), likePattern(query.keyword)];
    rows = rows.where((eb) => eb.or([eb('uu.name', operator, pattern), eb('uu.email', operator, pattern)]));
  }
  if (query.active === 'active') rows = rows.where('uu.active', '=', true);
  if (query.active === 'inactive') rows = rows.where('uu.active', '=', false);
  return rows;
}

const INSTRUCTOR_SORT = {
  columns: { name: 'uu.name', created: 'uu.created_at', runs: 'runs_started' },
  defaultSort: '-created',
  id: 'uu.id',
};

type Instructor = ReturnType<typeof toInstructor>;

const INSTRUCTOR_CSV_COLUMNS = [
  { label: '번호', value: (one: Instructor) => one.id },
  { label: '이름', value: (one: Instructor) => one.name },
  { label: '이메일', value: (one: Instructor) => one.email },
  { label: '전화번호', value: (one: Instructor) => one.phone },
  { label: '수업 수', value: (one: Instructor) => one.class_count },
  { label: '참여자 수', value: (one: Instructor) => one.participant_count },
  { label: '진행한 도구', value: (one: Instructor) => one.runs_started },
  { label: '상태', value: (one: Instructor) => (one.active ? '사용' : '중지') },
  { label: '가입', value: (one: Instructor) => koreanTimeOf(one.created_at) },
];

async function instructorById(db: Kysely<Database>, id: number) {
  const row = await instructors(db).where('uu.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  return toInstructor(row);
}

export function registerInstructorAdminRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  serveResource(router, instructorResource, {
    rows: ({ query }) => filtered(db, query),
    sort: INSTRUCTOR_SORT,
    map: toInstructor,
    csv: { filename: () => '강사목록', columns: INSTRUCTOR_CSV_COLUMNS },
  });

  handle(admin.instructorDetail, async ({ params }) => {
    const id = Number(params.id);
    const instructor = await instructorById(db, id);
    const [classes, runs] = await Promise.all([
      classesOf(db, id),
      db
        .selectFrom('tool_run as r')
        .innerJoin('app_user as au', 'au.id', 'r.user_id')
        .select(['r.id', 'r.action_item', 'r.status', 'r.created_at', 'au.name as user_name'])
        .where('r.started_by', '=', id)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(30)
        .execute(),
    ]);
    return {
      instructor,
      classes: classes.map(({ id, name, organization, starts_on, ends_on, state, participant_count }) => ({
        id,
        name,
        organization,
        starts_on,
        ends_on,
        state,
        participant_count,
      })),
      runs: runs.map((run) => ({
        id: run.id,
        action_item: run.action_item as ActionItem,
        user_name: run.user_name,
        status: run.status,
        created_at: run.created_at.toISOString(),
      })),
    };
  });

  handle(admin.instructorUpdate, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const before = await instructorById(trx, id);
      await trx.updateTable('university_user').set({ active: body.active }).where('id', '=', id).execute();
      const after = await instructorById(trx, id);
      await audit(trx, principal, {
        action: 'update',
        entity: 'instructor',
        entityId: id,
        summary: `강사 "${after.name}" ${body.active ? '사용 재개' : '사용 중지'}`,
        before,
        after,
      });
      return after;
    }),
  );
}
