import { auth } from '@career/api-sdk';
import type { Context } from 'hono';
import { sql } from 'kysely';
import { guardAgainstGuessing, passwordLogin } from '../auth/passwordLogin';
import { findPrincipal, loginDataOf } from '../auth/principal';
import { createSession, destroySession, type OpenedBy } from '../auth/sessions';
import type { SessionArea } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { signInWithGift } from './aiGifts';

const messages = {
  badLink: '유효하지 않거나 만료된 링크입니다.',
  badGift: '선물 코드가 올바르지 않거나 만료되었습니다.',
  instructorUseInstructorLogin: '강사 계정은 강사 로그인을 이용해 주세요.',
  consultantUseConsultantLogin: '상담사 계정은 상담사 로그인을 이용해 주세요.',
  inactive: '사용이 중지된 계정입니다. 소속 기관이나 관리자에게 문의해 주세요.',
} as const;

export function registerAuthRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** Starts the session and answers with the login data of spec §3. */
  async function signIn(c: Context, area: SessionArea, subjectId: number, openedBy: OpenedBy = {}) {
    return loginReply(area, await createSession(deps, c, area, subjectId, openedBy));
  }

  /** The login data of spec §3 for a session just started. */
  async function loginReply(area: SessionArea, tokenHash: string) {
    const principal = await findPrincipal(deps, area, tokenHash);
    if (!principal) throw new ApiError(401, messages.inactive);
    return loginDataOf(principal);
  }

  const logout =
    (area: SessionArea) =>
    async ({ c }: { c: Context }) => {
      await destroySession(deps, c, area);
      return null;
    };

  // ── university users: consultants and instructors ──
  const findUniversityUser = (loginId: string) => () =>
    db
      .selectFrom('university_user')
      .select(['id', 'type', 'active', 'password_hash'])
      .where(sql`lower(login_id)`, '=', loginId.trim().toLowerCase())
      .executeTakeFirst();

  /** Consultants and instructors share a table and a session; each login accepts only its own type. */
  const universityUserLogin =
    (type: 'CONSULTANT' | 'INSTRUCTOR', wrongTypeMessage: string) =>
    async ({ body, c }: { body: { login_id: string; password: string }; c: Context }) => {
      const account = await passwordLogin(deps, c, {
        kind: 'university-user',
        loginId: body.login_id,
        password: body.password,
        find: findUniversityUser(body.login_id),
      });
      if (account.type !== type) throw new ApiError(403, wrongTypeMessage);
      if (!account.active) throw new ApiError(403, messages.inactive);
      return signIn(c, 'universityUser', account.id);
    };

  handle(auth.universityUserLogin, universityUserLogin('CONSULTANT', messages.instructorUseInstructorLogin));
  handle(auth.instructorLogin, universityUserLogin('INSTRUCTOR', messages.consultantUseConsultantLogin));

  handle(auth.universityUserToken, ({ principal }) => loginDataOf(principal));
  handle(auth.universityUserLogout, logout('universityUser'));

  // ── university managers ──
  handle(auth.universityLogin, async ({ body, c }) => {
    const account = await passwordLogin(deps, c, {
      kind: 'university',
      loginId: body.login_id,
      password: body.password,
      find: () =>
        db
          .selectFrom('university_manager')
          .select(['id', 'active', 'password_hash'])
          .where(sql`lower(login_id)`, '=', body.login_id.toLowerCase())
          .executeTakeFirst(),
    });
    if (!account.active) throw new ApiError(403, messages.inactive);
    return signIn(c, 'university', account.id);
  });
  handle(auth.universityToken, ({ principal }) => loginDataOf(principal));
  handle(auth.universityLogout, logout('university'));

  // ── the site administrator ──
  handle(auth.adminLogin, async ({ body, c }) => {
    const account = await passwordLogin(deps, c, {
      kind: 'admin',
      loginId: body.login_id,
      password: body.password,
      find: () =>
        db
          .selectFrom('admin_account')
          .select(['id', 'password_hash'])
          .where(sql`lower(login_id)`, '=', body.login_id.toLowerCase())
          .executeTakeFirst(),
    });
    return signIn(c, 'admin', account.id);
  });
  handle(auth.adminToken, ({ principal }) => loginDataOf(principal));
  handle(auth.adminLogout, logout('admin'));

  // ── end users: link tokens, regional links and AI gifts ──
  handle(auth.userLogin, async ({ params, body, c }) => {
    const guessing = await guardAgainstGuessing(deps, c, 'link');
    // The use is counted and the session started in one transaction: the count's update holds the
    // link's row, so a reissue at this moment either comes first (and this sign-in fails) or waits
    // and then ends the session started here.
    const tokenHash = await db.transaction().execute(async (trx) => {
      let use = trx
        .updateTable('link_token')
        .set({ use_count: sql`use_count + 1`, last_used_at: sql<Date>`now()` })
        .where('token', '=', body.token)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
      use =
        params.type === 'gwangju'
          ? use.where('region', '=', 'gwangju').where('user_id', '=', body.user_id ?? -1)
          : use.where('region', 'is', null);
      const link = await use.returning(['id', 'user_id']).executeTakeFirst();
      return link ? createSession(deps, c, 'user', link.user_id, { linkTokenId: link.id }, trx) : null;
    });
    if (!tokenHash) {
      await guessing.fail();
      throw new ApiError(401, messages.badLink);
    }
    return loginReply('user', tokenHash);
  });

  handle(auth.aiGiftLogin, async ({ body, c }) => {
    const guessing = await guardAgainstGuessing(deps, c, 'ai-gift');
    // Revoked, not yet or no longer valid, and used-up gifts are refused there (decision 023).
    const gift = await signInWithGift(db, body.code, guessing.fail);
    return signIn(c, 'user', gift.userId, { aiGiftCode: gift.code });
  });

  handle(auth.userToken, ({ principal }) => loginDataOf(principal));
  handle(auth.userLogout, logout('user'));
}
