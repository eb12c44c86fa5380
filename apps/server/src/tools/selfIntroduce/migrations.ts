import { type Kysely, type Migration, sql } from 'kysely';

/** The user's own questions (decision 017: numbered in the one sequence of migrations). */
const ownTypes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table self_introduce_type (
      id integer generated always as identity primary key,
      user_id integer not null references app_user(id) on delete cascade,
      label text not null check (length(label) between 1 and 100),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
    await sql`create index self_introduce_type_user_idx on self_introduce_type (user_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table self_introduce_type`.execute(db);
  },
};

export const migrations = { '0010_self_introduce_types': ownTypes };
