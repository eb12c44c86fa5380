import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { KECO_MAJOR_GROUPS, KECO_MIDDLE_GROUPS, MAJORS, OCCUPATIONS, TRAINING_PATHS } from './content';

/** Rows per insert: well under PostgreSQL's 65,535 bind parameters, at ~10 per row. */
const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const found = ids.get(key);
  if (found === undefined) throw new Error(`Reference data names an unknown key: ${key}`);
  return found;
}

/**
 * Seeds the occupation reference data at every start (after the migrations), by key, so the content
 * files never depend on ids and a database seeded earlier takes up what the content added since:
 * - what is missing is inserted (categories by code; majors, occupations and training paths by key),
 *   with the links that name something new and a job card for each new occupation;
 * - an occupation's Holland code and prior experience follow the content, as occupations are written
 *   by the seed alone;
 * - nothing else is touched: the admin's job cards (edited, deactivated, deleted or created) stay as
 *   they are, and an occupation already seeded gets no second card.
 * A new database gets everything at once; a database up to date costs four reads.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedCategories(trx);
    const majors = await seedMajors(trx);
    const occupations = await seedOccupations(trx);
    await updateFromContent(trx, occupations.stored);

    const majorLinks = OCCUPATIONS.flatMap((occupation) =>
      occupation.majors
        .filter((key) => occupations.added.has(occupation.key) || majors.added.has(key))
        .map((key) => ({ occupation_id: idOf(occupations.ids, occupation.key), major_id: idOf(majors.ids, key) })),
    );
    for (const part of chunks(majorLinks)) {
      await trx
        .insertInto('occupation_major')
        .values(part)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }

    await seedTrainingPaths(trx, occupations);

    const cards = OCCUPATIONS.filter((occupation) => occupations.added.has(occupation.key)).map((occupation) => ({
      occupation_id: idOf(occupations.ids, occupation.key),
      summary: occupation.summary,
    }));
    for (const part of chunks(cards)) await trx.insertInto('job_card').values(part).execute();
  });
}

/** Ids by key of the rows a table holds, and the keys inserted by this run. */
interface Seeded {
  ids: Map<string, number>;
  added: Set<string>;
}

async function seedCategories(trx: Transaction<Database>): Promise<void> {
  const stored = await trx.selectFrom('job_category').select('code').execute();
  const codes = new Set(stored.map((row) => row.code));
  const majorGroups = KECO_MAJOR_GROUPS.filter((group) => !codes.has(group.code));
  const middleGroups = KECO_MIDDLE_GROUPS.filter((group) => !codes.has(group.code));
  if (majorGroups.length > 0) {
    await trx
      .insertInto('job_category')
      .values(majorGroups.map(({ code, name }) => ({ code, name, parent_code: null })))
      .execute();
  }
  if (middleGroups.length > 0) {
    await trx
      .insertInto('job_category')
      .values(middleGroups.map(({ code, name }) => ({ code, name, parent_code: code.slice(0, 1) })))
      .execute();
  }
}

async function seedMajors(trx: Transaction<Database>): Promise<Seeded> {
  const stored = await trx.selectFrom('major').select(['id', 'key']).execute();
  const ids = new Map(stored.map((row) => [row.key, row.id]));
  const added = new Set<string>();
  for (const part of chunks(MAJORS.filter((major) => !ids.has(major.key)))) {
    const rows = await trx
      .insertInto('major')
      .values(part.map(({ key, name, field, description }) => ({ key, name, field, description })))
      .returning(['id', 'key'])
      .execute();
    for (const row of rows) {
      ids.set(row.key, row.id);
      added.add(row.key);
    }
  }
  return { ids, added };
}

type StoredOccupation = { key: string; holland: string; experience_first: string | null };

async function seedOccupations(trx: Transaction<Database>): Promise<Seeded & { stored: StoredOccupation[] }> {
  const stored = await trx.selectFrom('occupation').select(['id', 'key', 'holland', 'experience_first']).execute();
  const ids = new Map(stored.map((row) => [row.key, row.id]));
  const added = new Set<string>();
  for (const part of chunks(OCCUPATIONS.filter((occupation) => !ids.has(occupation.key)))) {
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
          experience_first: occupation.experienceFirst ?? null,
        })),
      )
      .returning(['id', 'key'])
      .execute();
    for (const row of rows) {
      ids.set(row.key, row.id);
      added.add(row.key);
    }
  }
  return { ids, added, stored };
}

/**
 * The content's Holland code and prior experience for every stored occupation where they differ (a
 * review changed them, or a migration added the column): what the reference says, not an admin's
 * edit, since neither is edited in the console.
 */
async function updateFromContent(trx: Transaction<Database>, stored: readonly StoredOccupation[]): Promise<void> {
  const content = new Map(OCCUPATIONS.map((occupation) => [occupation.key, occupation]));
  for (const row of stored) {
    const occupation = content.get(row.key);
    if (occupation === undefined) continue;
    const experienceFirst = occupation.experienceFirst ?? null;
    if (occupation.holland !== row.holland || experienceFirst !== row.experience_first) {
      await trx
        .updateTable('occupation')
        .set({ holland: occupation.holland, experience_first: experienceFirst })
        .where('key', '=', row.key)
        .execute();
    }
  }
}

async function seedTrainingPaths(trx: Transaction<Database>, occupations: Seeded): Promise<void> {
  const stored = await trx.selectFrom('training_path').select(['id', 'key']).execute();
  const ids = new Map(stored.map((row) => [row.key, row.id]));
  const added = new Set<string>();
  for (const part of chunks(TRAINING_PATHS.filter((path) => !ids.has(path.key)))) {
    const rows = await trx
      .insertInto('training_path')
      .values(part.map(({ key, name, type, length, description }) => ({ key, name, type, length, description })))
      .returning(['id', 'key'])
      .execute();
    for (const row of rows) {
      ids.set(row.key, row.id);
      added.add(row.key);
    }
  }
  const links = TRAINING_PATHS.flatMap((path) =>
    path.occupations
      .filter((key) => added.has(path.key) || occupations.added.has(key))
      .map((key) => ({ training_path_id: idOf(ids, path.key), occupation_id: idOf(occupations.ids, key) })),
  );
  for (const part of chunks(links)) {
    await trx
      .insertInto('training_path_occupation')
      .values(part)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
