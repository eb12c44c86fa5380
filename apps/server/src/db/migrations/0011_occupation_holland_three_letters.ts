import { type Kysely, sql } from 'kysely';
import { OCCUPATIONS } from '../../reference/content';

/**
 * Every occupation's Holland code becomes three distinct letters (recommendations compare two
 * three-letter codes by Iachan's M). A database seeded earlier gets the reviewed codes from the
 * content by key, then the check allows only full codes. Occupations are written by the seed alone
 * (admins edit job cards, not occupations), so every row has a key in the content; occupations the
 * content added since are inserted by the seed at start (`seedReferenceData`).
 */
const FULL_CODE = sql.raw(`holland ~ '^[RIASEC]{3}$'
    and substr(holland, 1, 1) <> substr(holland, 2, 1)
    and substr(holland, 1, 1) <> substr(holland, 3, 1)
    and substr(holland, 2, 1) <> substr(holland, 3, 1)`);

export async function up(db: Kysely<unknown>): Promise<void> {
  const codes = sql.join(OCCUPATIONS.map(({ key, holland }) => sql`(${key}, ${holland})`));
  await sql`update occupation as o set holland = v.holland
    from (values ${codes}) as v (key, holland)
    where o.key = v.key and o.holland <> v.holland`.execute(db);
  await sql`alter table occupation drop constraint occupation_holland_check`.execute(db);
  await sql`alter table occupation add constraint occupation_holland_check check (${FULL_CODE})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table occupation drop constraint occupation_holland_check`.execute(db);
  await sql`alter table occupation add constraint occupation_holland_check
    check (holland ~ '^[RIASEC]{1,3}$')`.execute(db);
}
