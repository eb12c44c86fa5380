import { AI_GIFT_TOOLS, type AiGift, type AiGiftTool, aiGiftResource, aiGifts, TOOL_NAMES } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { audit } from '../admin/audit';
import { formatCode, generateCode, parseCode } from '../admin/couponCode';
import { serveResource } from '../admin/resource';
import { likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';
import { fieldError } from '../people/fields';

// AI gifts in the admin console (decision 023). A gift signs one person in (its user, made at the
// first sign-in) to its tools, from its first day to its last (Asia/Seoul) and for a number of
// sign-ins; each sign-in is one conditional update of the gift's row, so the last allowed one is
// taken once under concurrent sign-ins. Its last day is kept as `expires_at`, the instant it ends
// (midnight after it in Korea), which the grant check already reads.

const messages = {
  notFound: 'AI 선물을 찾을 수 없습니다.',
  codeTaken: '이미 있는 선물 코드입니다. 다른 코드를 입력해 주세요.',
  codeNotMade: '선물 코드를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
  validityOrder: '사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
  // Sign-in refusals, in words the person can act on.
  unknown: '선물 코드가 올바르지 않거나 만료되었습니다.',
  revoked: '사용이 중지된 선물 코드입니다. 선물을 준 곳에 문의해 주세요.',
  expired: (day: string) => `사용 기간(${day}까지)이 끝난 선물 코드입니다.`,
  notYet: (day: string) => `아직 사용할 수 없는 선물 코드입니다. ${day}부터 사용할 수 있습니다.`,
  usedUp: (uses: number) => `사용 횟수(${uses}번)를 모두 쓴 선물 코드입니다.`,
  tryAgain: '선물 코드로 로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

const today = sql<string>`(now() at time zone 'Asia/Seoul')::date`;
/** The instant a last day ends: the midnight after it in Korea. */
const endOfDay = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone 'Asia/Seoul')`;
/** The last day of an end instant (the day before the midnight it names). */
const lastDay = sql<
  string | null
>`to_char((a.expires_at at time zone 'Asia/Seoul') - interval '1 microsecond', 'YYYY-MM-DD')`;

const giftState = sql<AiGift['state']>`case
  when a.revoked_at is not null then 'revoked'
  when a.expires_at is not null and a.expires_at <= now() then 'expired'
  when a.valid_from is not null and a.valid_from > ${today} then 'scheduled'
  when a.max_uses is not null and a.use_count >= a.max_uses then 'used_up'
  else 'valid' end`;

const STATE_LABEL: Record<AiGift['state'], string> = {
  scheduled: '사용 전',
  valid: '사용 중',
  expired: '기간 끝',
  used_up: '횟수 소진',
  revoked: '회수됨',
};

const koreanTime = (date: Date | null) =>
  date
    ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' }).format(date)
    : null;

const GIFT_SORT = {
  columns: {
    code: 'a.code',
    title: 'a.title',
    created: 'a.created_at',
    valid_until: 'a.expires_at',
    use_count: 'a.use_count',
  },
  defaultSort: '-created',
  id: 'a.id',
};

function giftRows(db: Kysely<Database>) {
  return db
    .selectFrom('ai_gift as a')
    .leftJoin('app_user as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.code',
      'a.title',
      'a.tools',
      'a.max_uses',
      'a.use_count',
      'a.last_used_at',
      'a.memo',
      'a.revoked_at',
      'a.created_at',
      'a.updated_at',
      'u.id as user_id',
      'u.name as user_name',
      sql<string | null>`to_char(a.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      lastDay.as('valid_until'),
      giftState.as('state'),
    ]);
}

type GiftRow = Awaited<ReturnType<ReturnType<typeof giftRows>['executeTakeFirstOrThrow']>>;

const giftTools = (tools: readonly string[]) =>
  tools.filter((tool): tool is AiGiftTool => (AI_GIFT_TOOLS as readonly string[]).includes(tool));

