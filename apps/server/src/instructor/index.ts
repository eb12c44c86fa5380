import { CLASS_REPORT_MAILS_PER_DAY, instructorWork } from '@career/api-sdk';
import { sql } from 'kysely';
import { endLinks } from '../auth/links';
import { throttle } from '../auth/rateLimit';
import { destroySession } from '../auth/sessions';
import { requireClassSpan, requireWithin } from '../http/domains';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { fieldError } from '../people/fields';
import { insertParticipant, participantsOf } from '../people/participants';
import { classesOf, ensureInstructorRow, messages, ownClass } from './classes';
import { deleteEntry, logDaysOf, logOf, saveEntry } from './classLog';
import { makeClassReport, recordSentReport, reportMail, sentReportsOf } from './classReport';
import { dashboardOf, feeStatement, processDeposit, updateTax } from './money';
import { assertOwnId, profileOf, updateProfile, withdraw } from './profile';

// The instructor's own calls (issue 22, decisions 033 and 034): every one is about the signed-in
// instructor and their classes only.

const reportMessages = {
  tooOften: '보고서를 너무 자주 만들었습니다. {seconds}초 뒤에 다시 해 주세요.',
  tooMany: `하루에 보낼 수 있는 수업 보고서(${CLASS_REPORT_MAILS_PER_DAY}통)를 모두 보냈습니다. 첫 보고서를 보낸 때부터 24시간이 지나면 다시 보낼 수 있습니다.`,
} as const;

