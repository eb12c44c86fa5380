import { admin, auditResource } from '@career/api-sdk';
import type { Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/types';
import { koreanTimeOf } from './list';
import { serveResource } from './resource';

// The console's landing figures and its audit log. "Today" and "this month" are Korean days
// (Asia/Seoul), whatever the server's zone.

const TODAY = sql<Date>`date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'`;
const MONTH = sql<Date>`date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul'`;

/** Users who joined today and this month; guests of QR links are counted with their runs, not as users. */
async function newUsers(db: Kysely<Database>) {
  const row = await sql<{ today: number; month: number }>`
    select count(*) filter (where created_at >= ${TODAY})::int as today, count(*)::int as month
    from app_user where created_at >= ${MONTH} and guest_link_id is null`.execute(db);
  return row.rows[0] ?? { today: 0, month: 0 };
}

/** Runs started and completed today and this month, from the statistics' daily roll-up. */
async function runs(db: Kysely<Database>) {
  const row = await sql<{
    started_today: number;
    started_month: number;
    completed_today: number;
    completed_month: number;
  }>`
    select coalesce(sum(started) filter (where day = today), 0)::int as started_today,
           coalesce(sum(started), 0)::int as started_month,
           coalesce(sum(completed) filter (where day = today), 0)::int as completed_today,
           coalesce(sum(completed), 0)::int as completed_month
    from usage_daily, (select (now() at time zone 'Asia/Seoul')::date as today) as korea
    where day >= date_trunc('month', today)::date`.execute(db);
  const counts = row.rows[0];
  return {
    started: { today: counts?.started_today ?? 0, month: counts?.started_month ?? 0 },
    completed: { today: counts?.completed_today ?? 0, month: counts?.completed_month ?? 0 },
  };
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

const AUDIT_SORT = { columns: { created: 'created_at' }, defaultSort: '-created', id: 'id' };

const ACTION_LABELS = { create: '등록', update: '수정', delete: '삭제', revoke: '회수', reissue: '재발급' } as const;

type AuditEntry = ReturnType<typeof toAuditEntry>;

/** A change as the file keeps it: the stored JSON, whole, so nothing the log holds is lost on the way out. */
const jsonOf = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const AUDIT_CSV_COLUMNS = [
  { label: '번호', value: (entry: AuditEntry) => entry.id },
  { label: '언제', value: (entry: AuditEntry) => koreanTimeOf(entry.created_at) },
  { label: '누가', value: (entry: AuditEntry) => entry.admin_name },
  { label: '동작', value: (entry: AuditEntry) => ACTION_LABELS[entry.action] },
  { label: '대상 종류', value: (entry: AuditEntry) => entry.entity },
  { label: '대상 번호', value: (entry: AuditEntry) => entry.entity_id },
  { label: '무엇을', value: (entry: AuditEntry) => entry.summary },
  { label: '까닭', value: (entry: AuditEntry) => entry.reason },
  { label: '바꾸기 전', value: (entry: AuditEntry) => jsonOf(entry.before) },
  { label: '바꾼 뒤', value: (entry: AuditEntry) => jsonOf(entry.after) },
];

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

export function registerDashboardAdminRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  handle(admin.dashboard, async () => {
    const [joined, counted, classes, universities, recent] = await Promise.all([
      newUsers(db),
      runs(db),
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
      new_users: joined,
      runs_started: counted.started,
      runs_completed: counted.completed,
      active_classes: classes.n,
      active_universities: universities.n,
      recent_changes: recent.map(toAuditEntry),
    };
  });

  const auditRows = (query: { entity?: string; entity_id?: string }) => {
    let rows = db.selectFrom('admin_audit').select(AUDIT_COLUMNS);
    if (query.entity) rows = rows.where('entity', '=', query.entity);
    if (query.entity_id) rows = rows.where('entity_id', '=', query.entity_id);
    return rows;
  };

  serveResource(router, auditResource, {
    rows: ({ query }) => auditRows(query),
    sort: AUDIT_SORT,
    map: toAuditEntry,
    csv: { filename: () => '관리기록', columns: AUDIT_CSV_COLUMNS },
  });
}