function toGift(row: GiftRow): AiGift {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    tools: giftTools(row.tools),
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    max_uses: row.max_uses,
    use_count: row.use_count,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    memo: row.memo,
    state: row.state,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a gift: what an administrator sets. */
const audited = (gift: AiGift) => ({
  code: gift.code,
  title: gift.title,
  tools: gift.tools,
  valid_from: gift.valid_from,
  valid_until: gift.valid_until,
  max_uses: gift.max_uses,
  memo: gift.memo,
  revoked_at: gift.revoked_at,
});

/** The codes a typed gift code may be: as typed, and a generated code's canonical form. */
function codeCandidates(typed: string): string[] {
  const upper = typed.trim().toUpperCase();
  const parsed = parseCode(upper);
  const generated = parsed.ok ? formatCode(parsed.code) : null;
  return generated && generated !== upper ? [upper, generated] : [upper];
}

/**
 * Signs in with a gift code: one conditional update counts the sign-in only for a gift that is not
 * revoked, within its days and with sign-ins left; the first sign-in makes the gift's user under
 * that row's lock, so simultaneous first sign-ins agree on one. A refused code is explained by a
 * read after the update (`onUnknown` runs for a code that does not exist: a guess).
 */
export async function signInWithGift(
  db: Kysely<Database>,
  typed: string,
  onUnknown: () => Promise<void>,
): Promise<{ userId: number; code: string }> {
  const candidates = codeCandidates(typed);
  const [asTyped] = candidates as [string];
  const gift = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('ai_gift')
      .set({ use_count: sql`use_count + 1`, last_used_at: sql<Date>`now()` })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('ai_gift')
          .select('id')
          .where('code', 'in', candidates)
          // The code as typed wins over its reading as a generated code.
          .orderBy(sql`code = ${asTyped}`, 'desc')
          .limit(1),
      )
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
      .where(sql<boolean>`(max_uses is null or use_count < max_uses)`)
      .returning(['id', 'code', 'user_id'])
      .executeTakeFirst();
    if (!row || row.user_id !== null) return row;
    const user = await trx
      .insertInto('app_user')
      .values({ name: 'AI 선물 이용자' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('ai_gift').set({ user_id: user.id }).where('id', '=', row.id).execute();
    return { ...row, user_id: user.id };
  });
  if (gift?.user_id) return { userId: gift.user_id, code: gift.code };

  const refused = await giftRows(db)
    .where('a.code', 'in', candidates)
    .orderBy(sql`a.code = ${asTyped}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!refused) {
    await onUnknown();
    throw new ApiError(401, messages.unknown);
  }
  switch (refused.state) {
    case 'revoked':
      throw new ApiError(403, messages.revoked);
    case 'expired':
      throw new ApiError(403, messages.expired(refused.valid_until ?? ''));
    case 'scheduled':
      throw new ApiError(403, messages.notYet(refused.valid_from ?? ''));
    case 'used_up':
      throw new ApiError(403, messages.usedUp(refused.max_uses ?? 0));
    default:
      throw new ApiError(409, messages.tryAgain);
  }
}

export function registerAiGiftRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  async function giftById(executor: Kysely<Database>, id: number) {
    const row = await giftRows(executor).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, messages.notFound);
    const uses = await executor
      .selectFrom('ai_gift_use')
      .select(['action_item', 'used_at'])
      .where('ai_gift_id', '=', id)
      .orderBy('used_at')
      .orderBy('action_item')
      .execute();
    return {
      ...toGift(row),
      uses: uses.map((use) => ({ action_item: use.action_item, used_at: use.used_at.toISOString() })),
    };
  }

  /** Ends the sessions of a gift that can no longer be used now: its holder is signed out. */
  async function endSessionsIfClosed(executor: Kysely<Database>, gift: AiGift): Promise<void> {
    if (gift.state !== 'revoked' && gift.state !== 'expired' && gift.state !== 'scheduled') return;
    await executor
      .deleteFrom('auth_session')
      .where('area', '=', 'user')
      .where('ai_gift_code', '=', gift.code)
      .execute();
  }

  function filtered(query: { keyword?: string | undefined; state?: 'all' | AiGift['state'] | undefined }) {
    let rows = giftRows(db);
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      rows = rows.where((eb) => eb.or([eb('a.code', 'ilike', pattern), eb('a.title', 'ilike', pattern)]));
    }
    return query.state && query.state !== 'all' ? rows.where(giftState, '=', query.state) : rows;
  }

  // Creating retries generated codes, updating and revoking end sessions: those stay below.
  serveResource(router, aiGiftResource, {
    rows: ({ query }) => filtered(query),
    sort: GIFT_SORT,
    map: toGift,
    csv: {
      filename: () => 'AI선물목록',
      columns: [
        { label: '번호', value: (gift) => gift.id },
        { label: '코드', value: (gift) => gift.code },
        { label: '이름', value: (gift) => gift.title },
        { label: '여는 도구', value: (gift) => gift.tools.map((tool) => TOOL_NAMES[tool]).join(', ') },
        { label: '사용 시작일', value: (gift) => gift.valid_from },
        { label: '사용 마지막 날', value: (gift) => gift.valid_until },
        { label: '사용 횟수', value: (gift) => gift.use_count },
        { label: '최대 사용 횟수', value: (gift) => gift.max_uses ?? '제한 없음' },
        { label: '상태', value: (gift) => STATE_LABEL[gift.state] },
        { label: '이용자 번호', value: (gift) => gift.user?.id },
        { label: '마지막 사용', value: (gift) => koreanTime(gift.last_used_at ? new Date(gift.last_used_at) : null) },
        { label: '메모', value: (gift) => gift.memo },
        { label: '만든 날', value: (gift) => koreanTime(new Date(gift.created_at))?.slice(0, 10) },
      ],
    },
    byId: giftById,
  });

  handle(aiGifts.giftCreate, ({ body, principal }) =>
    db.transaction().execute(async (trx) => {
      const values = {
        title: body.title,
        tools: body.tools,
        valid_from: body.valid_from ?? null,
        ...(body.valid_until ? { expires_at: endOfDay(body.valid_until) } : {}),
        max_uses: body.max_uses ?? null,
        memo: body.memo || null,
      };
      let created: { id: number } | undefined;
      for (let attempt = 0; !created; attempt++) {
        if (attempt === 5) throw new ApiError(503, messages.codeNotMade);
        created = await trx
          .insertInto('ai_gift')
          .values({ ...values, code: body.code ?? formatCode(generateCode()) })
          .onConflict((conflict) => conflict.column('code').doNothing())
          .returning('id')
          .executeTakeFirst();
        // Said at the form's 선물 코드 field, as any refusal of a field is.
        if (!created && body.code) throw fieldError(409, 'code', messages.codeTaken);
      }
      const gift = await giftById(trx, created.id);
      await audit(trx, principal, {
        action: 'create',
        entity: 'ai_gift',
        entityId: gift.id,
        summary: `AI 선물 "${gift.title}" 만들기 (코드 ${gift.code})`,
        after: audited(gift),
      });
      return gift;
    }),
  );

  handle(aiGifts.giftUpdate, ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const locked = await trx.selectFrom('ai_gift').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!locked) throw new ApiError(404, messages.notFound);
      const before = await giftById(trx, id);
      const validFrom = body.valid_from === undefined ? before.valid_from : body.valid_from;
      const validUntil = body.valid_until === undefined ? before.valid_until : body.valid_until;
      if (validFrom && validUntil && validUntil < validFrom)
        throw new ApiError(400, messages.validityOrder, {
          issues: [{ path: 'valid_until', message: messages.validityOrder }],
        });
      const changes = {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.tools === undefined ? {} : { tools: body.tools }),
        ...(body.valid_from === undefined ? {} : { valid_from: body.valid_from }),
        ...(body.valid_until === undefined
          ? {}
          : { expires_at: body.valid_until === null ? null : endOfDay(body.valid_until) }),
        ...(body.max_uses === undefined ? {} : { max_uses: body.max_uses }),
        ...(body.memo === undefined ? {} : { memo: body.memo || null }),
      };
      if (Object.keys(changes).length === 0) return before;
      await trx
        .updateTable('ai_gift')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      const after = await giftById(trx, id);
      if (JSON.stringify(audited(before)) === JSON.stringify(audited(after))) return after;
      await endSessionsIfClosed(trx, after);
      await audit(trx, principal, {
        action: 'update',
        entity: 'ai_gift',
        entityId: id,
        summary: `AI 선물 "${after.title}" 수정 (코드 ${after.code})`,
        before: audited(before),
        after: audited(after),
      });
      return after;
    }),
  );

  handle(aiGifts.revoke, ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const revoked = await trx
        .updateTable('ai_gift')
        .set({ revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      const gift = await giftById(trx, id);
      // Revoking a revoked gift changes nothing and is not logged again.
      if (!revoked) return gift;
      await endSessionsIfClosed(trx, gift);
      await audit(trx, principal, {
        action: 'revoke',
        entity: 'ai_gift',
        entityId: id,
        summary: `AI 선물 "${gift.title}" 회수 (코드 ${gift.code})`,
        before: { ...audited(gift), revoked_at: null },
        after: audited(gift),
        reason: body.reason || null,
      });
      return gift;
    }),
  );
}