export function registerInstructorWorkRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(instructorWork.profile, ({ params, principal }) => {
    assertOwnId(principal.universityUserId, Number(params.id));
    return profileOf(db, principal.universityUserId);
  });

  handle(instructorWork.profileUpdate, ({ params, body, principal }) => {
    assertOwnId(principal.universityUserId, Number(params.id));
    return updateProfile(db, principal.universityUserId, body);
  });

  handle(instructorWork.withdraw, async ({ params, body, principal, c }) => {
    assertOwnId(principal.universityUserId, Number(params.id));
    await withdraw(db, principal.universityUserId, body.password);
    await destroySession(deps, c, 'universityUser');
    return { withdrawn_at: new Date().toISOString() };
  });

  handle(instructorWork.classList, async ({ principal }) => ({
    classes: await classesOf(db, principal.universityUserId),
  }));

  handle(instructorWork.classRegister, async ({ body, principal }) => {
    requireClassSpan(body.starts_on, body.ends_on);
    const id = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('university_class')
        .values({
          university_id: null,
          name: body.name,
          year: Number(body.starts_on.slice(0, 4)),
          starts_on: body.starts_on,
          ends_on: body.ends_on,
          capacity: body.capacity ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('university_user_class')
        .values({ university_user_id: principal.universityUserId, university_class_id: created.id })
        .execute();
      await trx
        .insertInto('instructor_class')
        .values({
          class_id: created.id,
          organization: body.organization,
          place: body.place ?? null,
          memo: body.memo ?? null,
          fee_amount: body.fee_amount ?? null,
        })
        .execute();
      return created.id;
    });
    return ownClass(db, principal.universityUserId, id);
  });

  handle(instructorWork.classUpdate, async ({ params, body, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    if (found.state === 'cancelled') throw new ApiError(409, messages.cancelled);
    const capacity = body.capacity ?? null;
    if (
      found.managed &&
      (body.name !== found.name ||
        body.starts_on !== found.starts_on ||
        body.ends_on !== found.ends_on ||
        capacity !== found.capacity ||
        body.organization !== found.organization)
    )
      throw new ApiError(409, messages.managed);
    if (body.starts_on !== found.starts_on || body.ends_on !== found.ends_on)
      requireClassSpan(body.starts_on, body.ends_on);
    const fee = body.fee_amount ?? null;
    const deposited = found.fee.deposited_amount;
    if (deposited !== null)
      requireWithin('fee_amount', fee ?? 0, { min: deposited }, messages.feeUnderDeposit(deposited));
    await db.transaction().execute(async (trx) => {
      await ensureInstructorRow(trx, found);
      if (!found.managed)
        await trx
          .updateTable('university_class')
          .set({
            name: body.name,
            year: Number(body.starts_on.slice(0, 4)),
            starts_on: body.starts_on,
            ends_on: body.ends_on,
            capacity,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', found.id)
          .execute();
      // The fee stays at or above a deposit already marked (held by the update itself, against a
      // deposit marked meanwhile in another tab).
      const changed = await trx
        .updateTable('instructor_class')
        .set({
          organization: body.organization,
          place: body.place ?? null,
          memo: body.memo ?? null,
          fee_amount: fee,
          updated_at: sql<Date>`now()`,
        })
        .where('class_id', '=', found.id)
        .where((eb) =>
          fee === null
            ? eb('deposited_amount', 'is', null)
            : eb.or([eb('deposited_amount', 'is', null), eb('deposited_amount', '<=', fee)]),
        )
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) {
        const { deposited_amount } = await trx
          .selectFrom('instructor_class')
          .select('deposited_amount')
          .where('class_id', '=', found.id)
          .executeTakeFirstOrThrow();
        throw fieldError(400, 'fee_amount', messages.feeUnderDeposit(deposited_amount ?? 0));
      }
    });
    return ownClass(db, principal.universityUserId, found.id);
  });

  handle(instructorWork.classCancel, async ({ params, body, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    if (found.managed) throw new ApiError(409, messages.managedCancel);
    if (found.state === 'finished') throw new ApiError(409, messages.finished);
    await db.transaction().execute(async (trx) => {
      await ensureInstructorRow(trx, found);
      const cancelled = await trx
        .updateTable('instructor_class')
        .set({ cancelled_at: sql<Date>`now()`, cancel_reason: body.reason, updated_at: sql<Date>`now()` })
        .where('class_id', '=', found.id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) === 0) throw new ApiError(409, messages.alreadyCancelled);
      await trx.updateTable('university_class').set({ active: false }).where('id', '=', found.id).execute();
      // Nobody signs in to a cancelled class, and nobody stays signed in; what they did stays.
      await endLinks(trx, (eb) => eb('university_class_id', '=', found.id));
    });
    return ownClass(db, principal.universityUserId, found.id);
  });

  handle(instructorWork.classParticipants, async ({ params, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    return { class: found, participants: await participantsOf(db, found.id) };
  });

  handle(instructorWork.participantAdd, async ({ params, body, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    if (found.state === 'cancelled') throw new ApiError(409, messages.cancelled);
    const id = await db.transaction().execute(async (trx) => {
      // The class row is taken first, so two additions at once cannot both take the last place.
      await trx.selectFrom('university_class').select('id').where('id', '=', found.id).forUpdate().execute();
      if (found.capacity !== null) {
        const { n } = await trx
          .selectFrom('app_user')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('university_class_id', '=', found.id)
          .where('guest_link_id', 'is', null)
          .executeTakeFirstOrThrow();
        if (n >= found.capacity) throw new ApiError(409, messages.full(found.capacity));
      }
      return insertParticipant(trx, found.id, body);
    });
    const [participant] = await participantsOf(db, found.id, id);
    if (!participant) throw new ApiError(404, messages.notFound);
    return participant;
  });

  handle(instructorWork.classLog, async ({ params, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    const [days, entryDays] = await Promise.all([logOf(db, found.id), logDaysOf(db, found.id)]);
    return { class: found, days, entry_days: entryDays };
  });

  handle(instructorWork.classLogSave, async ({ params, body, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    if (found.state === 'cancelled') throw new ApiError(409, messages.cancelled);
    return saveEntry(db, found.id, body);
  });

  handle(instructorWork.classLogDelete, async ({ params, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    await deleteEntry(db, found.id, Number(params.entryId));
    return null;
  });

  handle(instructorWork.classReport, async ({ params, body, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    // Each report is drawn anew, in the report worker (decision 035): enough for any class, not for a loop.
    await throttle(db, reportMessages.tooOften, {
      scope: `class-report:${principal.universityUserId}`,
      max: 60,
      windowSeconds: 3600,
    });
    const made = await makeClassReport({ db, reports: deps.reports }, principal.universityUserId, found, body.names);
    return { filename: made.filename, pages: made.pages, size: made.pdf.byteLength, pdf: made.pdf.toString('base64') };
  });

  handle(instructorWork.sendReport, async ({ body, principal }) => {
    const found = await ownClass(db, principal.universityUserId, body.class_id);
    await throttle(db, reportMessages.tooMany, {
      scope: `class-report-mail:${principal.universityUserId}`,
      max: CLASS_REPORT_MAILS_PER_DAY,
      windowSeconds: 24 * 3600,
    });
    const made = await makeClassReport({ db, reports: deps.reports }, principal.universityUserId, found, body.names);
    await deps.mailer.send(reportMail(found, made, body));
    const sent = { classId: found.id, sentBy: principal.universityUserId, recipient: body.to, names: body.names };
    return recordSentReport(db, sent, made);
  });

  handle(instructorWork.sentReports, async ({ params, principal }) => {
    const found = await ownClass(db, principal.universityUserId, Number(params.id));
    return { reports: await sentReportsOf(db, found.id) };
  });

  handle(instructorWork.depositProcess, ({ body, principal }) => processDeposit(db, principal.universityUserId, body));
  handle(instructorWork.taxUpdate, ({ body, principal }) => updateTax(db, principal.universityUserId, body));
  handle(instructorWork.lectureFee, ({ body, principal }) => feeStatement(db, principal.universityUserId, body));
  handle(instructorWork.dashboard, ({ body, principal }) => dashboardOf(db, principal.universityUserId, body));
}
