import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';

// A sign-in link (`link_token`: /user/{token}, the regional links) opens user sessions, and each
// session remembers which (auth_session.link_token_id). Ending a link, for whatever reason, ends
// them in the same transaction: a reissued or revoked link leaves nobody signed in through it.

/** The address that signs a link's user in: a regional link names the user too (spec §2, decision 005). */
export const linkPathOf = (link: { token: string; region: string | null }, userId: number): string =>
  link.region === 'gwangju' ? `/gwangju/${link.token}/${userId}` : `/user/${link.token}`;

/** A link that still signs in: not ended, or ending later. */
const linkInForce = sql<boolean>`(expires_at is null or expires_at > now())`;

/**
 * Ends the links in force that `which` picks, and every session they opened; call it inside the
 * transaction that makes the change (a reissue, a revoke, a cancelled class, a withdrawal).
 */
export async function endLinks(
  db: Kysely<Database>,
  which: (eb: ExpressionBuilder<Database, 'link_token'>) => Expression<SqlBool>,
): Promise<void> {
  const ended = await db
    .updateTable('link_token')
    .set({ expires_at: sql`now()` })
    .where(which)
    .where(linkInForce)
    .returning('id')
    .execute();
  if (ended.length === 0) return;
  await db
    .deleteFrom('auth_session')
    .where(
      'link_token_id',
      'in',
      ended.map(({ id }) => id),
    )
    .execute();
}
