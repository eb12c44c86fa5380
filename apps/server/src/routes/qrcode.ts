import { type EndpointData, qrcode } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { closedReason, linkIsOpen, newLinkToken } from '../auth/guests';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router, UniversityUserPrincipal } from '../http/types';

// Guest QR links as their owner (an instructor or a consultant) makes, changes, closes and reads
// them (spec §7 POST /qrcode; decision 018). Only the owner reaches a link: another's is not found.

type QrLink = EndpointData<typeof qrcode.create>;

const messages = {
  notFound: 'QR 링크를 찾을 수 없습니다.',
  notYourClass: '담당한 수업만 고를 수 있습니다.',
} as const;

function linkRows(db: Kysely<Database>) {
  return db
    .selectFrom('guest_qr_token as q')
    .leftJoin('university_class as uc', 'uc.id', 'q.university_class_id')
    .select([
      'q.id',
      'q.token',
      'q.action_item',
      'q.title',
      'q.session_label',
      'q.expires_on',
      'q.max_uses',
      'q.use_count',
      'q.active',
      'q.created_at',
      'q.university_user_id',
      'uc.id as class_id',
      'uc.name as class_name',
      sql<boolean>`not ${linkIsOpen} and q.active`.as('expired'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof linkRows>['executeTakeFirstOrThrow']>>;

function toLink(row: Row): QrLink {
  const reason = closedReason(row);
  return {
    id: row.id,
    token: row.token,
    action_item: row.action_item,
    title: row.title,
    class: row.class_id !== null && row.class_name !== null ? { id: row.class_id, name: row.class_name } : null,
    session_label: row.session_label,
    expires_on: row.expires_on,
    max_uses: row.max_uses,
    use_count: row.use_count,
    active: row.active,
    open: reason === null,
    closed_reason: reason,
    created_at: row.created_at.toISOString(),
  };
}

export function registerQrcodeRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  async function ownLink(principal: UniversityUserPrincipal, id: string): Promise<Row> {
    const row = await linkRows(db)
      .where('q.id', '=', Number(id))
      .where('q.university_user_id', '=', principal.universityUserId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, messages.notFound);
    return row;
  }

  async function assertOwnClass(principal: UniversityUserPrincipal, classId: number) {
    const assigned = await db
      .selectFrom('university_user_class')
      .select('university_class_id')
      .where('university_user_id', '=', principal.universityUserId)
      .where('university_class_id', '=', classId)
      .executeTakeFirst();
    if (!assigned) throw new ApiError(403, messages.notYourClass);
  }

  handle(qrcode.create, async ({ principal, body }) => {
    const classId = body.university_class_id ?? null;
    if (classId !== null) await assertOwnClass(principal, classId);
    const created = await db
      .insertInto('guest_qr_token')
      .values({
        token: newLinkToken(),
        action_item: body.action_item,
        university_user_id: principal.universityUserId,
        title: body.title,
        university_class_id: classId,
        session_label: body.session_label || null,
        expires_on: body.expires_on ?? null,
        max_uses: body.max_uses ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toLink(await ownLink(principal, String(created.id)));
  });

  handle(qrcode.list, async ({ principal }) => {
    const [rows, classes] = await Promise.all([
      linkRows(db)
        .where('q.university_user_id', '=', principal.universityUserId)
        .orderBy('q.created_at', 'desc')
        .orderBy('q.id', 'desc')
        .execute(),
      db
        .selectFrom('university_user_class as uc')
        .innerJoin('university_class as c', 'c.id', 'uc.university_class_id')
        .select(['c.id', 'c.name'])
        .where('uc.university_user_id', '=', principal.universityUserId)
        .where('c.active', '=', true)
        .orderBy('c.name')
        .orderBy('c.id')
        .execute(),
    ]);
    return { links: rows.map(toLink), classes };
  });

  handle(qrcode.update, async ({ principal, params, body }) => {
    const link = await ownLink(principal, params.id);
    await db
      .updateTable('guest_qr_token')
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.expires_on === undefined ? {} : { expires_on: body.expires_on }),
        ...(body.max_uses === undefined ? {} : { max_uses: body.max_uses }),
        ...(body.active === undefined ? {} : { active: body.active }),
      })
      .where('id', '=', link.id)
      .execute();
    return toLink(await ownLink(principal, params.id));
  });

  handle(qrcode.submissions, async ({ principal, params }) => {
    const link = await ownLink(principal, params.id);
    const guests = await db
      .selectFrom('guest as g')
      .leftJoin('tool_run as r', (join) =>
        join.onRef('r.user_id', '=', 'g.user_id').on('r.status', 'in', ['open', 'completed']),
      )
      .leftJoin('tool_result as t', 't.run_id', 'r.id')
      .select([
        'g.user_id',
        'g.display_name',
        'g.created_at',
        'r.status',
        'r.updated_at',
        't.summary',
        sql<number>`(select count(*) from tool_answer a where a.run_id = r.id)::integer`.as('answered'),
      ])
      .where('g.link_id', '=', link.id)
      .orderBy('g.created_at')
      .orderBy('r.created_at', 'desc')
      .execute();
    // One row per guest: their latest run.
    const seen = new Set<number>();
    const latest = guests.filter((row) => !seen.has(row.user_id) && seen.add(row.user_id));
    return {
      link: toLink(link),
      guests: latest.map((row) => ({
        user_id: row.user_id,
        display_name: row.display_name,
        joined_at: row.created_at.toISOString(),
        status: (row.status === 'completed' ? 'completed' : row.status === 'open' ? 'in_progress' : 'not_started') as
          | 'completed'
          | 'in_progress'
          | 'not_started',
        answered: row.answered ?? 0,
        updated_at: row.updated_at ? row.updated_at.toISOString() : null,
        summary: row.summary ?? null,
      })),
    };
  });
}
