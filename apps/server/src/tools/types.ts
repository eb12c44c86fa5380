import type { ToolDefinition } from '@career/api-sdk';
import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema';
import type { Router } from '../http/router';

/**
 * What a tool adds to the server (decision 017): its declaration (whose shared run calls the
 * framework serves), its own calls, the content it needs in a new database and its own tables.
 */
export interface ToolModule {
  definition: ToolDefinition;
  /** Registers the tool's own calls (the shared run calls are registered from the definition). */
  register(router: Router): void;
  /** Inserts the tool's seed content when the database has none (admins edit it afterwards). */
  seedContent?(db: Kysely<Database>): Promise<void>;
  /** The tool's own migrations, named `NNNN_name` in the one sequence of every migration. */
  migrations?: Readonly<Record<string, Migration>>;
}
