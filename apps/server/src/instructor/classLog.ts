import type { ClassLogDay } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { day } from '../admin/list';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

// The class log (decision 033): a day of a class is what the instructor wrote for it and the tools
// run that day (Korean day) for the class's participants, read from the runs themselves.

const messages = { notFound: '수업 기록을 찾을 수 없습니다.' } as const;

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

/** Writes the day's entry; a second save of the same day changes it (one row by the unique key). */
export async function saveEntry(
  db: Kysely<Database>,
  classId: number,
  body: { day: string; title: string; note: string },
): Promise<ClassLogDay> {
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
