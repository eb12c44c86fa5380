import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

// A result a consultant shows after they have talked with the student (decision 024): until the
// consultant releases it, the student's calls about that run are answered 423 with this message,
// and the lists they see leave out what it says.

/** Said to a student whose consultant keeps the result until they have talked (decision 024). */
export const HELD_MESSAGE = '상담 후 공개됩니다. 상담 선생님과 결과를 함께 본 뒤에 열립니다.';

/** Whether a run (`r`) is kept from its student until they have talked with their consultant. */
export const heldRun = sql<boolean>`(r.release = 'after_talk' and r.released_at is null)`;

/**
 * Refuses a student the result of a run their consultant chose to show after they have talked
 * (423, so screens can say so rather than report a failure). Consultants always see it.
 */
export async function assertReleased(db: Kysely<Database>, runId: number): Promise<void> {
  const run = await db
    .selectFrom('tool_run')
    .select(['release', 'released_at'])
    .where('id', '=', runId)
    .executeTakeFirst();
  if (run?.release === 'after_talk' && run.released_at === null) throw new ApiError(423, HELD_MESSAGE);
}
