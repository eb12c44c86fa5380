import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Kysely, sql } from 'kysely';
import type { Database, SessionArea } from '../db/schema';
import type { Deps } from '../http/types';
import { clearServerCookie, setServerCookie } from './cookies';
import { randomToken, sha256 } from './tokens';

/** One cookie per area, so a consultant and the student beside them can both be signed in. */
export const SESSION_COOKIE: Readonly<Record<SessionArea, string>> = {
  user: 'cc_user',
  universityUser: 'cc_uu',
  university: 'cc_univ',
  admin: 'cc_admin',
};

// last_seen_at is written at most once a minute per session, not on every request.
const TOUCH_AFTER = sql<boolean>`s.last_seen_at < now() - interval '1 minute'`;

/** What opened a session, so that ending it ends the session too: a gift code, or a sign-in link. */
export interface OpenedBy {
  aiGiftCode?: string | null;
  linkTokenId?: number | null;
}

/**
 * Starts a new session (a new token at every login), sets its httpOnly cookie, and returns the
 * token's hash, which names the session in the database. `db` is the caller's transaction when
 * what opened the session must still hold as it starts (a link being reissued at that moment).
 */
export async function createSession(
  deps: Deps,
  c: Context,
  area: SessionArea,
  subjectId: number,
  openedBy: OpenedBy = {},
  db: Kysely<Database> = deps.database.db,
): Promise<string> {
  const { config } = deps;
  await forgetSession(db, c, area);
  const token = randomToken();
  const tokenHash = sha256(token);
  await db
    .insertInto('auth_session')
    .values({
      area,
      token_hash: tokenHash,
      public_token: randomToken(),
      subject_id: subjectId,
      ai_gift_code: openedBy.aiGiftCode ?? null,
      link_token_id: openedBy.linkTokenId ?? null,
      last_seen_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(hours => ${config.sessionMaxHours})`,
    })
    .execute();
  setServerCookie(c, config, SESSION_COOKIE[area], token, config.sessionMaxHours * 3600);
  return tokenHash;
}

/** The hash of the area's session token in the request's cookie, or null without one. */
export function sessionTokenHash(c: Context, area: SessionArea): string | null {
  const token = getCookie(c, SESSION_COOKIE[area]);
  return token ? sha256(token) : null;
}

/**
 * The live session of an area with this token hash (neither past its absolute end nor idle too
 * long), as a query that callers extend with the account it belongs to: who is calling is then
 * one query, not a session query and an account query.
 */
export function liveSession({ database, config }: Deps, area: SessionArea, tokenHash: string) {
  return database.db
    .selectFrom('auth_session as s')
    .select(['s.id as session_id', 's.public_token', 's.ai_gift_code', TOUCH_AFTER.as('touch')])
    .where('s.token_hash', '=', tokenHash)
    .where('s.area', '=', area)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${config.sessionIdleMinutes})`);
}

/** Restarts the idle timer of a session that `liveSession` found due for it. */
export async function touchSession({ database }: Deps, sessionId: number): Promise<void> {
  await database.db
    .updateTable('auth_session')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Deletes the session the request's cookie names, server-side. */
async function forgetSession(db: Kysely<Database>, c: Context, area: SessionArea): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE[area]);
  if (token) await db.deleteFrom('auth_session').where('token_hash', '=', sha256(token)).execute();
}

/** Ends the area's session server-side and clears its cookie. */
export async function destroySession(deps: Deps, c: Context, area: SessionArea): Promise<void> {
  await forgetSession(deps.database.db, c, area);
  clearServerCookie(c, deps.config, SESSION_COOKIE[area]);
}

/** Removes sessions past their end; run at start and now and then. */
export async function purgeExpiredSessions({ database, config }: Pick<Deps, 'database' | 'config'>): Promise<void> {
  await database.db
    .deleteFrom('auth_session')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        eb('last_seen_at', '<', sql<Date>`now() - make_interval(mins => ${config.sessionIdleMinutes})`),
      ]),
    )
    .execute();
}
