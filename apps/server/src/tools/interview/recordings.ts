import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../../config';
import { quotaDayStart, secondsToNextQuotaDay, takeTurns } from '../../db/quota';
import type { Database, ToolRunStatus } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { RunRef } from '../../http/types';
import { assertOpen } from '../runs';

// The interview's recordings (decision 028) within bounds (issue 35): what one person may save a day
// and in one run, counted as sent (re-recordings too), refused before anything is stored; and the
// recordings of a run left for a new one (restarted: `abandoned`) no longer played, and deleted a
// stated time after by a job (main.ts). An open run is the student's current one, however old: it
// keeps its recordings.

const messages = {
  perDay:
    '오늘 저장할 수 있는 녹음을 모두 저장해 이 녹음은 저장하지 않았습니다. 내일 다시 녹음할 수 있습니다. 글 답변은 그대로 있습니다.',
  perRun:
    '이 면접에 저장할 수 있는 녹음의 양을 넘어 이 녹음은 저장하지 않았습니다. 남은 답은 글로 해 주세요. 글 답변은 그대로 있습니다.',
  noAudio: '이 답변의 녹음이 없습니다.',
  abandoned: '새로 시작하면서 그만둔 면접이라 녹음을 들을 수 없습니다.',
} as const;

export interface Recording {
  key: string;
  type: string;
  bytes: Buffer;
  seconds: number;
}

/**
 * Keeps a recording of an answer (replacing one made before), or refuses it: 413 past the run's
 * bytes, 429 past the person's bytes today. Counted and stored in one statement, taking turns with
 * the person's other saves (db/quota.ts), so the caps hold under concurrent requests.
 */
export async function saveRecording(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'interviewAudioKbPerDay' | 'interviewAudioKbPerRun'>,
  run: RunRef,
  recording: Recording,
): Promise<void> {
  const size = recording.bytes.length;
  const perDay = config.interviewAudioKbPerDay * 1024;
  const perRun = config.interviewAudioKbPerRun * 1024;
  const outcome = await db.transaction().execute(async (trx) => {
    await takeTurns(trx, [{ kind: 'recording-user', id: run.user_id }]);
    const { rows } = await sql<{ status: ToolRunStatus; day_bytes: number; run_bytes: number; retry_after: number }>`
      with used as (
        select
          coalesce(sum(size) filter (where created_at >= ${quotaDayStart}), 0)::bigint as day_bytes,
          coalesce(sum(size) filter (where run_id = ${run.id}), 0)::bigint as run_bytes
        from interview_audio_save
        where user_id = ${run.user_id} and (created_at >= ${quotaDayStart} or run_id = ${run.id})
      ), allowed as (
        select exists (select 1 from tool_run where id = ${run.id} and status = 'open')
          and day_bytes + ${size} <= ${perDay} and run_bytes + ${size} <= ${perRun} as ok
        from used
      ), counted as (
        insert into interview_audio_save (run_id, user_id, size)
        select ${run.id}, ${run.user_id}, ${size} from allowed where ok
      ), stored as (
        insert into interview_audio (run_id, question_key, type, bytes, size, seconds)
        select ${run.id}, ${recording.key}, ${recording.type}, ${recording.bytes}, ${size}, ${recording.seconds}
        from allowed where ok
        on conflict (run_id, question_key) do update set type = excluded.type, bytes = excluded.bytes,
          size = excluded.size, seconds = excluded.seconds, created_at = now()
      )
      select (select status from tool_run where id = ${run.id}) as status,
        day_bytes::integer, run_bytes::integer, ${secondsToNextQuotaDay} as retry_after
      from used`.execute(trx);
    return rows[0];
  });
  if (!outcome) throw new Error('the recording statement returned no row');
  assertOpen(outcome);
  if (outcome.run_bytes + size > perRun) {
    throw new ApiError(413, messages.perRun, { saved_bytes: outcome.run_bytes, limit_bytes: perRun });
  }
  if (outcome.day_bytes + size > perDay) {
    const retryAfter = Math.max(1, outcome.retry_after);
    throw new ApiError(
      429,
      messages.perDay,
      { saved_bytes: outcome.day_bytes, limit_bytes: perDay, retry_after: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}

/** A recording to play: only of a run that was not left for a new one. */
export async function recordingOf(db: Kysely<Database>, runId: number, key: string) {
  const row = await db
    .selectFrom('interview_audio as a')
    .innerJoin('tool_run as r', 'r.id', 'a.run_id')
    .select(['a.type', 'a.bytes', 'a.seconds', 'a.size', 'r.status'])
    .where('a.run_id', '=', runId)
    .where('a.question_key', '=', key)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, messages.noAudio);
  if (row.status === 'abandoned') throw new ApiError(404, messages.abandoned);
  return row;
}

/**
 * Deletes the recordings of runs left for a new one more than `hours` ago, and the count of saves
 * nothing needs any more (a past day's, of a run that takes no more recordings). Returns how many
 * recordings went.
 */
export async function purgeAbandonedRecordings(db: Kysely<Database>, hours: number): Promise<number> {
  // Driven by the recordings (few), each run found by its key: the runs table is the large one.
  const deleted = await db
    .deleteFrom('interview_audio as a')
    .using('tool_run as r')
    .whereRef('r.id', '=', 'a.run_id')
    .where('r.status', '=', 'abandoned')
    .where('r.updated_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirst();
  await db
    .deleteFrom('interview_audio_save as s')
    .using('tool_run as r')
    .whereRef('r.id', '=', 's.run_id')
    .where('r.status', '<>', 'open')
    .where('s.created_at', '<', quotaDayStart)
    .execute();
  return Number(deleted.numDeletedRows);
}
