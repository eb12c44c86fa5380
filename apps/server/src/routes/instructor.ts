import { instructor } from '@career/api-sdk';
import type { Context } from 'hono';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { assertUnderLimit, countEvent, type Limit } from '../auth/rateLimit';
import { randomDigits, sha256, temporaryPassword } from '../auth/tokens';
import { clientAddress } from '../http/clientAddress';
import { ApiError } from '../http/errors';
import type { Router } from '../http/router';

const CODE_TTL_SECONDS = 600;
const CODE_MAX_ATTEMPTS = 5;
const TEMPORARY_PASSWORD_TTL_MINUTES = 30;
const HOUR = 3600;

const messages = {
  tooMany: '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
  taken: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.',
  badCode: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
} as const;

export function registerInstructorRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  /** Counts this request against each limit, refusing with 429 past any of them. */
  async function throttle(...limits: Limit[]): Promise<void> {
    for (const limit of limits) await assertUnderLimit(db, limit, messages.tooMany);
    for (const limit of limits) await countEvent(db, limit);
  }
  const perAddress = (c: Context, kind: string, max: number, windowSeconds: number): Limit => ({
    scope: `${kind}-address:${clientAddress(c, deps.config.trustProxy)}`,
    max,
    windowSeconds,
  });
  const perEmail = (email: string, kind: string, max: number, windowSeconds: number): Limit => ({
    scope: `${kind}-email:${email}`,
    max,
    windowSeconds,
  });

  async function emailTaken(email: string): Promise<boolean> {
    const row = await db
      .selectFrom('university_user')
      .select('id')
      .where((eb) => eb.or([eb(sql`lower(login_id)`, '=', email), eb(sql`lower(email)`, '=', email)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  handle(instructor.checkEmail, async ({ body, c }) => {
    await throttle(perAddress(c, 'check-email', 30, 60));
    return { available: !(await emailTaken(body.email)) };
  });

  handle(instructor.sendEmail, async ({ body, c }) => {
    await throttle(perAddress(c, 'send-email', 20, HOUR), perEmail(body.email, 'send-email', 5, HOUR));
    if (await emailTaken(body.email)) throw new ApiError(409, messages.taken);
    const code = randomDigits(6);
    const values = {
      code_hash: sha256(`${body.email}:${code}`),
      expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      attempts: 0,
      verified_at: null,
    };
    await db
      .insertInto('email_verification')
      .values({ email: body.email, ...values })
      .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
      .execute();
    await deps.mailer.send({
      to: body.email,
      subject: '[진로 코칭 플랫폼] 회원가입 인증번호',
      text: `회원가입 인증번호는 ${code} 입니다.\n10분 안에 가입 화면에 입력해 주세요.\n본인이 요청하지 않았다면 이 메일을 무시해 주세요.`,
    });
    return { expires_in_seconds: CODE_TTL_SECONDS };
  });

  handle(instructor.signUp, async ({ body, c }) => {
    await throttle(perAddress(c, 'sign-up', 20, HOUR));
    const passwordHash = await hashPassword(body.password);
    return db.transaction().execute(async (trx) => {
      // Consuming the code and creating the account happen together or not at all.
      const consumed = await trx
        .deleteFrom('email_verification')
        .where('email', '=', body.email)
        .where('code_hash', '=', sha256(`${body.email}:${body.code}`))
        .where('expires_at', '>', sql<Date>`now()`)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning('email')
        .executeTakeFirst();
      if (!consumed) {
        await trx
          .updateTable('email_verification')
          .set({ attempts: sql`attempts + 1` })
          .where('email', '=', body.email)
          .execute();
        throw new ApiError(400, messages.badCode);
      }
      const created = await trx
        .insertInto('university_user')
        .values({
          type: 'INSTRUCTOR',
          university_id: null,
          login_id: body.email,
          email: body.email,
          password_hash: passwordHash,
          name: body.name,
          phone: body.phone,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw new ApiError(409, messages.taken);
      return { id: created.id };
    });
  });

  // The same reply whether or not the address has an account (no account enumeration); the old
  // password keeps working until the temporary one is used, so nobody can lock another out.
  handle(instructor.sendTemporaryPassword, async ({ body, c }) => {
    await throttle(perAddress(c, 'temporary-password', 20, HOUR), perEmail(body.email, 'temporary-password', 3, HOUR));
    const password = temporaryPassword();
    const updated = await db
      .updateTable('university_user')
      .set({
        temporary_password_hash: await hashPassword(password),
        temporary_password_expires_at: sql<Date>`now() + make_interval(mins => ${TEMPORARY_PASSWORD_TTL_MINUTES})`,
      })
      .where(sql`lower(email)`, '=', body.email)
      .where('type', '=', 'INSTRUCTOR')
      .returning('email')
      .executeTakeFirst();
    if (updated?.email) {
      await deps.mailer.send({
        to: updated.email,
        subject: '[진로 코칭 플랫폼] 임시 비밀번호 안내',
        text: `임시 비밀번호는 ${password} 입니다.\n${TEMPORARY_PASSWORD_TTL_MINUTES}분 안에 로그인해 주세요. 임시 비밀번호로 로그인하면 그 비밀번호가 새 비밀번호가 됩니다.\n로그인 후 프로필에서 비밀번호를 바꿔 주세요.\n본인이 요청하지 않았다면 이 메일을 무시해 주세요. 기존 비밀번호는 그대로 쓸 수 있습니다.`,
      });
    }
    return null;
  });
}
