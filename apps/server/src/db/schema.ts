import type { Generated } from 'kysely';

/** Key-value facts about this installation (e.g. when demo data was seeded). */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

/** Kysely's view of the database; each migration that adds a table adds it here. */
export interface Database {
  app_meta: AppMetaTable;
}
