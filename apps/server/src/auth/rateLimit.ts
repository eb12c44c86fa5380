import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { clientAddress } from '../http/clientAddress';
import { ApiError } from '../http/errors';

export interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/**
 * What one client controls of an address: an IPv4 address, or an IPv6 /64 (one subscriber's
 * network; counting single IPv6 addresses would let anyone with a /64 step around every limit).
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The caller's address as rate limits count it. */
export function callerKey(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  return addressKey(clientAddress(c, config.trustProxy));
}

/** A limit on requests of one kind from the caller's address. */
export function perAddress(
  c: Context,
  config: Pick<ServerConfig, 'trustProxy'>,
  kind: string,
  max: number,
  windowSeconds: number,
): Limit {
  return { scope: `${kind}-address:${callerKey(c, config)}`, max, windowSeconds };
}

/** A limit on requests of one kind about one e-mail address (mail sent to it). */
export function perEmail(email: string, kind: string, max: number, windowSeconds: number): Limit {
  return { scope: `${kind}-email:${email}`, max, windowSeconds };
}

/** The 429 of a limit whose window has `elapsed` seconds gone, with its Retry-After. */
function tooMany(limit: Limit, elapsed: number, message: string): ApiError {
  const retryAfter = Math.max(1, Math.ceil(limit.windowSeconds - elapsed));
  return new ApiError(
    429,
    message.replace('{seconds}', String(retryAfter)),
    { retry_after: retryAfter },
    {
      'Retry-After': String(retryAfter),
    },
  );
}

/** Refuses with 429 and Retry-After when the scope has used up its window. */
export async function assertUnderLimit(db: Kysely<Database>, limit: Limit, message: string): Promise<void> {
  const row = await db
    .selectFrom('rate_limit')
    .select(['count', sql<number>`extract(epoch from (now() - window_started_at))`.as('elapsed')])
    .where('scope', '=', limit.scope)
    .executeTakeFirst();
  if (!row || Number(row.elapsed) >= limit.windowSeconds || row.count < limit.max) return;
  throw tooMany(limit, Number(row.elapsed), message);
}

/**
 * Counts one more event in the scope's window, atomically (a new window starts when the old one
 * ended), and says how many the window has now and how long it has run.
 */
export async function countEvent(db: Kysely<Database>, limit: Limit): Promise<{ count: number; elapsed: number }> {
  const expired = sql<boolean>`rate_limit.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})`;
  const row = await db
    .insertInto('rate_limit')
    .values({ scope: limit.scope, window_started_at: sql`now()`, count: 1 })
    .onConflict((conflict) =>
      conflict.column('scope').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
        window_started_at: sql`case when ${expired} then now() else rate_limit.window_started_at end`,
      }),
    )
    .returning(['count', sql<number>`extract(epoch from (now() - window_started_at))`.as('elapsed')])
    .executeTakeFirstOrThrow();
  return { count: row.count, elapsed: Number(row.elapsed) };
}

/**
 * Counts this request against each limit in turn, refusing with 429 past any of them (mail sending,
 * sign-up, guests joining). Counted first and judged by the count the statement returns, so requests
 * at the same moment cannot all slip under a limit (a refused request is counted too).
 */
export async function throttle(db: Kysely<Database>, message: string, ...limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, elapsed } = await countEvent(db, limit);
    if (count > limit.max) throw tooMany(limit, elapsed, message);
  }
}

export async function clearLimit(db: Kysely<Database>, scope: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('scope', '=', scope).execute();
}
