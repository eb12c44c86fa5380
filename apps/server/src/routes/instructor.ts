import { instructor } from '@career/api-sdk';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { type Limit, perAddress, perEmail, throttle } from '../auth/rateLimit';
import { randomDigits, sha256 } from '../auth/tokens';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';

const CODE_TTL_SECONDS = 600;
const CODE_MAX_ATTEMPTS = 5;
const HOUR = 3600;

export const messages = {
  tooMany: '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
  taken: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.',
  badCode: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
} as const;

export function registerInstructorRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;
  const { config } = deps;
  const limit = (...limits: Limit[]) => throttle(db, messages.tooMany, ...limits);

  async function emailTaken(email: string): Promise<boolean> {
    const row = await db
      .selectFrom('university_user')
      .select('id')
      .where((eb) => eb.or([eb(sql`lower(login_id)`, '=', email), eb(sql`lower(email)`, '=', email)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  handle(instructor.checkEmail, async ({ body, c }) => {
    await limit(perAddress(c, config, 'check-email', 30, 60));
    return { available: !(await emailTaken(body.email)) };
  });

  handle(instructor.sendEmail, async ({ body, c }) => {
    await limit(perAddress(c, config, 'send-email', 20, HOUR), perEmail(body.email, 'send-email', 5, HOUR));
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
      secret: code,
    });
    return { expires_in_seconds: CODE_TTL_SECONDS };
  });

  handle(instructor.signUp, async ({ body, c }) => {
    await limit(perAddress(c, config, 'sign-up', 20, HOUR));
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction().execute(async (trx) => {
      // Consuming the code and creating the account happen together or not at all.
      const consumed = await trx
        .deleteFrom('email_verification')
        .where('email', '=', body.email)
        .where('code_hash', '=', sha256(`${body.email}:${body.code}`))
        .where('expires_at', '>', sql<Date>`now()`)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning('email')
        .executeTakeFirst();
      if (!consumed) return null;
      const account = await trx
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
      // Throwing rolls the consumption back: the code stays usable.
      if (!account) throw new ApiError(409, messages.taken);
      return { id: account.id };
    });
    if (created) return created;
    // Outside the transaction, so the failed attempt is counted for good.
    await db
      .updateTable('email_verification')
      .set({ attempts: sql`attempts + 1` })
      .where('email', '=', body.email)
      .execute();
    throw new ApiError(400, messages.badCode);
  });
}
