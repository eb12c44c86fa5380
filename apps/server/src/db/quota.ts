import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

// Quotas counted from the rows they record (text generations, recordings; issue 35). One statement
// that counts and inserts is not enough on PostgreSQL: each concurrent statement counts from its own
// snapshot, so ten at once under a cap of three all got in (seen: 6–10 recorded). Writers of one
// scope therefore take turns on a transaction-scoped advisory lock, and the counting statement,
// run after the lock in the same transaction, sees every row written before it.

/** The start of today in Asia/Seoul, where the quotas' days begin. */
export const quotaDayStart = sql<Date>`(date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;

/** Seconds until the next Korean day begins (the Retry-After of a daily quota). */
export const secondsToNextQuotaDay = sql<number>`ceil(extract(epoch from (${quotaDayStart} + interval '1 day' - now())))::integer`;

/** What a turn is taken on: each kind its own number space, so user 7 and link 7 are different locks. */
const KINDS = {
  'generation-owner': 1,
  'generation-class': 2,
  'generation-link': 3,
  'generation-user': 4,
  'recording-user': 5,
  'orders-instructor': 6,
} as const;

export interface Turn {
  kind: keyof typeof KINDS;
  id: number;
}

/**
 * Waits for the turn on each scope, held until the transaction ends. Always in one order (kind, then
 * id), so two writers needing the same scopes can never each hold one the other waits for.
 */
export async function takeTurns(trx: Kysely<Database>, turns: readonly Turn[]): Promise<void> {
  const keys = [...new Set(turns.map((turn) => `${KINDS[turn.kind]}:${turn.id}`))]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [kind, id] of keys) await sql`select pg_advisory_xact_lock(${kind}::integer, ${id}::integer)`.execute(trx);
}
