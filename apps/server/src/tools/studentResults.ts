import type { ActionItem } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { heldRun } from './release';

// What the student's other tools found, as a tool that builds on them reads it (job search, career
// model): their latest result of a tool that they may see. A result held until a talk with the
// consultant (decision 024) is never used.

export interface LatestResult {
  result: Record<string, unknown>;
  created_at: Date;
}

/** The student's latest result of a tool that is not held from them, or null. */
export async function latestResultOf(
  db: Kysely<Database>,
  userId: number,
  tool: ActionItem,
): Promise<LatestResult | null> {
  const row = await db
    .selectFrom('tool_result as tr')
    .innerJoin('tool_run as r', 'r.id', 'tr.run_id')
    .select(['tr.result', 'tr.created_at'])
    .where('tr.user_id', '=', userId)
    .where('tr.action_item', '=', tool)
    .where(sql<boolean>`not ${heldRun}`)
    .orderBy('tr.created_at', 'desc')
    .executeTakeFirst();
  return row ? { result: (row.result ?? {}) as Record<string, unknown>, created_at: row.created_at } : null;
}
