import type { ActionItem } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { newLinkToken } from '../auth/guests';
import { endLinks, linkPathOf } from '../auth/links';
import type { Database } from '../db/schema';

// A class's participants as the administrator and the university manager both see them: how far
// each is, and the sign-in link in force (issue 18, 19).

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export interface Link {
  token: string;
  /** The address that signs the user in (a regional link's differs: linkPathOf). */
  path: string;
  created_at: string;
  use_count: number;
}

function liveLinks(db: Kysely<Database>) {
  return db
    .selectFrom('link_token as l')
    .select(['l.token', 'l.region', 'l.created_at', 'l.use_count'])
    .where(sql<boolean>`(l.expires_at is null or l.expires_at > now())`);
}

/** The user's sign-in link in force, if any, and the region it signs in through. */
async function linkWithRegionOf(db: Kysely<Database>, userId: number) {
  const row = await liveLinks(db).where('l.user_id', '=', userId).orderBy('l.created_at', 'desc').executeTakeFirst();
  if (!row) return { link: null, region: null };
  const link: Link = {
    token: row.token,
    path: linkPathOf(row, userId),
    created_at: row.created_at.toISOString(),
    use_count: row.use_count,
  };
  return { link, region: row.region };
}

/** The user's sign-in link in force, if any. */
export const linkOf = async (db: Kysely<Database>, userId: number): Promise<Link | null> =>
  (await linkWithRegionOf(db, userId)).link;

/**
 * Ends the user's links in force, and the sessions they opened, and, to reissue, makes a new one
 * (the old stops working at once) through the same door: a regional student's new link is regional
 * too, so the card printed after a reissue signs in where the old one did. Returns the link before
 * and after.
 */
export async function replaceLink(
  db: Kysely<Database>,
  user: { id: number; university_class_id: number | null },
  action: 'reissue' | 'revoke',
): Promise<{ before: Link | null; after: Link | null }> {
  const { link: before, region } = await linkWithRegionOf(db, user.id);
  await endLinks(db, (eb) => eb('user_id', '=', user.id));
  if (action === 'reissue')
    await db
      .insertInto('link_token')
      .values({ token: newLinkToken(), user_id: user.id, university_class_id: user.university_class_id, region })
      .execute();
  return { before, after: await linkOf(db, user.id) };
}

type RawLink = Omit<Link, 'path'> & { region: string | null };

/** A class's participants with the tools they started and finished, their last activity and their link. */
export function participantRows(db: Kysely<Database>, classId: number) {
  return db
    .selectFrom('app_user as au')
    .select((eb) => [
      'au.id',
      'au.name',
      'au.student_number',
      'au.email',
      'au.major',
      eb
        .selectFrom('tool_result as r')
        .select(sql<string[]>`coalesce(array_agg(distinct r.action_item), '{}')`.as('done'))
        .whereRef('r.user_id', '=', 'au.id')
        .as('completed'),
      eb
        .selectFrom('tool_run as run')
        .select(sql<string[]>`coalesce(array_agg(distinct run.action_item), '{}')`.as('tools'))
        .whereRef('run.user_id', '=', 'au.id')
        .as('started'),
      eb
        .selectFrom('tool_run as run')
        .select(sql<Date>`max(run.updated_at)`.as('at'))
        .whereRef('run.user_id', '=', 'au.id')
        .as('last_activity_at'),
      eb
        .selectFrom('link_token as l')
        .select(
          sql<RawLink | null>`json_build_object('token', l.token, 'region', l.region, 'created_at', l.created_at, 'use_count', l.use_count)`.as(
            'link',
          ),
        )
        .whereRef('l.user_id', '=', 'au.id')
        .where(sql<boolean>`(l.expires_at is null or l.expires_at > now())`)
        .orderBy('l.created_at', 'desc')
        .limit(1)
        .as('link'),
    ])
    .where('au.university_class_id', '=', classId);
}

type ParticipantRow = Awaited<ReturnType<ReturnType<typeof participantRows>['executeTakeFirstOrThrow']>>;

export function toParticipant(row: ParticipantRow) {
  const link = parseJson<RawLink | null>(row.link ?? null);
  const at = row.last_activity_at ? new Date(row.last_activity_at) : null;
  return {
    id: row.id,
    name: row.name,
    student_number: row.student_number,
    email: row.email,
    major: row.major,
    completed: (row.completed ?? []) as ActionItem[],
    started: (row.started ?? []) as ActionItem[],
    last_activity_at: at ? at.toISOString() : null,
    link: link
      ? {
          token: link.token,
          path: linkPathOf(link, row.id),
          created_at: new Date(link.created_at).toISOString(),
          use_count: link.use_count,
        }
      : null,
  };
}

/** The participant list's sort keys (PARTICIPANT_SORTS) and its order when none is named. */
export const PARTICIPANT_SORT = {
  columns: { name: 'au.name', number: 'au.student_number' },
  defaultSort: 'name',
  id: 'au.id',
};

type Rows = ReturnType<typeof participantRows>;

/**
 * Only the participants as far as `progress` says: 시작 전 (no run), 진행 중 (a run, and a tool the
 * class opens without a result), 모두 완료 (a run, and a result for every tool the class opens).
 */
export function withProgress(rows: Rows, progress: 'all' | 'not_started' | 'in_progress' | 'done' | undefined): Rows {
  if (!progress || progress === 'all') return rows;
  return rows.where((eb) => {
    const started = eb.exists(eb.selectFrom('tool_run as pr').select('pr.id').whereRef('pr.user_id', '=', 'au.id'));
    if (progress === 'not_started') return eb.not(started);
    const unfinished = eb.exists(
      eb
        .selectFrom('tool_grant as pg')
        .select('pg.id')
        .whereRef('pg.university_class_id', '=', 'au.university_class_id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('tool_result as px')
                .select('px.id')
                .whereRef('px.user_id', '=', 'au.id')
                .whereRef('px.action_item', '=', 'pg.action_item'),
            ),
          ),
        ),
    );
    return eb.and([started, progress === 'in_progress' ? unfinished : eb.not(unfinished)]);
  });
}

/** A class's participants (or one of them), by name. */
export async function participantsOf(db: Kysely<Database>, classId: number, onlyUserId?: number) {
  let query = participantRows(db, classId);
  if (onlyUserId !== undefined) query = query.where('au.id', '=', onlyUserId);
  const rows = await query.orderBy('au.name').orderBy('au.id').execute();
  return rows.map(toParticipant);
}

export type Participant = Awaited<ReturnType<typeof participantsOf>>[number];

/** Registers a participant of a class with a sign-in link; returns their id. */
export async function insertParticipant(
  db: Kysely<Database>,
  classId: number,
  person: {
    name: string;
    student_number?: string | null;
    email?: string | null;
    phone?: string | null;
    major?: string | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('app_user')
    .values({
      name: person.name,
      student_number: person.student_number ?? null,
      email: person.email ?? null,
      phone: person.phone ?? null,
      major: person.major ?? null,
      university_class_id: classId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('link_token')
    .values({ token: newLinkToken(), user_id: id, university_class_id: classId })
    .execute();
  return id;
}
