import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Refuses with 429 and Retry-After when the scope has used up its window. */
export async function assertUnderLimit(db: Kysely<Database>, limit: Limit, message: string): Promise<void> {
  const row = await db
    .selectFrom('rate_limit')
    .select(['count', sql<number>`extract(epoch from (now() - window_started_at))`.as('elapsed')])
    .where('scope', '=', limit.scope)
    .executeTakeFirst();
  if (!row || Number(row.elapsed) >= limit.windowSeconds || row.count < limit.max) return;
  const retryAfter = Math.max(1, Math.ceil(limit.windowSeconds - Number(row.elapsed)));
  throw new ApiError(
    429,
    message.replace('{seconds}', String(retryAfter)),
    { retry_after: retryAfter },
    {
      'Retry-After': String(retryAfter),
    },
  );
}

/** Counts one more event in the scope's window, atomically (a new window starts when the old one ended). */
export async function countEvent(db: Kysely<Database>, limit: Limit): Promise<void> {
  const expired = sql<boolean>`rate_limit.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})`;
  await db
    .insertInto('rate_limit')
    .values({ scope: limit.scope, window_started_at: sql`now()`, count: 1 })
    .onConflict((conflict) =>
      conflict.column('scope').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
        window_started_at: sql`case when ${expired} then now() else rate_limit.window_started_at end`,
      }),
    )
    .execute();
}

export async function clearLimit(db: Kysely<Database>, scope: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('scope', '=', scope).execute();
}
