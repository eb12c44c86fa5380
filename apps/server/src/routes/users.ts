import { type ActionItem, users } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { pageOf } from '../admin/list';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';

const messages = {
  notYours: '본인의 정보만 볼 수 있습니다.',
  studentNotFound: '학생을 찾을 수 없습니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
} as const;

function profiles(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as au')
    .leftJoin('university_class as uc', 'uc.id', 'au.university_class_id')
    .leftJoin('university as u', 'u.id', 'uc.university_id')
    .select([
      'au.id',
      'au.name',
      'au.student_number',
      'au.created_at',
      'uc.id as class_id',
      'uc.name as class_name',
      'u.id as university_id',
      'u.name as university_name',
    ]);
}

type ProfileRow = Awaited<ReturnType<ReturnType<typeof profiles>['executeTakeFirstOrThrow']>>;

function toProfile(row: ProfileRow) {
  return {
    id: row.id,
    name: row.name,
    student_number: row.student_number,
    university: row.university_id && row.university_name ? { id: row.university_id, name: row.university_name } : null,
    class: row.class_id && row.class_name ? { id: row.class_id, name: row.class_name } : null,
    created_at: row.created_at.toISOString(),
  };
}

async function resultsOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('tool_result')
    .select(['action_item', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ action_item: row.action_item as ActionItem, created_at: row.created_at.toISOString() }));
}

export function registerUserRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(users.user, async ({ params, principal }) => {
    if (Number(params.id) !== principal.userId) throw new ApiError(403, messages.notYours);
    return toProfile(await profiles(db).where('au.id', '=', principal.userId).executeTakeFirstOrThrow());
  });

  // A consultant or instructor sees students of the classes assigned to them, and no one else
  // (not found either way, so ids cannot be probed).
  handle(users.studentDetails, async ({ params, principal }) => {
    const row = await profiles(db)
      .where('au.id', '=', Number(params.id))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('university_user_class as uuc')
            .select(sql`1`.as('one'))
            .whereRef('uuc.university_class_id', '=', 'au.university_class_id')
            .where('uuc.university_user_id', '=', principal.universityUserId),
        ),
      )
      .executeTakeFirst();
    if (!row) throw new ApiError(404, messages.studentNotFound);
    return { ...toProfile(row), results: await resultsOf(db, row.id) };
  });

  // Results are joined in SQL, one array of distinct tools per student of the page.
  handle(users.studentList, ({ principal, query }) => {
    let rows = profiles(db)
      .innerJoin('university_user_class as uuc', 'uuc.university_class_id', 'au.university_class_id')
      .select((eb) =>
        eb
          .selectFrom('tool_result as r')
          .select(
            sql<ActionItem[]>`coalesce(array_agg(distinct r.action_item order by r.action_item), '{}')`.as('done'),
          )
          .whereRef('r.user_id', '=', 'au.id')
          .as('completed'),
      )
      .where('uuc.university_user_id', '=', principal.universityUserId)
      // Guests of the class's QR links are seen with their link (GET /qrcode/{id}/submissions).
      .where('au.guest_link_id', 'is', null);
    if (query.keyword) {
      const [operator, pattern] = [likeOperator(query.keyword), likePattern(query.keyword)];
      rows = rows.where((eb) => eb.or([eb('au.name', operator, pattern), eb('au.student_number', operator, pattern)]));
    }
    return pageOf(db, rows, query, {
      columns: { name: 'au.name', number: 'au.student_number', class: 'uc.name' },
      defaultSort: 'name',
      id: 'au.id',
      map: (row) => ({ ...toProfile(row), completed: row.completed ?? [] }),
    });
  });

  handle(users.activeUniversities, () =>
    db.selectFrom('university').select(['id', 'name']).where('active', '=', true).orderBy('name').execute(),
  );
}
