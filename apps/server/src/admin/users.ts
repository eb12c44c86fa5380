import { type ActionItem, users } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { notes, toRow as toNoteRow } from '../consultantLog/notes';
import { likeOperator, likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { linkOf } from '../people/participants';
import { allRowsOf, csvFileOf, koreanTimeOf, pageOf } from './list';

// The administrator's view of users (issue 18, decision 022): every user, searched and filtered,
// and one user's whole picture: profile, results, runs, what grants them tools, their link.

const messages = { notFound: '사용자를 찾을 수 없습니다.' } as const;

const kindOf = sql<'participant' | 'guest' | 'individual'>`case
  when au.guest_link_id is not null then 'guest'
  when au.university_class_id is not null then 'participant'
  else 'individual' end`;

/** A user's profile columns (app_user `au`, its class `uc` and university `u`), as profileOf reads them. */
export const PROFILE_COLUMNS = [
  'au.id',
  'au.name',
  'au.student_number',
  'au.email',
  'au.created_at',
  'uc.id as class_id',
  'uc.name as class_name',
  'u.id as university_id',
  'u.name as university_name',
] as const;

interface ProfileRow {
  id: number;
  name: string;
  student_number: string | null;
  created_at: Date;
  class_id: number | null;
  class_name: string | null;
  university_id: number | null;
  university_name: string | null;
}

/** The profile other calls show of a user (userProfile), from PROFILE_COLUMNS. */
export const profileOf = (row: ProfileRow) => ({
  id: row.id,
  name: row.name,
  student_number: row.student_number,
  university: row.university_id && row.university_name ? { id: row.university_id, name: row.university_name } : null,
  class: row.class_id && row.class_name ? { id: row.class_id, name: row.class_name } : null,
  created_at: row.created_at.toISOString(),
});

export const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

function userRows(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as au')
    .leftJoin('university_class as uc', 'uc.id', 'au.university_class_id')
    .leftJoin('university as u', 'u.id', 'uc.university_id')
    .select([...PROFILE_COLUMNS, 'au.phone', kindOf.as('kind')]);
}

type Row = Awaited<ReturnType<ReturnType<typeof userRows>['executeTakeFirstOrThrow']>>;

interface Activity {
  completed_count: number;
  last_activity_at: string | null;
}

/**
 * The tools each user completed and when they last did anything, for a page of users: read after
 * the page is chosen, so a deep page (OFFSET 10,000) does not count it for every row it skips.
 */
async function activityOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, Activity>> {
  if (ids.length === 0) return new Map();
  const [completed, last] = await Promise.all([
    db
      .selectFrom('tool_result')
      .select(['user_id', sql<number>`count(distinct action_item)::int`.as('n')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('tool_run')
      .select(['user_id', sql<Date>`max(updated_at)`.as('at')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
  ]);
  const completedBy = new Map(completed.map((row) => [row.user_id, row.n]));
  const lastBy = new Map(last.map((row) => [row.user_id, row.at]));
  return new Map(
    ids.map((id) => [id, { completed_count: completedBy.get(id) ?? 0, last_activity_at: iso(lastBy.get(id)) }]),
  );
}

/** The console's user list: by name, student number or e-mail, how they came, their university. */
function filteredUsers(
  db: Kysely<Database>,
  query: { keyword?: string; kind?: 'all' | 'participant' | 'guest' | 'individual'; university_id?: string },
) {
  let rows = userRows(db);
  if (query.keyword) {
    const [operator, pattern] = [likeOperator(query.keyword), likePattern(query.keyword)];
    rows = rows.where((eb) =>
      eb.or([
        eb('au.name', operator, pattern),
        eb('au.student_number', operator, pattern),
        eb('au.email', operator, pattern),
      ]),
    );
  }
  if (query.kind === 'guest') rows = rows.where('au.guest_link_id', 'is not', null);
  if (query.kind === 'participant')
    rows = rows.where('au.guest_link_id', 'is', null).where('au.university_class_id', 'is not', null);
  if (query.kind === 'individual')
    rows = rows.where('au.guest_link_id', 'is', null).where('au.university_class_id', 'is', null);
  if (query.university_id) rows = rows.where('u.id', '=', Number(query.university_id));
  return rows;
}

const USER_SORT = { columns: { name: 'au.name', created: 'au.created_at' }, defaultSort: '-created', id: 'au.id' };

const KIND_LABELS = { participant: '학급 참여자', guest: 'QR 게스트', individual: '개인 (선물·쿠폰)' } as const;

type UserRow = ReturnType<typeof toRow>;

const USER_CSV_COLUMNS = [
  { label: '번호', value: (user: UserRow) => user.id },
  { label: '이름', value: (user: UserRow) => user.name },
  { label: '구분', value: (user: UserRow) => KIND_LABELS[user.kind] },
  { label: '대학', value: (user: UserRow) => user.university?.name },
  { label: '학급', value: (user: UserRow) => user.class?.name },
  { label: '학번', value: (user: UserRow) => user.student_number },
  { label: '이메일', value: (user: UserRow) => user.email },
  { label: '완료한 도구 수', value: (user: UserRow) => user.completed_count },
  { label: '최근 활동', value: (user: UserRow) => koreanTimeOf(user.last_activity_at) },
  { label: '가입', value: (user: UserRow) => koreanTimeOf(user.created_at) },
];

function toRow(row: Row, activity: Activity | undefined) {
  return {
    ...profileOf(row),
    kind: row.kind,
    email: row.email,
    completed_count: activity?.completed_count ?? 0,
    last_activity_at: activity?.last_activity_at ?? null,
  };
}

/** What grants the user a tool: their own grants (coupon, purchase), their class's, and AI gifts given to them. */
async function grantsOf(db: Kysely<Database>, userId: number, classId: number | null) {
  const [own, fromClass, gifts] = await Promise.all([
    db
      .selectFrom('tool_grant as g')
      .leftJoin('coupon_redemption as cr', 'cr.id', 'g.coupon_redemption_id')
      .leftJoin('coupon_group as cg', 'cg.id', 'cr.group_id')
      .select(['g.action_item', 'g.source', 'g.created_at', 'cg.name as group_name'])
      .where('g.user_id', '=', userId)
      .execute(),
    classId === null
      ? Promise.resolve([])
      : db
          .selectFrom('tool_grant as g')
          .innerJoin('university_class as uc', 'uc.id', 'g.university_class_id')
          .select(['g.action_item', 'g.created_at', 'uc.name as class_name'])
          .where('g.university_class_id', '=', classId)
          .execute(),
    db.selectFrom('ai_gift').select(['tools', 'code', 'title', 'created_at']).where('user_id', '=', userId).execute(),
  ]);
  return [
    ...own.map((grant) => ({
      action_item: grant.action_item,
      source: grant.source,
      via: grant.group_name ? `쿠폰 "${grant.group_name}"` : grant.source === 'purchase' ? '구매' : '쿠폰',
      created_at: grant.created_at.toISOString(),
    })),
    ...fromClass.map((grant) => ({
      action_item: grant.action_item,
      source: 'class' as const,
      via: `학급 "${grant.class_name}"`,
      created_at: grant.created_at.toISOString(),
    })),
    ...gifts.flatMap((gift) =>
      (gift.tools as ActionItem[]).map((tool) => ({
        action_item: tool,
        source: 'ai_gift' as const,
        via: `AI 선물 ${gift.code}${gift.title ? ` "${gift.title}"` : ''}`,
        created_at: gift.created_at.toISOString(),
      })),
    ),
  ];
}

export function registerUserAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(users.adminUserList, async ({ query }) => {
    const found = await pageOf(db, filteredUsers(db, query), query, {
      ...USER_SORT,
      map: (row) => row,
      idsFirst: true,
    });
    const activity = await activityOf(
      db,
      found.items.map((row) => row.id),
    );
    return { ...found, items: found.items.map((row) => toRow(row, activity.get(row.id))) };
  });

  handle(users.adminUserExport, async ({ query }) => {
    const rows = await allRowsOf(filteredUsers(db, query), query, USER_SORT);
    const activity = new Map<number, Activity>();
    // A thousand ids a query: an export of tens of thousands stays within a statement's parameters.
    for (let start = 0; start < rows.length; start += 1000) {
      const part = await activityOf(
        db,
        rows.slice(start, start + 1000).map((row) => row.id),
      );
      for (const [id, one] of part) activity.set(id, one);
    }
    return csvFileOf(
      '사용자목록',
      USER_CSV_COLUMNS,
      rows.map((row) => toRow(row, activity.get(row.id))),
    );
  });

  handle(users.adminUser, async ({ params }) => {
    const id = Number(params.id);
    const row = await userRows(db).where('au.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, messages.notFound);
    const [activity, results, runs, link, grants, noteRows] = await Promise.all([
      activityOf(db, [id]),
      db
        .selectFrom('tool_result')
        .select(['action_item', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('tool_run')
        .select(['id', 'action_item', 'status', 'created_at', 'completed_at'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),
      linkOf(db, id),
      grantsOf(db, id, row.class_id),
      notes(db)
        .where('n.user_id', '=', id)
        .orderBy('n.session_on', 'desc')
        .orderBy('n.id', 'desc')
        .limit(100)
        .execute(),
    ]);
    return {
      ...toRow(row, activity.get(id)),
      phone: row.phone,
      results: results.map((result) => ({
        action_item: result.action_item as ActionItem,
        created_at: result.created_at.toISOString(),
      })),
      runs: runs.map((run) => ({
        id: run.id,
        action_item: run.action_item,
        status: run.status,
        created_at: run.created_at.toISOString(),
        completed_at: iso(run.completed_at),
      })),
      grants,
      notes: noteRows.map(toNoteRow),
      link,
    };
  });
}
