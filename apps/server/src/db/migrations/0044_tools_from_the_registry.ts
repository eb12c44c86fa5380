import { type Kysely, sql } from 'kysely';
import { TOOL_IDS } from './0004_tool_runs';

/**
 * Which tools there are is the registry's to say, not the database's (decision 044): the lists of
 * tool ids in the checks of migrations 0002 and 0004 meant a new tool also edited the schema. Every
 * call that writes an action_item checks it against the registry first (the contract's enums).
 */
const statements = [
  sql`alter table tool_run drop constraint tool_run_action_item_check`,
  sql`alter table tool_result drop constraint tool_result_action_item_check`,
  sql`alter table guest_qr_token drop constraint guest_qr_token_action_item_check`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

/** Puts back the checks as 0002 and 0004 made them (the ten tools, the two guest tools). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table guest_qr_token add constraint guest_qr_token_action_item_check check (action_item in ('self-introduce', 'deepinter'))`.execute(
    db,
  );
  await sql`alter table tool_result add constraint tool_result_action_item_check check (action_item in ${TOOL_IDS})`.execute(
    db,
  );
  await sql`alter table tool_run add constraint tool_run_action_item_check check (action_item in ${TOOL_IDS})`.execute(
    db,
  );
}
