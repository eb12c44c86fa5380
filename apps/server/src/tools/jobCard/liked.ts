import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { latestResultOf } from '../studentResults';

/** The occupations whose cards the student liked in their latest job card. */
export async function likedOccupationsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  const latest = await latestResultOf(db, userId, 'job-card');
  const liked = latest?.result.liked;
  const cards = (Array.isArray(liked) ? liked : [])
    .map((card) => (card as { card_id?: unknown }).card_id)
    .filter((card): card is number => typeof card === 'number');
  if (cards.length === 0) return [];
  return db
    .selectFrom('job_card as c')
    .innerJoin('occupation as o', 'o.id', 'c.occupation_id')
    .select(['o.id', 'o.name'])
    .where('c.id', 'in', cards)
    .execute();
}
