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

export interface InterestCode {
  code: string;
  source: 'ptid' | 'job-card';
  at: Date;
}

/** The student's interest code: their latest ptid's, else their latest job card's. */
export async function interestCodeOf(db: Kysely<Database>, userId: number): Promise<InterestCode | null> {
  for (const source of ['ptid', 'job-card'] as const) {
    const latest = await latestResultOf(db, userId, source);
    const code = latest?.result.code;
    if (latest && typeof code === 'string' && code !== '') return { code, source, at: latest.created_at };
  }
  return null;
}

/** The occupations whose cards the student liked in their latest job card. */
export async function likedOccupationsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  const latest = await latestResultOf(db, userId, 'job-card');
  const liked = latest?.result.liked;
  const cards = (Array.isArray(liked) ? liked : [])
    .map((card) => (card as { card_id?: unknown }).card_id)
    .filter((card): card is number => typeof card === 'number');
  if (cards.length === 0) return [];
  return db
    .selectFrom('job_card as c')
    .innerJoin('occupation as o', 'o.id', 'c.occupation_id')
    .select(['o.id', 'o.name'])
    .where('c.id', 'in', cards)
    .execute();
}
