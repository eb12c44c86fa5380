import type { ClassLogDay } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { day } from '../admin/list';
import type { Database } from '../db/schema';
import { requireWithin } from '../http/domains';
import { ApiError } from '../http/errors';
import { TODAY_KST } from './classes';

// The class log (decision 033): a day of a class is what the instructor wrote for it and the tools
// run that day (Korean day) for the class's participants, read from the runs themselves.

const messages = {
  notFound: '수업 기록을 찾을 수 없습니다.',
  outside: (from: string, to: string) => `날짜는 수업 기간인 ${from}부터 ${to}까지 입력할 수 있습니다.`,
} as const;

/** The class's days, the latest first: every day with an entry or a run; `only` narrows to one day. */
export async function logOf(db: Kysely<Database>, classId: number, only?: string): Promise<ClassLogDay[]> {
  const runDay = sql<string>`to_char(r.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  let entries = db
    .selectFrom('class_log_entry')
    .select(['id', 'title', 'note', 'updated_at', day(sql.ref('day')).as('day')])
    .where('class_id', '=', classId);
  let runs = db
    .selectFrom('tool_run as r')
    .innerJoin('app_user as au', 'au.id', 'r.user_id')
    .select(['r.id', 'r.action_item', 'r.status', 'au.id as user_id', 'au.name', runDay.as('day')])
    .where('au.university_class_id', '=', classId)
    .where('r.status', '<>', 'abandoned');
  if (only) {
    entries = entries.where('day', '=', only);
    runs = runs.where(runDay, '=', only);
  }
  const [written, ran] = await Promise.all([entries.execute(), runs.orderBy('r.id').execute()]);
  const days = [...new Set([...written.map((entry) => entry.day ?? ''), ...ran.map((run) => run.day)])]
    .filter(Boolean)
    .sort()
    .reverse();
  return days.map((date) => {
    const entry = written.find((row) => row.day === date);
    return {
      day: date,
      entry: entry
        ? { id: entry.id, title: entry.title, note: entry.note, updated_at: entry.updated_at.toISOString() }
        : null,
      runs: ran
        .filter((run) => run.day === date)
        .map((run) => ({
          run_id: run.id,
          action_item: run.action_item,
          participant: run.name,
          participant_id: run.user_id,
          finished: run.status === 'completed',
        })),
    };
  });
}

/**
 * The days a class's log takes: the class's own. A university's class may have no dates (상시): it
 * takes the days from the one it was made on, up to today. So a class's log holds at most one entry
 * for each of its days, and a class's days are at most MAX_CLASS_DAYS when they are set.
 */
export async function logDaysOf(db: Kysely<Database>, classId: number): Promise<{ from: string; to: string }> {
  const row = await db
    .selectFrom('university_class')
    .select([
      day(sql.ref('starts_on')).as('starts_on'),
      day(sql.ref('ends_on')).as('ends_on'),
      sql<string>`to_char(created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD')`.as('made_on'),
      TODAY_KST.as('today'),
    ])
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.notFound);
  const from = row.starts_on ?? row.made_on;
  // biome-ignore lint/complexity/useMathMinMax: days as YYYY-MM-DD compare as text (Math.max would make NaN of them)
  return { from, to: row.ends_on ?? (row.today > from ? row.today : from) };
}

/** Writes the day's entry, on one of the class's days; a second save of the same day changes it (one row by the unique key). */
export async function saveEntry(
  db: Kysely<Database>,
  classId: number,
  body: { day: string; title: string; note: string },
): Promise<ClassLogDay> {
  const { from, to } = await logDaysOf(db, classId);
  requireWithin('day', body.day, { min: from, max: to }, messages.outside(from, to));
  await db
    .insertInto('class_log_entry')
    .values({ class_id: classId, day: body.day, title: body.title, note: body.note })
    .onConflict((oc) =>
      oc.columns(['class_id', 'day']).doUpdateSet({ title: body.title, note: body.note, updated_at: sql`now()` }),
    )
    .execute();
  const [saved] = await logOf(db, classId, body.day);
  if (!saved) throw new ApiError(404, messages.notFound);
  return saved;
}

export async function deleteEntry(db: Kysely<Database>, classId: number, entryId: number): Promise<void> {
  const gone = await db
    .deleteFrom('class_log_entry')
    .where('id', '=', entryId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new ApiError(404, messages.notFound);
}
