import { university } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { notes, sharedOnly, toRow } from '../consultantLog/notes';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { uniquely } from '../people/fields';
import { classOfUniversity } from './scope';

// A university's consultants as its manager sees them (decision 024): the classes they are
// assigned to, the tool sessions they started and the notes they shared. Made inactive, a
// consultant can no longer sign in (their sessions stop at once); their notes stay.

const NOT_FOUND = '상담사를 찾을 수 없습니다.';

function consultants(db: Kysely<Database>, universityId: number) {
  return db
    .selectFrom('university_user as uu')
    .select((eb) => [
      'uu.id',
      'uu.login_id',
      'uu.name',
      'uu.email',
      'uu.phone',
      'uu.active',
      'uu.created_at',
      eb
        .selectFrom('university_user_class as uuc')
        .innerJoin('university_class as c', 'c.id', 'uuc.university_class_id')
        .select(
          sql<
            { id: number; name: string }[]
          >`coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.year desc, c.id desc), '[]')`.as(
            'classes',
          ),
        )
        .whereRef('uuc.university_user_id', '=', 'uu.id')
        .as('classes'),
      eb
        .selectFrom('consultant_log as n')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('n.author_id', '=', 'uu.id')
        .where(sharedOnly)
        .as('shared_notes'),
      eb
        .selectFrom('consultant_log as n')
        .select(sql<Date>`max(n.signed_at)`.as('at'))
        .whereRef('n.author_id', '=', 'uu.id')
        .where(sharedOnly)
        .as('last_note_at'),
      eb
        .selectFrom('tool_run as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.started_by', '=', 'uu.id')
        .as('sessions'),
    ])
    .where('uu.type', '=', 'CONSULTANT')
    .where('uu.university_id', '=', universityId);
}

type Row = Awaited<ReturnType<ReturnType<typeof consultants>['executeTakeFirstOrThrow']>>;

const toConsultant = (row: Row) => ({
  id: row.id,
  login_id: row.login_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  active: row.active,
  classes: (typeof row.classes === 'string' ? JSON.parse(row.classes) : (row.classes ?? [])) as {
    id: number;
    name: string;
  }[],
  shared_notes: row.shared_notes ?? 0,
  sessions: row.sessions ?? 0,
  last_note_at: row.last_note_at ? new Date(row.last_note_at).toISOString() : null,
  created_at: row.created_at.toISOString(),
});

async function consultantOf(db: Kysely<Database>, id: number, universityId: number) {
  const row = await consultants(db, universityId).where('uu.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, NOT_FOUND);
  return toConsultant(row);
}

async function assign(db: Kysely<Database>, consultantId: number, classId: number, assigned: boolean) {
  if (assigned)
    await db
      .insertInto('university_user_class')
      .values({ university_user_id: consultantId, university_class_id: classId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else
    await db
      .deleteFrom('university_user_class')
      .where('university_user_id', '=', consultantId)
      .where('university_class_id', '=', classId)
      .execute();
}

export function registerUniversityConsultantRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(university.consultantList, async ({ params, principal }) => {
    const found = await classOfUniversity(db, Number(params.id), principal.university.id);
    const rows = await consultants(db, principal.university.id)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('university_user_class as uuc')
            .select('uuc.university_user_id')
            .whereRef('uuc.university_user_id', '=', 'uu.id')
            .where('uuc.university_class_id', '=', found.id),
        ),
      )
      .orderBy('uu.active', 'desc')
      .orderBy('uu.name')
      .execute();
    return rows.map(toConsultant);
  });

  handle(university.consultantDetail, async ({ params, principal }) => {
    const id = Number(params.id);
    const consultant = await consultantOf(db, id, principal.university.id);
    const [students, shared] = await Promise.all([
      db
        .selectFrom('app_user as au')
        .innerJoin('university_user_class as uuc', 'uuc.university_class_id', 'au.university_class_id')
        .innerJoin('university_class as c', 'c.id', 'au.university_class_id')
        .select((eb) => [
          'au.id',
          'au.name',
          'c.id as class_id',
          'c.name as class_name',
          eb
            .selectFrom('tool_run as r')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('r.user_id', '=', 'au.id')
            .where('r.started_by', '=', id)
            .as('sessions'),
          eb
            .selectFrom('consultant_log as n')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('n.user_id', '=', 'au.id')
            .where('n.author_id', '=', id)
            .where(sharedOnly)
            .as('notes'),
        ])
        .where('uuc.university_user_id', '=', id)
        .where('c.university_id', '=', principal.university.id)
        .orderBy('c.id', 'desc')
        .orderBy('au.name')
        .limit(500)
        .execute(),
      notes(db)
        .where('n.author_id', '=', id)
        .where('n.university_id', '=', principal.university.id)
        .where(sharedOnly)
        .orderBy('n.session_on', 'desc')
        .orderBy('n.id', 'desc')
        .limit(20)
        .execute(),
    ]);
    return {
      consultant,
      students: students.map((s) => ({
        id: s.id,
        name: s.name,
        class: { id: s.class_id, name: s.class_name },
        sessions: s.sessions ?? 0,
        notes: s.notes ?? 0,
      })),
      notes: shared.map(toRow),
    };
  });

  handle(university.consultantRegister, async ({ body, principal }) => {
    const found = await classOfUniversity(db, body.class_id, principal.university.id);
    const password_hash = await hashPassword(body.password);
    const id = await uniquely(() =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('university_user')
          .values({
            type: 'CONSULTANT',
            university_id: principal.university.id,
            login_id: body.login_id,
            name: body.name,
            email: body.email ?? null,
            phone: body.phone ?? null,
            password_hash,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await assign(trx, id, found.id, true);
        return id;
      }),
    );
    return consultantOf(db, id, principal.university.id);
  });

  handle(university.consultantUpdate, async ({ body, principal }) => {
    const found = await classOfUniversity(db, body.class_id, principal.university.id);
    await consultantOf(db, body.id, principal.university.id);
    const password_hash = body.password ? await hashPassword(body.password) : undefined;
    const fields = {
      ...(body.login_id === undefined ? {} : { login_id: body.login_id }),
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.email === undefined ? {} : { email: body.email }),
      ...(body.phone === undefined ? {} : { phone: body.phone }),
      ...(password_hash ? { password_hash } : {}),
    };
    await uniquely(() =>
      db.transaction().execute(async (trx) => {
        if (Object.keys(fields).length > 0)
          await trx.updateTable('university_user').set(fields).where('id', '=', body.id).execute();
        if (body.assigned !== undefined) await assign(trx, body.id, found.id, body.assigned);
      }),
    );
    return consultantOf(db, body.id, principal.university.id);
  });

  handle(university.consultantInactive, async ({ params, body, principal }) => {
    const id = Number(params.id);
    await consultantOf(db, id, principal.university.id);
    await db
      .updateTable('university_user')
      .set({ active: body.active ?? false })
      .where('id', '=', id)
      .execute();
    return consultantOf(db, id, principal.university.id);
  });
}
