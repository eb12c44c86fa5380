import {
  type ActionItem,
  AUDIENCES,
  callsFor,
  dashboard,
  type LogTopic,
  PORTFOLIO_ENTRIES,
  type Portfolio,
  type QualityNote,
} from '@career/api-sdk';
import { portfolio as logic } from '@career/tool-logic';
import { sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { visibleTools } from './dashboard';
import { partReader } from './parts';
import { heldRun } from './release';
import type { ToolModule } from './types';

// The student's career portfolio (issue 39, decision 058): built from their kept results as they
// were kept (each tool reads its own through `portfolio`), never recomputed. It is the student's
// document, so it reads the same for the student, their consultant and their instructor: a result
// held until the talk (decision 024) is on the timeline as held and adds nothing to the through-line.

/** How many open action items and shared notes the portfolio lists (the latest). */
const ACTION_ITEMS_SHOWN = 30;
const NOTES_SHOWN = 20;
/** Said to an AI gift's user whose gift opens no tool any more. */
const NO_TOOLS = '이 선물로 볼 수 있는 도구가 없습니다.';

/**
 * A kept result's response-quality notes in the counsellor's words: every tool's result carries
 * them as `quality` (decision 021; none on results kept before they were recorded).
 */
function flagsOf(result: unknown): string[] {
  const notes = (result as { quality?: unknown } | null)?.quality;
  return Array.isArray(notes) ? notes.map((note: QualityNote) => note.to_counsellor) : [];
}

export function registerPortfolioRoutes({ handle, deps }: Router, tools: readonly ToolModule[]): void {
  const { db } = deps.database;
  const read = partReader(tools);

  async function portfolioOf(tools: readonly ActionItem[], userId: number, counsellor: boolean): Promise<Portfolio> {
    if (tools.length === 0) throw new ApiError(403, NO_TOOLS);
    const [student, kept, count, actionItems, notes] = await Promise.all([
      db.selectFrom('app_user').select('name').where('id', '=', userId).executeTakeFirstOrThrow(),
      db
        .selectFrom('tool_result as tr')
        .innerJoin('tool_run as r', 'r.id', 'tr.run_id')
        .select(['tr.run_id', 'tr.action_item', 'tr.result', 'tr.summary', 'tr.created_at', 'r.release_note'])
        .select(heldRun.as('held'))
        .where('tr.user_id', '=', userId)
        .where('tr.action_item', 'in', tools)
        .orderBy('tr.created_at', 'desc')
        .orderBy('tr.run_id', 'desc')
        .limit(PORTFOLIO_ENTRIES)
        .execute(),
      db
        .selectFrom('tool_result')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('action_item', 'in', tools)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('tool_action_item as item')
        .innerJoin('tool_run as r', 'r.id', 'item.run_id')
        .select([
          'r.action_item',
          'item.content',
          sql<string | null>`to_char(item.due_date, 'YYYY-MM-DD')`.as('due_date'),
        ])
        .where('r.user_id', '=', userId)
        .where('r.action_item', 'in', tools)
        .where('item.done', '=', false)
        .where(sql<boolean>`not ${heldRun}`)
        .orderBy(sql`item.due_date asc nulls last`)
        .orderBy('r.id')
        .orderBy('item.position')
        .limit(ACTION_ITEMS_SHOWN)
        .execute(),
      db
        .selectFrom('consultant_log as n')
        .innerJoin('university_user as a', 'a.id', 'n.author_id')
        .select([
          sql<string>`to_char(n.session_on, 'YYYY-MM-DD')`.as('session_on'),
          'a.name as author',
          'n.action_item',
          'n.discussed',
          'n.agreed',
        ])
        .where('n.user_id', '=', userId)
        .where('n.for_student', '=', true)
        .where('n.status', '=', 'signed')
        .where('n.deleted_at', 'is', null)
        .orderBy('n.session_on', 'desc')
        .orderBy('n.id', 'desc')
        .limit(NOTES_SHOWN)
        .execute(),
    ]);
    const oldestFirst = [...kept].reverse();
    const seen = oldestFirst
      .filter((row) => !row.held)
      .map((row) => ({
        row,
        part: read(row.action_item as ActionItem, row.result, row.summary),
      }));
    const partByRun = new Map(seen.map(({ row, part }) => [row.run_id, part]));
    return {
      student: { name: student.name },
      entries: oldestFirst.map((row) => {
        const part = partByRun.get(row.run_id);
        return {
          action_item: row.action_item as ActionItem,
          run_id: row.run_id,
          created_at: row.created_at.toISOString(),
          summary: part ? row.summary : null,
          held: !part,
          said: part?.said ?? [],
          counsellor_note: part ? row.release_note : null,
          flags: part && counsellor ? flagsOf(row.result) : [],
        };
      }),
      older: Number(count.count) - kept.length,
      ...logic.throughLineOf(
        seen.map(({ row, part }) => ({ action_item: row.action_item as ActionItem, created_at: row.created_at, part })),
      ),
      action_items: actionItems.map((item) => ({ ...item, action_item: item.action_item as ActionItem })),
      notes: notes.map((note) => ({
        ...note,
        action_item: note.action_item === 'general' ? null : (note.action_item as Exclude<LogTopic, 'general'>),
      })),
    };
  }

  for (const audience of AUDIENCES) {
    handle(callsFor(dashboard, audience).portfolio, async ({ principal, subject }) =>
      portfolioOf(await visibleTools(db, principal), subject.userId, audience !== 'user'),
    );
  }
}
