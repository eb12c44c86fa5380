import { instructor } from '@career/api-sdk';
import { sql } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password';
import { guardAgainstGuessing } from '../auth/passwordLogin';
import { perAddress, perEmail, throttle } from '../auth/rateLimit';
import { randomDigits } from '../auth/tokens';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { messages } from './instructor';

// Password reset by a one-time code (docs/decisions/008): asking for a code changes nothing, so
// knowing someone's e-mail address is not enough to lock them out; the code is kept only as an
// argon2id hash, works for RESET_CODE_TTL_SECONDS and RESET_CODE_MAX_ATTEMPTS tries, and is consumed
// by the same statement that proves it was still there.

export const RESET_CODE_TTL_SECONDS = 900;
export const RESET_CODE_MAX_ATTEMPTS = 5;
const HOUR = 3600;

export function registerPasswordResetRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;
  const { config } = deps;

  /** The instructor accounts an address names (one; the unique index is on the exact text). */
  const accountsOf = (email: string) =>
    db.selectFrom('university_user').select('id').where(sql`lower(email)`, '=', email).where('type', '=', 'INSTRUCTOR');

  // The same reply, in about the same time, whether or not the address has an account.
  handle(instructor.sendPasswordResetCode, async ({ body, c }) => {
    await throttle(
      db,
      messages.tooMany,
      perAddress(c, config, 'password-reset', 20, HOUR),
      perEmail(body.email, 'password-reset', 3, HOUR),
    );
    const code = randomDigits(8);
    const codeHash = await hashPassword(code);
    const account = await accountsOf(body.email).select('email').executeTakeFirst();
    if (account?.email) {
      const values = {
        code_hash: codeHash,
        expires_at: sql<Date>`now() + make_interval(secs => ${RESET_CODE_TTL_SECONDS})`,
        attempts: 0,
        created_at: sql<Date>`now()`,
      };
      // A new code replaces the previous one.
      await db
        .insertInto('password_reset')
        .values({ university_user_id: account.id, ...values })
        .onConflict((conflict) => conflict.column('university_user_id').doUpdateSet(values))
        .execute();
      await deps.mailer.send({
        to: account.email,
        subject: '[진로 코칭 플랫폼] 비밀번호 재설정 인증번호',
        text: `비밀번호 재설정 인증번호는 ${code} 입니다.\n${RESET_CODE_TTL_SECONDS / 60}분 안에 비밀번호 찾기 화면에 입력하고 새 비밀번호를 정해 주세요.\n본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.`,
        secret: code,
      });
    }
    return { expires_in_seconds: RESET_CODE_TTL_SECONDS };
  });

  handle(instructor.resetPassword, async ({ body, c }) => {
    const guessing = await guardAgainstGuessing(deps, c, 'password-reset-code');
    // Claims one try before checking, in one statement, so concurrent guesses cannot exceed the limit.
    const claimed = await db
      .updateTable('password_reset')
      .set({ attempts: sql`attempts + 1` })
      .where('university_user_id', 'in', accountsOf(body.email))
      .where('expires_at', '>', sql<Date>`now()`)
      .where('attempts', '<', RESET_CODE_MAX_ATTEMPTS)
      .returning(['university_user_id', 'code_hash'])
      .executeTakeFirst();
    // Without a live code this still spends the time of a check (no account enumeration).
    if (!(await verifyPassword(claimed?.code_hash, body.code)) || !claimed) {
      await guessing.fail();
      throw new ApiError(400, messages.badCode);
    }
    const passwordHash = await hashPassword(body.password);
    await db.transaction().execute(async (trx) => {
      // Only one of two simultaneous uses of the code finds it still there.
      const consumed = await trx
        .deleteFrom('password_reset')
        .where('university_user_id', '=', claimed.university_user_id)
        .where('code_hash', '=', claimed.code_hash)
        .returning('university_user_id')
        .executeTakeFirst();
      if (!consumed) throw new ApiError(400, messages.badCode);
      await trx
        .updateTable('university_user')
        .set({ password_hash: passwordHash })
        .where('id', '=', claimed.university_user_id)
        .execute();
      // Whoever knew the old password is signed out everywhere.
      await trx
        .deleteFrom('auth_session')
        .where('area', '=', 'universityUser')
        .where('subject_id', '=', claimed.university_user_id)
        .execute();
    });
    return null;
  });
}
