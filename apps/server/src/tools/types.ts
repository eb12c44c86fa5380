import type { ActionItem } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/router';

/** What a tool adds to the server: its calls, and the content it needs in a new database. */
export interface ToolModule {
  id: ActionItem;
  register(router: Router): void;
  /** Inserts the tool's seed content when the database has none (admins edit it afterwards). */
  seedContent?(db: Kysely<Database>): Promise<void>;
}
