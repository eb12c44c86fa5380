import { admin, csvFilename, csvOf, TOOL_NAMES } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { fieldError, uniquely } from '../people/fields';
import { importParticipants } from '../people/participantCsv';
import { insertParticipant, participantsOf, replaceLink } from '../people/participants';
import { audit } from './audit';
import { type AdminClass, classById } from './classes';

// The people of a class, as the administrator manages them (decision 022): consultants assigned to
// it, the university's managers, and its participants with their sign-in links.

const messages = {
  staffNotFound: '대학 사용자를 찾을 수 없습니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
  passwordRequired: '처음 비밀번호를 입력해 주세요.',
  otherUniversity: '이 학급의 대학에 속한 사용자가 아닙니다.',
} as const;

type Kind = 'consultant' | 'manager';

function consultants(db: Kysely<Database>) {
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
      'uu.university_id',
      eb
        .selectFrom('university_user_class as uuc')
        .innerJoin('university_class as c', 'c.id', 'uuc.university_class_id')
        .select(
          sql<
            { id: number; name: string }[]
          >`coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id), '[]')`.as('classes'),
        )
        .whereRef('uuc.university_user_id', '=', 'uu.id')
        .as('classes'),
    ])
    .where('uu.type', '=', 'CONSULTANT');
}

function managers(db: Kysely<Database>) {
  return db
    .selectFrom('university_manager as m')
    .select(['m.id', 'm.login_id', 'm.name', 'm.email', 'm.phone', 'm.active', 'm.created_at', 'm.university_id']);
}

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

interface StaffRow {
  id: number;
  login_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  active: boolean;
  created_at: Date;
  classes?: unknown;
}

const toStaff = (kind: Kind) => (row: StaffRow) => ({
  id: row.id,
  kind,
  login_id: row.login_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  active: row.active,
  classes: kind === 'consultant' ? parseJson<{ id: number; name: string }[]>(row.classes ?? []) : [],
  created_at: row.created_at.toISOString(),
});

/** The class's consultants, then its university's managers. */
export async function staffOf(db: Kysely<Database>, found: AdminClass) {
  const [assigned, heads] = await Promise.all([
    consultants(db)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('university_user_class as uuc')
            .select(sql`1`.as('one'))
            .whereRef('uuc.university_user_id', '=', 'uu.id')
            .where('uuc.university_class_id', '=', found.id),
        ),
      )
      .orderBy('uu.name')
      .execute(),
    managers(db).where('m.university_id', '=', found.university.id).orderBy('m.name').execute(),
  ]);
  return [...assigned.map(toStaff('consultant')), ...heads.map(toStaff('manager'))];
}

async function staffById(db: Kysely<Database>, kind: Kind, id: number, universityId: number) {
  const row =
    kind === 'consultant'
      ? await consultants(db).where('uu.id', '=', id).executeTakeFirst()
      : await managers(db).where('m.id', '=', id).executeTakeFirst();
  // A consultant with no university yet (or another's) is not this class's to manage.
  if (!row || row.university_id !== universityId) throw new ApiError(404, messages.staffNotFound);
  return toStaff(kind)(row);
}

