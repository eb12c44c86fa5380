import type { Reply } from '@career/api-sdk';
import { isolated } from '../../components/UserText';
import { type ToolContextValue, useOptionalTool } from './ToolContext';
import { useToolRun } from './ToolRunContext';
import type { RunCalls, SavedResult } from './types';
import { useLoaded } from './useLoaded';

type ResultCalls = { result: { load(input: { params: { runId: number } }): Promise<Reply<unknown>> } };

/**
 * A result that is not the person's the tool is open for is refused, never shown under their name
 * (issue 23): a consultant with one student chosen may open another student's run by its address.
 */
function notTheirs(subjectName: string | null): string {
  const whose = subjectName ? `지금 고른 ${isolated(subjectName)}님` : '지금 보고 있는 사람';
  return `이 결과는 ${whose}의 결과가 아닙니다. 다른 사람의 결과는 그 사람을 고른 뒤 결과 목록에서 열어 주세요.`;
}

const refuseOthers =
  <Saved extends SavedResult>(userId: number, subjectName: string | null) =>
  (reply: Reply<Saved>): Reply<Saved> =>
    reply.ok && reply.data.user_id !== userId ? { ok: false, status: 403, message: notTheirs(subjectName) } : reply;

/**
 * Reads of a result under way, per open tool (its `results` map): the screens of one result (a
 * plan and the description above it) share one request. A failed read is not kept: a retry asks again.
 */
const reading = new WeakMap<Map<number, unknown>, Map<number, Promise<Reply<unknown>>>>();

function readResult(tool: ToolContextValue & { calls: ResultCalls }, runId: number): Promise<Reply<unknown>> {
  let pending = reading.get(tool.results);
  if (!pending) {
    pending = new Map();
    reading.set(tool.results, pending);
  }
  const known = pending.get(runId);
  if (known) return known;
  const read = tool.calls.result.load({ params: { runId } }).finally(() => pending.delete(runId));
  pending.set(runId, read);
  return read;
}

/**
 * The result a tool's result screens show: the run named in the address, else the latest kept
 * (never the open run, which has no result yet). Result screens only read, through the shared
 * result call: a run is scored and completed only by its person's own finishing action (결과 보기,
 * the tool's save/user), never by a screen that shows it (issue 35). Loaded once while the tool is
 * open and shared by its screens; `keep` records a change to it (feedback, action items). A
 * result of someone else is refused (`notTheirs`).
 */
export function useShownResult<Saved extends SavedResult>() {
  const tool = useOptionalTool() as (ToolContextValue & { calls: RunCalls & ResultCalls }) | null;
  if (!tool) throw new Error('useShownResult is for the screens of a tool');
  const { snapshot } = useToolRun();
  const openRun = snapshot.run?.status === 'open' ? snapshot.run.id : null;
  const named = tool.runId ?? snapshot.results[0]?.run_id ?? null;
  const shownRun = named === openRun ? null : named;
  const loaded = useLoaded<Saved>(() => {
    if (shownRun === null) return null;
    const known = tool.results.get(shownRun) as Saved | undefined;
    if (known) return Promise.resolve({ ok: true, data: known });
    return (readResult(tool, shownRun) as Promise<Reply<Saved>>)
      .then(refuseOthers<Saved>(tool.userId, tool.subjectName))
      .then((reply) => {
        if (reply.ok) tool.results.set(reply.data.run_id, reply.data);
        return reply;
      });
  }, shownRun);
  const keep = (saved: Saved) => tool.results.set(saved.run_id, saved);
  return { ...loaded, keep };
}
