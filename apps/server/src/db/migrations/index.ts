import type { Migration } from 'kysely';
import * as m0001 from './0001_app_meta';

/** Every migration in order. Names sort by their number; never rename or edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001,
};