export function registerPeopleAdminRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  handle(admin.staffRegister, async ({ params, body, principal }) => {
    if (!body.password) throw fieldError(400, 'password', messages.passwordRequired);
    const password_hash = await hashPassword(body.password);
    return uniquely(() =>
      db.transaction().execute(async (trx) => {
        const found = await classById(trx, Number(params.id));
        const fields = {
          login_id: body.login_id,
          name: body.name,
          email: body.email ?? null,
          phone: body.phone ?? null,
          active: body.active ?? true,
          password_hash,
          university_id: found.university.id,
        };
        let id: number;
        if (body.kind === 'consultant') {
          ({ id } = await trx
            .insertInto('university_user')
            .values({ ...fields, type: 'CONSULTANT' })
            .returning('id')
            .executeTakeFirstOrThrow());
          await trx
            .insertInto('university_user_class')
            .values({ university_user_id: id, university_class_id: found.id })
            .execute();
        } else {
          ({ id } = await trx
            .insertInto('university_manager')
            .values(fields)
            .returning('id')
            .executeTakeFirstOrThrow());
        }
        const created = await staffById(trx, body.kind, id, found.university.id);
        await audit(trx, principal, {
          action: 'create',
          entity: body.kind,
          entityId: id,
          summary: `${body.kind === 'consultant' ? '상담사' : '대학 관리자'} "${created.name}" 등록 (${found.university.name}${body.kind === 'consultant' ? `, ${found.name}` : ''})`,
          after: created,
        });
        return created;
      }),
    );
  });

  handle(admin.staffDetail, async ({ params }) => {
    const found = await classById(db, Number(params.classId));
    return staffById(db, params.kind, Number(params.id), found.university.id);
  });

  handle(admin.staffUpdate, async ({ params, body, principal }) => {
    const password_hash = body.password ? await hashPassword(body.password) : undefined;
    return uniquely(() =>
      db.transaction().execute(async (trx) => {
        const found = await classById(trx, Number(params.classId));
        const kind = params.kind;
        const id = Number(params.id);
        const before = await staffById(trx, kind, id, found.university.id);
        const fields = {
          ...(body.login_id === undefined ? {} : { login_id: body.login_id }),
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.email === undefined ? {} : { email: body.email }),
          ...(body.phone === undefined ? {} : { phone: body.phone }),
          ...(body.active === undefined ? {} : { active: body.active }),
          ...(password_hash ? { password_hash } : {}),
        };
        if (Object.keys(fields).length > 0) {
          if (kind === 'consultant')
            await trx.updateTable('university_user').set(fields).where('id', '=', id).execute();
          else await trx.updateTable('university_manager').set(fields).where('id', '=', id).execute();
        }
        if (kind === 'consultant' && body.assigned === true)
          await trx
            .insertInto('university_user_class')
            .values({ university_user_id: id, university_class_id: found.id })
            .onConflict((oc) => oc.doNothing())
            .execute();
        if (kind === 'consultant' && body.assigned === false)
          await trx
            .deleteFrom('university_user_class')
            .where('university_user_id', '=', id)
            .where('university_class_id', '=', found.id)
            .execute();
        const after = await staffById(trx, kind, id, found.university.id);
        await audit(trx, principal, {
          action: 'update',
          entity: kind,
          entityId: id,
          // The password itself is never logged, only that it changed.
          summary: `${kind === 'consultant' ? '상담사' : '대학 관리자'} "${after.name}" 수정${password_hash ? ' (비밀번호 변경)' : ''}`,
          before,
          after,
        });
        return after;
      }),
    );
  });

  handle(admin.participantRegister, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const found = await classById(trx, Number(params.id));
      const id = await insertParticipant(trx, found.id, body);
      const [created] = await participantsOf(trx, found.id, id);
      await audit(trx, principal, {
        action: 'create',
        entity: 'user',
        entityId: id,
        summary: `참여자 "${body.name}" 등록 (${found.university.name}, ${found.name}), 로그인 링크 발급`,
        after: { ...created, link: created?.link ? { created_at: created.link.created_at } : null },
      });
      if (!created) throw new Error('the participant just registered is missing');
      return created;
    }),
  );

  handle(admin.participantImport, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const found = await classById(trx, Number(params.id));
      const outcome = await importParticipants(trx, found.id, body.csv, body.skip_refused ?? false);
      const ids = new Set(outcome.ids);
      const registered = ids.size > 0 ? (await participantsOf(trx, found.id)).filter((p) => ids.has(p.id)) : [];
      if (registered.length > 0)
        await audit(trx, principal, {
          action: 'create',
          entity: 'class',
          entityId: found.id,
          summary: `참여자 ${registered.length}명 CSV로 등록 (${found.university.name}, ${found.name}), 로그인 링크 발급${outcome.refused.length ? `; 잘못된 ${outcome.refused.length}줄은 빼고` : ''}`,
          after: { registered: registered.map((p) => ({ id: p.id, name: p.name, student_number: p.student_number })) },
        });
      return { registered, refused: outcome.refused, valid_count: outcome.valid_count };
    }),
  );

  handle(admin.userLink, async ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const user = await trx
        .selectFrom('app_user')
        .select(['id', 'name', 'university_class_id', 'guest_link_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      // A guest has no link of their own: their QR link is their way in.
      if (!user || user.guest_link_id !== null) throw new ApiError(404, messages.userNotFound);
      const { before, after: link } = await replaceLink(trx, user, body.action);
      await audit(trx, principal, {
        action: body.action,
        entity: 'user',
        entityId: id,
        summary: `사용자 "${user.name}"의 로그인 링크 ${body.action === 'reissue' ? '재발급 (이전 링크는 더 쓸 수 없음)' : '회수'}`,
        // The token is a credential: the log keeps when links were made, not the links.
        before: before ? { created_at: before.created_at, use_count: before.use_count } : null,
        after: link ? { created_at: link.created_at } : null,
      });
      return { link };
    }),
  );

  handle(admin.classDetail, async ({ params }) => {
    const found = await classById(db, Number(params.id));
    const [staff, participants] = await Promise.all([staffOf(db, found), participantsOf(db, found.id)]);
    return { class: found, staff, participants };
  });

  handle(admin.classParticipantsExport, async ({ params }) => {
    const found = await classById(db, Number(params.id));
    const participants = await participantsOf(db, found.id);
    type Participant = (typeof participants)[number];
    const csv = csvOf<Participant>(
      [
        { label: '번호', value: (p) => p.id },
        { label: '이름', value: (p) => p.name },
        { label: '학번', value: (p) => p.student_number },
        { label: '이메일', value: (p) => p.email },
        { label: '완료한 도구 수', value: (p) => p.completed.length },
        { label: '완료한 도구', value: (p) => p.completed.map((tool) => TOOL_NAMES[tool]).join(', ') },
        { label: '최근 활동', value: (p) => p.last_activity_at?.slice(0, 10) ?? null },
      ],
      participants,
    );
    return { filename: csvFilename(`${found.university.name}_${found.name}_참여자`), csv };
  });
}
