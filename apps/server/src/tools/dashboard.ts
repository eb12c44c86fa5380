import { ACTION_ITEMS, type ActionItem, AUDIENCES, callsFor, dashboard, type EndpointData } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Principal, Router } from '../http/types';

type Overview = EndpointData<typeof dashboard.userOverview>;

/** How many pending action items the overview lists. */
const PENDING_SHOWN = 5;

/** The tools the caller may see for the user: an AI gift's own, else all ten. */
export async function visibleTools(db: Kysely<Database>, principal: Principal): Promise<readonly ActionItem[]> {
  if (principal.area !== 'user' || !principal.aiGiftCode) return ACTION_ITEMS;
  const gift = await db
    .selectFrom('ai_gift')
    .select('tools')
    .where('code', '=', principal.aiGiftCode)
    .executeTakeFirst();
  const granted = new Set(gift?.tools ?? []);
  return ACTION_ITEMS.filter((tool) => granted.has(tool));
}

/** Spec §7 `GET /dashboard/{id}` for each audience: where the user stands in every tool they may use. */
export function registerDashboardRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  async function overview(principal: Principal, userId: number): Promise<Overview> {
    const [tools, runs, actionItems] = await Promise.all([
      visibleTools(db, principal),
      sql<{ action_item: ActionItem; open: boolean; results: number; answered: number; updated_at: Date }>`
        select run.action_item,
          bool_or(run.status = 'open') as open,
          (count(*) filter (where run.status = 'completed'))::integer as results,
          (select count(*) from tool_answer answer
            where answer.run_id = any(array_agg(run.id) filter (where run.status = 'open')))::integer as answered,
          max(greatest(run.updated_at,
            (select max(answer.updated_at) from tool_answer answer where answer.run_id = run.id))) as updated_at
        from tool_run run
        where run.user_id = ${userId} and run.status <> 'abandoned'
        group by run.action_item`.execute(db),
      sql<{ action_item: ActionItem; content: string; due_date: string | null; done: boolean }>`
        select run.action_item, item.content, to_char(item.due_date, 'YYYY-MM-DD') as due_date, item.done
        from tool_action_item item join tool_run run on run.id = item.run_id
        where run.user_id = ${userId}
        order by item.due_date asc nulls last, run.id, item.position`.execute(db),
    ]);
    const byTool = new Map(runs.rows.map((row) => [row.action_item, row]));
    const visible = new Set(tools);
    const shownItems = actionItems.rows.filter((item) => visible.has(item.action_item));
    return {
      tools: tools.map((tool) => {
        const row = byTool.get(tool);
        return {
          action_item: tool,
          status: row?.open ? 'in_progress' : row && row.results > 0 ? 'completed' : 'not_started',
          answered: row?.open ? row.answered : 0,
          updated_at: row ? new Date(row.updated_at).toISOString() : null,
          results: row?.results ?? 0,
        };
      }),
      action_items: {
        total: shownItems.length,
        done: shownItems.filter((item) => item.done).length,
        pending: shownItems
          .filter((item) => !item.done)
          .slice(0, PENDING_SHOWN)
          .map(({ action_item, content, due_date }) => ({ action_item, content, due_date })),
      },
    };
  }

  for (const audience of AUDIENCES) {
    handle(callsFor(dashboard, audience).overview, ({ principal, subject }) => overview(principal, subject.userId));
  }
}
