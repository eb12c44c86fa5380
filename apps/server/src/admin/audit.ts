import type { Kysely } from 'kysely';
import type { AuditAction, Database } from '../db/schema';
import type { AdminPrincipal } from '../http/types';

// Every change an administrator makes is written here in the same transaction as the change, so
// the log cannot miss one or name one that did not happen (decision 022).

export interface AuditEntry {
  action: AuditAction;
  /** What kind of thing changed, e.g. 'university', 'class', 'coupon_group'. */
  entity: string;
  entityId: number | string;
  /** One Korean line for the console's list, e.g. '대학 "한빛대학교" 등록'. */
  summary: string;
  /** The record before and after the change (null when created or deleted). */
  before?: unknown;
  after?: unknown;
  /** Why, where the console asks (deleting a consultant log). */
  reason?: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function audit(db: Kysely<Database>, admin: AdminPrincipal, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      admin_id: admin.adminId,
      admin_name: admin.name,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      summary: entry.summary,
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
    })
    .execute();
}
