import { admin } from '@career/api-sdk';
import type { Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/router';
import { pageOf } from './list';

// The console's landing figures and its audit log. "Today" and "this month" are Korean days
// (Asia/Seoul), whatever the server's zone.

const TODAY = sql<Date>`date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'`;
const MONTH = sql<Date>`date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'`;

/** Rows of `table` whose `column` falls today and this month. */
async function todayAndMonth(
  db: Kysely<Database>,
  table: 'app_user' | 'tool_run',
  column: 'created_at' | 'completed_at',
  extra = sql<boolean>`true`,
) {
  const row = await sql<{ today: number; month: number }>`
    select count(*) filter (where ${sql.ref(column)} >= ${TODAY})::int as today,
           count(*)::int as month
    from ${sql.table(table)}
    where ${sql.ref(column)} >= ${MONTH} and ${extra}`.execute(db);
  return row.rows[0] ?? { today: 0, month: 0 };
}

type AuditRow = Selectable<Database['admin_audit']>;

export const toAuditEntry = (row: AuditRow) => ({
  id: row.id,
  admin_name: row.admin_name,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

const AUDIT_COLUMNS = [
  'id',
  'admin_id',
  'admin_name',
  'action',
  'entity',
  'entity_id',
  'summary',
  'before',
  'after',
  'reason',
  'created_at',
] as const;

export function registerDashboardAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(admin.dashboard, async () => {
    const [newUsers, started, completed, classes, universities, recent] = await Promise.all([
      // Guests of QR links are counted with their runs, not as new users.
      todayAndMonth(db, 'app_user', 'created_at', sql<boolean>`guest_link_id is null`),
      todayAndMonth(db, 'tool_run', 'created_at'),
      todayAndMonth(db, 'tool_run', 'completed_at'),
      db
        .selectFrom('university_class')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('active', '=', true)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('university')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('active', '=', true)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('admin_audit')
        .select(AUDIT_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(5)
        .execute(),
    ]);
    return {
      new_users: newUsers,
      runs_started: started,
      runs_completed: completed,
      active_classes: classes.n,
      active_universities: universities.n,
      recent_changes: recent.map(toAuditEntry),
    };
  });

  handle(admin.auditList, ({ query }) => {
    let rows = db.selectFrom('admin_audit').select(AUDIT_COLUMNS);
    if (query.entity) rows = rows.where('entity', '=', query.entity);
    if (query.entity_id) rows = rows.where('entity_id', '=', query.entity_id);
    return pageOf(rows, query, {
      columns: { created: 'created_at' },
      defaultSort: '-created',
      id: 'id',
      map: toAuditEntry,
    });
  });
}
