import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { latestResultOf } from '../studentResults';

// The student's Holland code as the tools that build on it read it (job search, career model): the
// interest test's, else the code their card sort gave.

export interface InterestCode {
  code: string;
  source: 'ptid' | 'job-card';
  at: Date;
}

/** The student's interest code: their latest ptid's, else their latest job card's. */
export async function interestCodeOf(db: Kysely<Database>, userId: number): Promise<InterestCode | null> {
  for (const source of ['ptid', 'job-card'] as const) {
    const latest = await latestResultOf(db, userId, source);
    const code = latest?.result.code;
    if (latest && typeof code === 'string' && code !== '') return { code, source, at: latest.created_at };
  }
  return null;
}
