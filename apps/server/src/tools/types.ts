import type { PortfolioPart, ToolDefinition } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import type { Router, RunRef } from '../http/types';

/** An answer as a save sends it. */
export interface SentAnswer {
  item: string;
  value: unknown;
}

/**
 * What a tool adds to the server (decision 017): its declaration (whose shared run calls the
 * framework serves), its own calls, the content it needs in a new database and its own tables.
 */
export interface ToolModule {
  definition: ToolDefinition;
  /** Registers the tool's own calls (the shared run calls are registered from the definition). */
  register(router: Router): void;
  /** Registers the calls of the tool's content that the administrator edits (its console screens'). */
  registerAdmin?(router: Router): void;
  /** Inserts the tool's seed content when the database has none (admins edit it afterwards). */
  seedContent?(db: Kysely<Database>): Promise<void>;
  /**
   * What the item schemas cannot know, checked before a save is stored (job card: only cards dealt
   * to the run and still active); throws an ApiError (400) naming the item.
   */
  checkAnswers?(db: Kysely<Database>, run: RunRef, answers: readonly SentAnswer[]): Promise<void>;
  /** Work the tool does on its own, at start and then every `hours` (interview: recordings left behind). */
  upkeep?: { readonly hours: number; run(db: Kysely<Database>, config: ServerConfig): Promise<unknown> };
  /**
   * What one of the tool's kept results adds to the student's portfolio (decision 058), read as the
   * tool's scoring wrote it: declared with the tool's own result type (`never` here, so any tool's
   * fits), and handed only results of this tool. Without it, a result adds its summary line only.
   */
  portfolio?(result: never): PortfolioPart;
  /** The tool's own migrations, named `NNNN_name` in the one sequence of every migration. */
  migrations?: Migrations;
}
