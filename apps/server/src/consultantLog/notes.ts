import type { ConsultantLogNote, ConsultantLogRow, LogTopic } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

// Reading consultant logs (decision 024). Who may read a note: its author, always (drafts and
// deleted ones too); anyone else only a signed, shared ('university'), live note: a consultant of
// the student's class, the university's manager, the administrator. Every read by someone other
// than the author is recorded, and the author sees those reads.

export const messages = {
  notFound: '상담 일지를 찾을 수 없습니다.',
  signed: '서명한 일지는 고칠 수 없습니다. 덧붙이기로 남겨 주세요.',
  notSigned: '덧붙이기는 서명한 일지에만 할 수 있습니다. 초안은 그대로 고쳐 주세요.',
  deleted: '지운 일지입니다.',
  notAuthor: '내가 쓴 일지만 고치거나 지울 수 있습니다.',
  runMismatch: '이 진행은 고른 도구의 것이 아닙니다.',
  oneNotePerRun: '이 진행에는 이미 내 일지가 있습니다. 그 일지를 열어 이어 써 주세요.',
  notStarter: '내가 시작한 검사의 결과만 공개 시점을 정할 수 있습니다.',
} as const;

export type Reader =
  | { role: 'consultant'; id: number; name: string }
  | { role: 'manager'; id: number; name: string; universityId: number }
  | { role: 'admin'; id: number; name: string };

const day = (ref: string) => sql<string>`to_char(${sql.ref(ref)}, 'YYYY-MM-DD')`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Notes with their student, class, author and counts: the base of every read. */
export function notes(db: Kysely<Database>) {
  return db
    .selectFrom('consultant_log as n')
    .innerJoin('app_user as au', 'au.id', 'n.user_id')
    .innerJoin('university_user as a', 'a.id', 'n.author_id')
    .leftJoin('university_class as c', 'c.id', 'n.university_class_id')
    .select((eb) => [
      'n.id',
      'n.action_item',
      'n.run_id',
      'n.user_id',
      'n.author_id',
      'n.university_id',
      'n.university_class_id',
      day('n.session_on').as('session_on'),
      'n.discussed',
      'n.observed',
      'n.agreed',
      'n.memo',
      'n.visibility',
      'n.for_student',
      'n.status',
      'n.signed_at',
      'n.deleted_at',
      'n.deleted_by',
      'n.delete_reason',
      'n.created_at',
      'n.updated_at',
      'au.name as student_name',
      'au.student_number',
      'au.major',
      'a.name as author_name',
      'c.name as class_name',
      eb
        .selectFrom('consultant_log_amendment as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.log_id', '=', 'n.id')
        .as('amendment_count'),
      eb
        .selectFrom('consultant_log_read as r')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('r.log_id', '=', 'n.id')
        .as('read_count'),
    ]);
}

