import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sql } from 'kysely';
import type { SessionArea } from '../db/schema';
import type { Deps } from '../http/router';
import { randomToken, sha256 } from './tokens';

/** One cookie per area, so a consultant and the student beside them can both be signed in. */
export const SESSION_COOKIE: Readonly<Record<SessionArea, string>> = {
  user: 'cc_user',
  universityUser: 'cc_uu',
  university: 'cc_univ',
  admin: 'cc_admin',
};

export interface SessionRecord {
  id: number;
  area: SessionArea;
  subjectId: number;
  publicToken: string;
  aiGiftCode: string | null;
}

// last_seen_at is written at most once a minute per session, not on every request.
const TOUCH_AFTER_SECONDS = 60;

/** Starts a new session (a new token at every login) and sets its httpOnly cookie. */
export async function createSession(
  deps: Deps,
  c: Context,
  area: SessionArea,
  subjectId: number,
  aiGiftCode: string | null = null,
): Promise<SessionRecord> {
  const { database, config } = deps;
  await forgetSession(deps, c, area);
  const token = randomToken();
  const publicToken = randomToken();
  const row = await database.db
    .insertInto('auth_session')
    .values({
      area,
      token_hash: sha256(token),
      public_token: publicToken,
      subject_id: subjectId,
      ai_gift_code: aiGiftCode,
      last_seen_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(hours => ${config.sessionMaxHours})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  setCookie(c, SESSION_COOKIE[area], token, {
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: 'Strict',
    path: '/',
    maxAge: config.sessionMaxHours * 3600,
  });
  return { id: row.id, area, subjectId, publicToken, aiGiftCode };
}

/** The live session of an area named by the request's cookie, or null (expired or idle ones count as none). */
export async function readSession(
  { database, config }: Deps,
  c: Context,
  area: SessionArea,
): Promise<SessionRecord | null> {
  const token = getCookie(c, SESSION_COOKIE[area]);
  if (!token) return null;
  const row = await database.db
    .selectFrom('auth_session')
    .select([
      'id',
      'subject_id',
      'public_token',
      'ai_gift_code',
      sql<number>`extract(epoch from (now() - last_seen_at))`.as('idle_seconds'),
    ])
    .where('token_hash', '=', sha256(token))
    .where('area', '=', area)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row || Number(row.idle_seconds) > config.sessionIdleMinutes * 60) return null;
  if (Number(row.idle_seconds) > TOUCH_AFTER_SECONDS) {
    await database.db
      .updateTable('auth_session')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
  }
  return {
    id: row.id,
    area,
    subjectId: row.subject_id,
    publicToken: row.public_token,
    aiGiftCode: row.ai_gift_code,
  };
}

/** Deletes the session the request's cookie names, server-side. */
async function forgetSession({ database }: Deps, c: Context, area: SessionArea): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE[area]);
  if (token) await database.db.deleteFrom('auth_session').where('token_hash', '=', sha256(token)).execute();
}

/** Ends the area's session server-side and clears its cookie. */
export async function destroySession(deps: Deps, c: Context, area: SessionArea): Promise<void> {
  await forgetSession(deps, c, area);
  deleteCookie(c, SESSION_COOKIE[area], { path: '/' });
}

/** Removes sessions past their end; run at start and now and then. */
export async function purgeExpiredSessions({ database, config }: Deps): Promise<void> {
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
