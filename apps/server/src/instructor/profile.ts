import type { InstructorProfile } from '@career/api-sdk';
import { isUsableOrder, refundAmount } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { endLinks } from '../auth/links';
import { hashPassword, verifyPassword } from '../auth/password';
import { likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { fieldError } from '../people/fields';

// The instructor's profile and withdrawal (decision 033). Withdrawal erases who they are and whom
// they taught; the orders stay, with the buyer's name and e-mail copied onto them, because the law
// (전자상거래법: 5 years) keeps records of payments.

export const messages = {
  notFound: '강사를 찾을 수 없습니다.',
  wrongPassword: '비밀번호가 맞지 않습니다.',
  paying: '결제나 입금 확인이 진행 중인 주문이 있습니다. 끝난 뒤에 탈퇴할 수 있습니다.',
  refunding: '환불이 진행 중인 주문이 있습니다. 환불이 끝난 뒤에 탈퇴할 수 있습니다.',
} as const;

/** What a withdrawn instructor's row keeps in place of a name, and their participants' names become. */
export const WITHDRAWN_NAME = '탈퇴한 강사';
export const ERASED_PARTICIPANT = '(삭제된 참여자)';
/** What an erased outbox copy says in place of its recipient and its content. */
export const ERASED_MAIL = {
  recipient: '(탈퇴로 지움)',
  body: '(탈퇴한 강사의 메일이라 받는 사람과 내용을 지웠습니다.)',
};

/** Only the signed-in instructor's own id: another's is "not found", so ids cannot be probed. */
export function assertOwnId(instructorId: number, id: number): void {
  if (instructorId !== id) throw new ApiError(404, messages.notFound);
}

async function withdrawalFacts(db: Kysely<Database>, instructorId: number): Promise<InstructorProfile['withdrawal']> {
  const [classes, orders] = await Promise.all([
    // Only the classes the instructor registered (no university): withdrawal erases their people.
    db
      .selectFrom('university_user_class as uuc')
      .innerJoin('university_class as c', 'c.id', 'uuc.university_class_id')
      .select((eb) => [
        sql<number>`count(*)::int`.as('classes'),
        eb
          .selectFrom('app_user as au')
          .innerJoin('university_user_class as mine', 'mine.university_class_id', 'au.university_class_id')
          .innerJoin('university_class as own', 'own.id', 'mine.university_class_id')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('mine.university_user_id', '=', instructorId)
          .where('own.university_id', 'is', null)
          .where('au.guest_link_id', 'is', null)
          .as('participants'),
      ])
      .where('uuc.university_user_id', '=', instructorId)
      .where('c.university_id', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('kit_order')
      .select(['status', 'amount', 'uses', 'used_uses', 'refunded_uses', 'refunded_amount', 'refund_started_at'])
      .where('instructor_id', '=', instructorId)
      .execute(),
  ]);
  const paid = orders.filter(isUsableOrder);
  const unused = (order: (typeof orders)[number]) => order.uses - order.used_uses - order.refunded_uses;
  const blocked = orders.some((order) => order.status === 'confirming' || order.status === 'waiting_deposit')
    ? messages.paying
    : orders.some((order) => order.refund_started_at !== null)
      ? messages.refunding
      : null;
  return {
    classes: classes.classes,
    participants: Number(classes.participants ?? 0),
    orders: orders.filter((order) => order.status !== 'pending').length,
    unused_uses: paid.reduce((total, order) => total + unused(order), 0),
    refundable_amount: paid.reduce((total, order) => total + refundAmount(order, unused(order)), 0),
    blocked,
  };
}

export async function profileOf(db: Kysely<Database>, instructorId: number): Promise<InstructorProfile> {
  const row = await db
    .selectFrom('university_user')
    .select(['id', 'name', 'email', 'login_id', 'phone', 'affiliation', 'created_at'])
    .where('id', '=', instructorId)
    .where('type', '=', 'INSTRUCTOR')
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? row.login_id,
    phone: row.phone,
    affiliation: row.affiliation,
    created_at: row.created_at.toISOString(),
    withdrawal: await withdrawalFacts(db, instructorId),
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  instructorId: number,
  body: {
    name?: string | undefined;
    phone?: string | null | undefined;
    affiliation?: string | null | undefined;
    current_password?: string | undefined;
    new_password?: string | undefined;
  },
): Promise<InstructorProfile> {
  let passwordHash: string | undefined;
  if (body.current_password !== undefined && body.new_password !== undefined) {
    const { password_hash } = await db
      .selectFrom('university_user')
      .select('password_hash')
      .where('id', '=', instructorId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(password_hash, body.current_password)))
      throw fieldError(400, 'current_password', messages.wrongPassword);
    passwordHash = await hashPassword(body.new_password);
  }
  const changes = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.phone === undefined ? {} : { phone: body.phone || null }),
    ...(body.affiliation === undefined ? {} : { affiliation: body.affiliation || null }),
    ...(passwordHash ? { password_hash: passwordHash } : {}),
  };
  if (Object.keys(changes).length > 0)
    await db.updateTable('university_user').set(changes).where('id', '=', instructorId).execute();
  return profileOf(db, instructorId);
}

