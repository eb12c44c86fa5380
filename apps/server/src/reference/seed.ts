import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { KECO_MAJOR_GROUPS, KECO_MIDDLE_GROUPS, MAJORS, OCCUPATIONS, TRAINING_PATHS } from './content';

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters, at ~10 per row. */
const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

/**
 * Seeds the occupation reference data into a database that has none (the same start that applies the
 * migrations), with a job card per occupation. Links are written by key, so the content files never
 * depend on ids.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('job_category').select('code').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('job_category')
      .values(KECO_MAJOR_GROUPS.map(({ code, name }) => ({ code, name, parent_code: null })))
      .execute();
    await trx
      .insertInto('job_category')
      .values(KECO_MIDDLE_GROUPS.map(({ code, name }) => ({ code, name, parent_code: code.slice(0, 1) })))
      .execute();

    const majorIds = new Map<string, number>();
    for (const part of chunks(MAJORS)) {
      const rows = await trx
        .insertInto('major')
        .values(part.map(({ key, name, field, description }) => ({ key, name, field, description })))
        .returning(['id', 'key'])
        .execute();
      for (const row of rows) majorIds.set(row.key, row.id);
    }

    const occupationIds = new Map<string, number>();
    for (const part of chunks(OCCUPATIONS)) {
      const rows = await trx
        .insertInto('occupation')
        .values(
          part.map((occupation) => ({
            key: occupation.key,
            name: occupation.name,
            summary: occupation.summary,
            description: occupation.description,
            category_code: occupation.keco,
            holland: occupation.holland,
            education: occupation.education,
            skills: [...occupation.skills],
          })),
        )
        .returning(['id', 'key'])
        .execute();
      for (const row of rows) occupationIds.set(row.key, row.id);
    }
    const idOf = (ids: Map<string, number>, key: string) => {
      const found = ids.get(key);
      if (found === undefined) throw new Error(`Reference data names an unknown key: ${key}`);
      return found;
    };

    const links = OCCUPATIONS.flatMap((occupation) =>
      occupation.majors.map((key) => ({
        occupation_id: idOf(occupationIds, occupation.key),
        major_id: idOf(majorIds, key),
      })),
    );
    for (const part of chunks(links)) await trx.insertInto('occupation_major').values(part).execute();

    for (const part of chunks(TRAINING_PATHS)) {
      const rows = await trx
        .insertInto('training_path')
        .values(part.map(({ key, name, type, length, description }) => ({ key, name, type, length, description })))
        .returning(['id', 'key'])
        .execute();
      const pathIds = new Map(rows.map((row) => [row.key, row.id]));
      const pathLinks = part.flatMap((path) =>
        path.occupations.map((key) => ({
          training_path_id: idOf(pathIds, path.key),
          occupation_id: idOf(occupationIds, key),
        })),
      );
      if (pathLinks.length > 0) await trx.insertInto('training_path_occupation').values(pathLinks).execute();
    }

    const cards = OCCUPATIONS.map((occupation) => ({
      occupation_id: idOf(occupationIds, occupation.key),
      summary: occupation.summary,
    }));
    for (const part of chunks(cards)) await trx.insertInto('job_card').values(part).execute();
  });
}
