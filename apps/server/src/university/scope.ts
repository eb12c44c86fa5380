import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

// A manager sees and manages only their own university (decision 024). Another university's class,
// consultant, participant or note is answered as not found, so ids cannot be probed.

export const messages = {
  otherUniversity: '소속 대학의 정보만 볼 수 있습니다.',
  classNotFound: '학급을 찾을 수 없습니다.',
} as const;

/** The class, if it is of this university; else 404. */
export async function classOfUniversity(db: Kysely<Database>, classId: number, universityId: number) {
  const found = await db
    .selectFrom('university_class')
    .select(['id', 'name', 'year', 'term', 'capacity', 'university_id'])
    .select([
      sql<string | null>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('id', '=', classId)
    .where('university_id', '=', universityId)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, messages.classNotFound);
  return found;
}