/**
 * Erases the instructor: their name, e-mail, phone and password; the participants of the classes
 * they registered themselves (a university's class stays the university's, only untied from them);
 * the tax data and notes of their classes; their QR links and sign-ins; the outbox copies of mail
 * to them or about them (sign-up code, password reset, class reports they sent: recipient, subject
 * after its tag, content, attachment names). Kept: orders and refunds, with who paid copied onto
 * them, and results without names (counts and statistics).
 */
export async function withdraw(db: Kysely<Database>, instructorId: number, password: string): Promise<void> {
  const row = await db
    .selectFrom('university_user')
    .select(['password_hash', 'name', 'email', 'login_id'])
    .where('id', '=', instructorId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  if (!(await verifyPassword(row.password_hash, password))) throw fieldError(400, 'password', messages.wrongPassword);
  await db.transaction().execute(async (trx) => {
    // A payment or refund under way stops it (its outcome must reach a person who can read it).
    const { blocked } = await withdrawalFacts(trx, instructorId);
    if (blocked) throw new ApiError(409, blocked);
    await trx
      .updateTable('kit_order')
      .set({ buyer_name: row.name, buyer_email: row.email ?? row.login_id })
      .where('instructor_id', '=', instructorId)
      .execute();
    const classes = await trx
      .selectFrom('university_user_class as uuc')
      .innerJoin('university_class as c', 'c.id', 'uuc.university_class_id')
      .select(['c.id', 'c.university_id'])
      .where('uuc.university_user_id', '=', instructorId)
      .execute();
    const own = classes.filter((found) => found.university_id === null).map((found) => found.id);
    const all = classes.map((found) => found.id);
    if (own.length > 0) {
      const people = trx.selectFrom('app_user').select('id').where('university_class_id', 'in', own);
      await endLinks(trx, (eb) => eb('user_id', 'in', people));
      await trx
        .updateTable('app_user')
        .set({ name: ERASED_PARTICIPANT, student_number: null, email: null, phone: null, major: null })
        .where('university_class_id', 'in', own)
        .execute();
      await trx.updateTable('university_class').set({ active: false }).where('id', 'in', own).execute();
    }
    if (all.length > 0)
      await trx
        .updateTable('instructor_class')
        .set({
          place: null,
          memo: null,
          business_number: null,
          company_name: null,
          representative: null,
          invoice_email: null,
          tax_updated_at: null,
        })
        .where('class_id', 'in', all)
        .execute();
    // A university's class stays with the university; only the tie to this instructor goes.
    await trx
      .deleteFrom('university_user_class')
      .where('university_user_id', '=', instructorId)
      .where('university_class_id', 'not in', own.length > 0 ? own : [0])
      .execute();
    await trx
      .updateTable('guest_qr_token')
      .set({ active: false })
      .where('university_user_id', '=', instructorId)
      .execute();
    // Whom the instructor mailed class reports to is theirs, not the classes'.
    await trx.deleteFrom('class_report_mail').where('sent_by', '=', instructorId).execute();
    await eraseOutboxCopies(trx, [row.email, row.login_id]);
    await trx.deleteFrom('password_reset').where('university_user_id', '=', instructorId).execute();
    await trx
      .deleteFrom('auth_session')
      .where('area', '=', 'universityUser')
      .where('subject_id', '=', instructorId)
      .execute();
    await trx
      .updateTable('university_user')
      .set({
        name: WITHDRAWN_NAME,
        login_id: `withdrawn-${instructorId}`,
        email: null,
        phone: null,
        affiliation: null,
        // No password verifies against this: the account cannot be signed in to again.
        password_hash: '!withdrawn',
        active: false,
        withdrawn_at: sql<Date>`now()`,
      })
      .where('id', '=', instructorId)
      .execute();
  });
}

/**
 * The administrator's outbox keeps a copy of every mail: those sent to the instructor (sign-up code,
 * password reset) go by their address, and a class report they sent names them and their address
 * (its reply-to) in its text. Each such copy keeps only that a mail of its kind went, and when: the
 * subject's tag ("[수업 보고서]"), the transport and the time; the rest would name them or whom they wrote to.
 */
async function eraseOutboxCopies(trx: Kysely<Database>, addresses: readonly (string | null)[]): Promise<void> {
  const known = [...new Set(addresses.filter((address): address is string => Boolean(address)))];
  if (known.length === 0) return;
  await trx
    .updateTable('mail_outbox')
    .set({
      recipient: ERASED_MAIL.recipient,
      subject: sql<string>`coalesce(substring(subject from '^\\[[^]]*\\]') || ' ', '') || '(지움)'`,
      body: ERASED_MAIL.body,
      attachments: '[]',
    })
    .where((eb) =>
      eb.or([
        eb(
          sql`lower(recipient)`,
          'in',
          known.map((address) => address.toLowerCase()),
        ),
        ...known.map((address) => eb('body', 'ilike', likePattern(address))),
      ]),
    )
    .execute();
}
