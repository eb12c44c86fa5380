import type { ActionItem, Endpoint } from '@career/api-sdk';
import { sql } from 'kysely';
import { linkIsOpen } from '../auth/guests';
import { ApiError } from '../http/errors';
import type { Deps, Principal, ResolvedSubject, RunRef } from '../http/types';
import { assertReleased } from './release';

/**
 * Run references already read, per database: they never change, so a save (the commonest call,
 * one per answer batch) costs no lookup before its own statement. Bounded; cleared when full.
 */
const knownRuns = new WeakMap<object, Map<number, RunRef>>();
const KNOWN_RUNS_MAX = 10_000;

async function findRun(deps: Deps, runId: number): Promise<RunRef | null> {
  let known = knownRuns.get(deps.database);
  if (!known) {
    known = new Map();
    knownRuns.set(deps.database, known);
  }
  const cached = known.get(runId);
  if (cached) return cached;
  const run = await deps.database.db
    .selectFrom('tool_run')
    .select(['id', 'user_id', 'action_item'])
    .where('id', '=', runId)
    .executeTakeFirst();
  if (!run) return null;
  if (known.size >= KNOWN_RUNS_MAX) known.clear();
  known.set(runId, run);
  return run;
}

const messages = {
  notYours: '본인의 정보만 볼 수 있습니다.',
  notYourStudent: '담당한 학생을 찾을 수 없습니다.',
  runNotFound: '진행 기록을 찾을 수 없습니다.',
  notInGift: '이 선물 코드로는 이용할 수 없는 도구입니다.',
  noSubject: '대상 번호가 필요합니다.',
  linkClosed: '이 QR 링크는 닫혔거나 기간이 끝났습니다. 링크를 준 강사나 상담사에게 문의해 주세요.',
} as const;

function numberFrom(source: unknown, key: string): number | null {
  if (!source || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return Number(value);
  return null;
}

/**
 * Whether a university user (consultant or instructor) may act for this user: the user belongs to
 * a class assigned to them, or is a guest of a QR link of theirs. Not found either way, so ids
 * cannot be probed.
 */
async function assertAssigned(deps: Deps, universityUserId: number, userId: number, message: string): Promise<void> {
  const row = await deps.database.db
    .selectFrom('app_user as au')
    .select(sql<number>`1`.as('one'))
    .where('au.id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('university_user_class as uuc')
            .select('uuc.university_class_id')
            .whereRef('uuc.university_class_id', '=', 'au.university_class_id')
            .where('uuc.university_user_id', '=', universityUserId),
        ),
        eb.exists(
          eb
            .selectFrom('guest_qr_token as q')
            .select('q.id')
            .whereRef('q.id', '=', 'au.guest_link_id')
            .where('q.university_user_id', '=', universityUserId),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new ApiError(404, message);
}

/**
 * Whether this browser's guest may act for this user: the user is its guest on a link of the
 * call's tool, and the link is still open (a closed link's guests can no longer write or read).
 */
async function assertOwnGuest(deps: Deps, browserHash: string, userId: number, tool: ActionItem | undefined) {
  const guest = await deps.database.db
    .selectFrom('guest as g')
    .innerJoin('guest_qr_token as q', 'q.id', 'g.link_id')
    .select(['q.action_item', linkIsOpen.as('open')])
    .where('g.user_id', '=', userId)
    .where('g.browser_hash', '=', browserHash)
    .executeTakeFirst();
  if (!guest || (tool && guest.action_item !== tool)) throw new ApiError(404, messages.runNotFound);
  if (!guest.open) throw new ApiError(403, messages.linkClosed);
}

async function assertGiftTool(deps: Deps, code: string, tool: string): Promise<void> {
  const gift = await deps.database.db.selectFrom('ai_gift').select('tools').where('code', '=', code).executeTakeFirst();
  if (!gift?.tools.includes(tool)) throw new ApiError(403, messages.notInGift);
}

/** The runs a call names: `runId`, any other `…RunId` in the path (a past run), `run_id` in the body. */
function runIdsOf(params: unknown, body: unknown): number[] {
  const fromPath = Object.keys((params as Record<string, unknown> | undefined) ?? {})
    .filter((key) => key === 'runId' || key.endsWith('RunId'))
    .map((key) => numberFrom(params, key));
  return [...fromPath, numberFrom(body, 'run_id')].filter((id): id is number => id !== null);
}

/**
 * The one place that decides whether the caller may act for the user a call is about: a user for
 * themselves (an AI-gift user only in the gift's tools), a consultant or an instructor for a user
 * of a class assigned to them. The subject comes from the path (`userId`, `runId`) or the body
 * (`user_id`, `run_id`), already validated by the endpoint's schemas. Every run a call names must
 * be a run of that user (and of the call's tool): a user's own id beside someone else's run is as
 * unknown a run as one that does not exist.
 */
export async function resolveSubject(
  deps: Deps,
  endpoint: Endpoint,
  principal: Principal | null,
  params: unknown,
  body: unknown,
): Promise<ResolvedSubject | null> {
  if (!endpoint.subject) return null;
  if (!principal) throw new ApiError(401, '로그인이 필요합니다.');

  let userId = numberFrom(params, 'userId') ?? numberFrom(body, 'user_id');
  const runs: RunRef[] = [];
  for (const runId of runIdsOf(params, body)) {
    const run = await findRun(deps, runId);
    if (!run || (endpoint.tool && run.action_item !== endpoint.tool)) throw new ApiError(404, messages.runNotFound);
    if (userId !== null && run.user_id !== userId) throw new ApiError(404, messages.runNotFound);
    userId = run.user_id;
    runs.push(run);
  }
  if (userId === null || (endpoint.subject === 'run' && runs.length === 0)) throw new ApiError(400, messages.noSubject);
  const run = runs[0] ?? null;
  const tool = (endpoint.tool ?? run?.action_item ?? (params as { actionItem?: ActionItem } | undefined)?.actionItem) as
    | ActionItem
    | undefined;

  await assertMayActFor(deps, principal, userId, tool, run ? messages.runNotFound : null);
  // A student waits for a result their consultant shows after they have talked (decision 024).
  if (principal.area === 'user') for (const named of runs) await assertReleased(deps.database.db, named.id);
  return { userId, run };
}

/**
 * Whether the caller may act for this user (see resolveSubject), for a call whose id is not the
 * user's or a run's (a question of theirs, say): a user for themselves, a guest for this browser's
 * guest, a consultant or an instructor for a user of theirs. `notFound` is what a caller who may not
 * hears when the thing named belongs to someone else (null: the user's own refusals).
 */
export async function assertMayActFor(
  deps: Deps,
  principal: Principal,
  userId: number,
  tool: ActionItem | undefined,
  notFound: string | null,
): Promise<void> {
  switch (principal.area) {
    case 'user':
      // A run that is not theirs is as unknown to them as one that does not exist.
      if (userId !== principal.userId) throw new ApiError(notFound ? 404 : 403, notFound ?? messages.notYours);
      if (principal.aiGiftCode && tool) await assertGiftTool(deps, principal.aiGiftCode, tool);
      break;
    case 'guest':
      await assertOwnGuest(deps, principal.browserHash, userId, tool);
      break;
    case 'universityUser':
      await assertAssigned(deps, principal.universityUserId, userId, notFound ?? messages.notYourStudent);
      break;
    default:
      throw new ApiError(403, messages.notYours);
  }
}