/** Notes whose student, author or any part contains the keyword (all of them without one). */
export function withKeyword(rows: ReturnType<typeof notes>, keyword: string | undefined) {
  if (!keyword) return rows;
  const like = likePattern(keyword);
  return rows.where((eb) =>
    eb.or([
      eb('au.name', 'like', like),
      eb('a.name', 'like', like),
      eb('n.discussed', 'like', like),
      eb('n.observed', 'like', like),
      eb('n.agreed', 'like', like),
      eb('n.memo', 'like', like),
    ]),
  );
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof notes>['executeTakeFirstOrThrow']>>;

/** What others may read: signed, shared, not deleted. */
export const sharedOnly = sql<boolean>`(n.status = 'signed' and n.visibility = 'university' and n.deleted_at is null)`;

/** What a consultant reads about a student of theirs: their own notes, and what colleagues shared. */
export const mineOrShared = (consultantId: number) => sql<boolean>`(n.author_id = ${consultantId} or ${sharedOnly})`;

const excerptOf = (row: NoteRow) =>
  [row.discussed, row.observed, row.agreed, row.memo]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ')
    .replace(/\s+/g, ' ')
    .slice(0, 80);

export function toRow(row: NoteRow): ConsultantLogRow {
  return {
    id: row.id,
    action_item: row.action_item as LogTopic,
    run_id: row.run_id,
    student: { id: row.user_id, name: row.student_name },
    class: row.university_class_id === null ? null : { id: row.university_class_id, name: row.class_name ?? '' },
    author: { id: row.author_id, name: row.author_name },
    session_on: row.session_on,
    excerpt: excerptOf(row),
    visibility: row.visibility,
    status: row.status,
    amendment_count: row.amendment_count ?? 0,
    read_count: row.read_count ?? 0,
    deleted: row.deleted_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** One note whole, as `reader` may see it: the author also gets who read it. */
export async function toNote(db: Kysely<Database>, row: NoteRow, mine: boolean): Promise<ConsultantLogNote> {
  const [amendments, reads, result] = await Promise.all([
    db
      .selectFrom('consultant_log_amendment')
      .select(['id', 'author_name', 'text', 'created_at'])
      .where('log_id', '=', row.id)
      .orderBy('id')
      .execute(),
    mine
      ? db
          .selectFrom('consultant_log_read')
          .select(['reader_name', 'reader_role', 'read_at'])
          .where('log_id', '=', row.id)
          .orderBy('read_at', 'desc')
          .limit(50)
          .execute()
      : Promise.resolve([]),
    row.run_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('tool_result')
          .select(['summary', 'created_at'])
          .where('run_id', '=', row.run_id)
          .orderBy('id', 'desc')
          .executeTakeFirst(),
  ]);
  return {
    id: row.id,
    action_item: row.action_item as LogTopic,
    run_id: row.run_id,
    student: {
      id: row.user_id,
      name: row.student_name,
      student_number: row.student_number,
      major: row.major,
      class: row.university_class_id === null ? null : { id: row.university_class_id, name: row.class_name ?? '' },
    },
    author: { id: row.author_id, name: row.author_name },
    session_on: row.session_on,
    discussed: row.discussed,
    observed: row.observed,
    agreed: row.agreed,
    memo: row.memo,
    visibility: row.visibility,
    for_student: row.for_student,
    status: row.status,
    signed_at: iso(row.signed_at),
    deleted:
      row.deleted_at === null
        ? null
        : { at: row.deleted_at.toISOString(), by: row.deleted_by ?? '', reason: row.delete_reason ?? '' },
    amendments: amendments.map((a) => ({ ...a, created_at: a.created_at.toISOString() })),
    reads: reads.map((r) => ({ ...r, read_at: r.read_at.toISOString() })),
    result: result ? { summary: result.summary, created_at: result.created_at.toISOString() } : null,
    mine,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether a consultant is assigned to the class of the note's student. */
function assignedToStudent(db: Kysely<Database>, consultantId: number, userId: number) {
  return db
    .selectFrom('app_user as au')
    .innerJoin('university_user_class as uuc', 'uuc.university_class_id', 'au.university_class_id')
    .select('au.id')
    .where('au.id', '=', userId)
    .where('uuc.university_user_id', '=', consultantId)
    .executeTakeFirst();
}

/**
 * The note `{topic}/{id}` as `reader` may read it, the read recorded when the reader is not its
 * author. Not found when it does not exist, names another topic, or the reader may not read it.
 */
export async function readNote(db: Kysely<Database>, topic: string, id: number, reader: Reader) {
  const row = await notes(db).where('n.id', '=', id).where('n.action_item', '=', topic).executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  const mine = reader.role === 'consultant' && row.author_id === reader.id;
  if (!mine) {
    const shared = row.status === 'signed' && row.visibility === 'university' && row.deleted_at === null;
    const allowed =
      reader.role === 'admin' ||
      (shared && reader.role === 'manager' && row.university_id === reader.universityId) ||
      (shared && reader.role === 'consultant' && (await assignedToStudent(db, reader.id, row.user_id)) !== undefined);
    if (!allowed) throw new ApiError(404, messages.notFound);
    await db
      .insertInto('consultant_log_read')
      .values({ log_id: row.id, reader_role: reader.role, reader_id: reader.id, reader_name: reader.name })
      .execute();
  }
  return { row, mine };
}

/** The note again after a change (its author reading it: no read recorded). */
export async function noteOfAuthor(db: Kysely<Database>, id: number): Promise<ConsultantLogNote> {
  const row = await notes(db).where('n.id', '=', id).executeTakeFirstOrThrow();
  return toNote(db, row, true);
}

/** Marks a note deleted (kept, with who and why, until the administrator erases it). */
export async function markDeleted(db: Kysely<Database>, id: number, by: string, reason: string): Promise<void> {
  await db
    .updateTable('consultant_log')
    .set({ deleted_at: sql`now()`, deleted_by: by, delete_reason: reason, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
