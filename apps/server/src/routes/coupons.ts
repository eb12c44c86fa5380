import {
  type ActionItem,
  COUPON_TOOLS,
  type CouponCode,
  type CouponGroup,
  CSV_MAX_ROWS,
  couponGroupResource,
  coupons,
  csvFilename,
  csvOf,
  TOOL_NAMES,
} from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import { audit } from '../admin/audit';
import { formatCode, generateCodes, normalizeCode, parseCode } from '../admin/couponCode';
import { pageOf } from '../admin/list';
import { serveResource } from '../admin/resource';
import { guardAgainstGuessing } from '../auth/passwordLogin';
import { likePattern } from '../db/likePattern';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';

// Coupon groups, their codes and redemption (decision 023). A redemption is one conditional update
// of the code's row: only a code that is not revoked, of a group that is not revoked, within its
// days and with uses left is taken, so concurrent redemptions of a one-use code give exactly one.
// Once per user and group is a unique constraint on the redemptions.

const messages = {
  groupNotFound: '쿠폰 묶음을 찾을 수 없습니다.',
  codeNotFound: '쿠폰 코드를 찾을 수 없습니다.',
  toolsLocked: '이미 사용된 코드가 있어 주는 도구를 바꿀 수 없습니다. 새 쿠폰 묶음을 만들어 주세요.',
  validityOrder: '사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
  codesNotMade: '쿠폰 코드를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
  tooManyRows: `내보낼 줄이 ${CSV_MAX_ROWS.toLocaleString('ko-KR')}개를 넘습니다. 상태 필터로 나누어 내보내 주세요.`,
  // Redemption: what is wrong with the code, in words the person can act on.
  badFormat: '쿠폰 코드는 영문과 숫자 16자리입니다(예: ABCD-EFGH-JKMN-PQRS). 다시 확인해 주세요.',
  badLength: '쿠폰 코드는 16자리입니다. 빠지거나 더 들어간 글자가 없는지 확인해 주세요.',
  badCheck: '쿠폰 코드에 잘못 입력한 글자가 있습니다. 다시 확인해 주세요.',
  unknown: '등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.',
  codeRevoked: '회수된 쿠폰 코드입니다. 쿠폰을 받은 곳에 문의해 주세요.',
  groupRevoked: '사용이 중지된 쿠폰입니다. 쿠폰을 받은 곳에 문의해 주세요.',
  notYet: (day: string) => `아직 사용할 수 없는 쿠폰입니다. ${day}부터 사용할 수 있습니다.`,
  expired: (day: string) => `사용 기간(${day}까지)이 지난 쿠폰입니다.`,
  alreadyMine: '이미 등록한 쿠폰입니다. 받은 도구는 그대로 이용할 수 있습니다.',
  oncePerGroup: '이 쿠폰 묶음의 코드는 한 사람이 한 번만 사용할 수 있습니다. 이미 같은 묶음의 쿠폰을 사용했습니다.',
  usedUp: '이미 사용된 쿠폰 코드입니다.',
  tryAgain: '쿠폰을 사용하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  giftSession: 'AI 선물 코드로 로그인한 상태에서는 쿠폰을 등록할 수 없습니다. 본인 링크로 로그인해 주세요.',
} as const;

/** Today in Korea, where the product's days begin and end. */
const today = sql<string>`(now() at time zone 'Asia/Seoul')::date`;
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const koreanTime = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)} at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI:SS')`;

const groupState = sql<CouponGroup['state']>`case
  when g.revoked_at is not null then 'revoked'
  when ${today} < g.valid_from then 'scheduled'
  when ${today} > g.valid_until then 'expired'
  else 'valid' end`;

const GROUP_STATE_LABEL: Record<CouponGroup['state'], string> = {
  scheduled: '사용 전',
  valid: '사용 중',
  expired: '기간 끝',
  revoked: '회수됨',
};
const CODE_STATE_LABEL: Record<CouponCode['state'], string> = {
  unused: '미사용',
  redeemed: '사용됨',
  revoked: '회수됨',
};

function groupRows(db: Kysely<Database>) {
  return db.selectFrom('coupon_group as g').select([
    'g.id',
    'g.name',
    'g.tools',
    'g.uses_per_code',
    'g.code_count',
    'g.memo',
    'g.revoked_at',
    'g.created_at',
    'g.updated_at',
    day('g.valid_from').as('valid_from'),
    day('g.valid_until').as('valid_until'),
    groupState.as('state'),
    // Partial indexes keep these to the used and revoked codes, not all of a group's codes.
    sql<number>`(select count(*) from coupon c where c.group_id = g.id and c.use_count > 0)::integer`.as(
      'redeemed_codes',
    ),
    sql<number>`(select count(*) from coupon_redemption r where r.group_id = g.id)::integer`.as('redemptions'),
    sql<number>`(select count(*) from coupon c where c.group_id = g.id and c.revoked_at is not null)::integer`.as(
      'revoked_codes',
    ),
  ]);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof groupRows>['executeTakeFirstOrThrow']>>;

const couponTools = (tools: readonly string[]) =>
  tools.filter((tool): tool is ActionItem => (COUPON_TOOLS as readonly string[]).includes(tool));

function toGroup(row: GroupRow): CouponGroup {
  return {
    id: row.id,
    name: row.name,
    tools: couponTools(row.tools),
    uses_per_code: row.uses_per_code,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    code_count: row.code_count,
    memo: row.memo,
    state: row.state,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    redeemed_codes: row.redeemed_codes,
    redemptions: row.redemptions,
    revoked_codes: row.revoked_codes,
    tools_locked: row.redemptions > 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the audit log keeps of a group: what an administrator sets. */
const auditedGroup = (group: CouponGroup) => ({
  name: group.name,
  tools: group.tools,
  uses_per_code: group.uses_per_code,
  valid_from: group.valid_from,
  valid_until: group.valid_until,
  code_count: group.code_count,
  memo: group.memo,
  revoked_at: group.revoked_at,
});

function codeRows(db: Kysely<Database>) {
  return db
    .selectFrom('coupon as c')
    .innerJoin('coupon_group as g', 'g.id', 'c.group_id')
    .leftJoin('app_user as u', 'u.id', 'c.redeemed_by')
    .select([
      'c.id',
      'c.group_id',
      'c.code',
      'c.use_count',
      'c.redeemed_at',
      'c.revoked_at',
      'g.uses_per_code',
      'g.name as group_name',
      'u.id as user_id',
      'u.name as user_name',
      // Never-redeemed codes sort as the oldest, so "latest first" starts with real redemptions.
      sql<Date>`coalesce(c.redeemed_at, '-infinity'::timestamptz)`.as('redeemed_order'),
    ]);
}

type CodeRow = Awaited<ReturnType<ReturnType<typeof codeRows>['executeTakeFirstOrThrow']>>;

const codeState = (row: { revoked_at: Date | null; use_count: number }): CouponCode['state'] =>
  row.revoked_at ? 'revoked' : row.use_count > 0 ? 'redeemed' : 'unused';

function toCode(row: CodeRow): CouponCode {
  return {
    id: row.id,
    code: formatCode(row.code),
    state: codeState(row),
    use_count: row.use_count,
    uses_per_code: row.uses_per_code,
    redeemed_by: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    redeemed_at: row.redeemed_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

type CodeFilter = 'all' | CouponCode['state'];

/** Codes (`coupon as c`) in a state. */
function codeStateIs(state: CodeFilter | undefined) {
  switch (state) {
    case 'unused':
      return sql<boolean>`(c.use_count = 0 and c.revoked_at is null)`;
    case 'redeemed':
      return sql<boolean>`(c.use_count > 0 and c.revoked_at is null)`;
    case 'revoked':
      return sql<boolean>`c.revoked_at is not null`;
    default:
      return sql<boolean>`true`;
  }
}

/** A file name from a group's name: characters file systems refuse become '_'. */
const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40);

/** Makes `count` new codes for the group; a code that happens to exist already is drawn again. */
async function insertCodes(db: Kysely<Database>, groupId: number, count: number): Promise<void> {
  let missing = count;
  for (let attempt = 0; missing > 0; attempt++) {
    if (attempt === 5) throw new ApiError(503, messages.codesNotMade);
    // One statement for all of them: the codes travel as one array parameter.
    const { rows } = await sql<{ id: number }>`
      insert into coupon (group_id, code)
      select ${groupId}, code from unnest(${generateCodes(missing)}::text[]) as code
      on conflict (code) do nothing
      returning id`.execute(db);
    missing -= rows.length;
  }
}

export function registerCouponRoutes(router: Router): void {
  const { handle, deps } = router;
  const { db } = deps.database;

  async function groupById(executor: Kysely<Database>, id: number): Promise<CouponGroup> {
    const row = await groupRows(executor).where('g.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, messages.groupNotFound);
    return toGroup(row);
  }

  async function codeById(executor: Kysely<Database>, id: number): Promise<CodeRow> {
    const row = await codeRows(executor).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, messages.codeNotFound);
    return row;
  }

  function filteredGroups(query: { keyword?: string | undefined; state?: 'all' | CouponGroup['state'] | undefined }) {
    let rows = groupRows(db);
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      // A whole code finds its group too (the console's "which group is this code from?").
      const parsed = parseCode(query.keyword);
      rows = rows.where((eb) =>
        eb.or([
          eb('g.name', 'ilike', pattern),
          ...(parsed.ok
            ? [eb('g.id', '=', eb.selectFrom('coupon').select('group_id').where('code', '=', parsed.code))]
            : []),
        ]),
      );
    }
    switch (query.state) {
      case 'revoked':
        return rows.where('g.revoked_at', 'is not', null);
      case 'scheduled':
        return rows.where('g.revoked_at', 'is', null).where(sql<boolean>`${today} < g.valid_from`);
      case 'expired':
        return rows.where('g.revoked_at', 'is', null).where(sql<boolean>`${today} > g.valid_until`);
      case 'valid':
        return rows
          .where('g.revoked_at', 'is', null)
          .where(sql<boolean>`${today} between g.valid_from and g.valid_until`);
      default:
        return rows;
    }
  }

  const groupColumns = {
    name: 'g.name',
    created: 'g.created_at',
    valid_from: 'g.valid_from',
    valid_until: 'g.valid_until',
  };

  // Creating makes the codes, updating locks the tools after a first use: those stay below.
  serveResource(router, couponGroupResource, {
    rows: ({ query }) => filteredGroups(query),
    sort: { columns: groupColumns, defaultSort: '-created', id: 'g.id' },
    map: toGroup,
    csv: {
      filename: () => '쿠폰묶음목록',
      columns: [
        { label: '번호', value: (group) => group.id },
        { label: '이름', value: (group) => group.name },
        { label: '주는 도구', value: (group) => group.tools.map((tool) => TOOL_NAMES[tool]).join(', ') },
        { label: '코드당 사용 횟수', value: (group) => group.uses_per_code },
        { label: '사용 시작일', value: (group) => group.valid_from },
        { label: '사용 마지막 날', value: (group) => group.valid_until },
        { label: '코드 수', value: (group) => group.code_count },
        { label: '사용된 코드 수', value: (group) => group.redeemed_codes },
        { label: '사용 건수', value: (group) => group.redemptions },
        { label: '회수한 코드 수', value: (group) => group.revoked_codes },
        { label: '상태', value: (group) => GROUP_STATE_LABEL[group.state] },
        { label: '메모', value: (group) => group.memo },
        { label: '만든 날', value: (group) => group.created_at.slice(0, 10) },
      ],
    },
    byId: groupById,
  });

  handle(coupons.groupCreate, ({ body, principal }) =>
    db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('coupon_group')
        .values({
          name: body.name,
          tools: body.tools,
          uses_per_code: body.uses_per_code ?? 1,
          valid_from: body.valid_from,
          valid_until: body.valid_until,
          code_count: body.code_count,
          memo: body.memo || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertCodes(trx, id, body.code_count);
      const group = await groupById(trx, id);
      await audit(trx, principal, {
        action: 'create',
        entity: 'coupon_group',
        entityId: id,
        summary: `쿠폰 묶음 "${group.name}" 만들기 (코드 ${group.code_count.toLocaleString('ko-KR')}개)`,
        after: auditedGroup(group),
      });
      return group;
    }),
  );

  handle(coupons.groupUpdate, ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      // The row lock orders concurrent edits of one group: each sees the one before it.
      const locked = await trx
        .selectFrom('coupon_group')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw new ApiError(404, messages.groupNotFound);
      const before = await groupById(trx, id);
      const validFrom = body.valid_from ?? before.valid_from;
      const validUntil = body.valid_until ?? before.valid_until;
      if (validUntil < validFrom)
        throw new ApiError(400, messages.validityOrder, {
          issues: [{ path: 'valid_until', message: messages.validityOrder }],
        });
      const toolsChange = body.tools !== undefined && [...body.tools].sort().join() !== [...before.tools].sort().join();
      if (toolsChange && before.tools_locked) throw new ApiError(409, messages.toolsLocked);
      const changes = {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(toolsChange && body.tools ? { tools: body.tools } : {}),
        ...(body.uses_per_code === undefined ? {} : { uses_per_code: body.uses_per_code }),
        ...(body.valid_from === undefined ? {} : { valid_from: body.valid_from }),
        ...(body.valid_until === undefined ? {} : { valid_until: body.valid_until }),
        ...(body.memo === undefined ? {} : { memo: body.memo || null }),
      };
      if (Object.keys(changes).length === 0) return before;
      await trx
        .updateTable('coupon_group')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      const after = await groupById(trx, id);
      if (JSON.stringify(auditedGroup(before)) === JSON.stringify(auditedGroup(after))) return after;
      await audit(trx, principal, {
        action: 'update',
        entity: 'coupon_group',
        entityId: id,
        summary: `쿠폰 묶음 "${after.name}" 수정`,
        before: auditedGroup(before),
        after: auditedGroup(after),
      });
      return after;
    }),
  );

  handle(coupons.groupRevoke, ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const revoked = await trx
        .updateTable('coupon_group')
        .set({ revoked_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // Revoking a revoked group changes nothing and is not logged again.
      const group = await groupById(trx, id);
      if (!revoked) return group;
      await audit(trx, principal, {
        action: 'revoke',
        entity: 'coupon_group',
        entityId: id,
        summary: `쿠폰 묶음 "${group.name}" 회수`,
        before: { ...auditedGroup(group), revoked_at: null },
        after: auditedGroup(group),
        reason: body.reason || null,
      });
      return group;
    }),
  );

  async function assertGroup(id: number): Promise<{ name: string }> {
    const group = await db.selectFrom('coupon_group').select('name').where('id', '=', id).executeTakeFirst();
    if (!group) throw new ApiError(404, messages.groupNotFound);
    return group;
  }

  handle(coupons.codeList, async ({ params, query }) => {
    const groupId = Number(params.id);
    await assertGroup(groupId);
    let rows = codeRows(db).where('c.group_id', '=', groupId);
    if (query.keyword) {
      // Typed the way a person reads a code: case, hyphens, spaces, I/L/O forgiven.
      const typed = normalizeCode(query.keyword);
      rows = typed ? rows.where('c.code', 'like', likePattern(typed)) : rows.where(sql<boolean>`false`);
    }
    return pageOf(db, rows.where(codeStateIs(query.state)), query, {
      columns: { number: 'c.id', code: 'c.code', use_count: 'c.use_count', redeemed_at: 'redeemed_order' },
      defaultSort: 'number',
      id: 'c.id',
      map: toCode,
    });
  });

  handle(coupons.codeExport, async ({ params, query }) => {
    const groupId = Number(params.id);
    const group = await assertGroup(groupId);
    // One line per code, and one per redemption of a code used more than once.
    const rows = await db
      .selectFrom('coupon as c')
      .innerJoin('coupon_group as g', 'g.id', 'c.group_id')
      .leftJoin('coupon_redemption as r', 'r.coupon_id', 'c.id')
      .leftJoin('app_user as u', 'u.id', 'r.user_id')
      .select([
        'c.id',
        'c.code',
        'c.use_count',
        'c.revoked_at',
        'g.uses_per_code',
        'u.id as user_id',
        'u.name as user_name',
        koreanTime('r.redeemed_at').as('redeemed_at'),
        koreanTime('c.revoked_at').as('revoked_at_text'),
      ])
      .where('c.group_id', '=', groupId)
      .where(codeStateIs(query.state))
      .orderBy('c.id')
      .orderBy('r.redeemed_at')
      .limit(CSV_MAX_ROWS + 1)
      .execute();
    if (rows.length > CSV_MAX_ROWS) throw new ApiError(400, messages.tooManyRows);
    type Row = (typeof rows)[number];
    const csv = csvOf(
      [
        { label: '코드', value: (row: Row) => formatCode(row.code) },
        { label: '상태', value: (row) => CODE_STATE_LABEL[codeState(row)] },
        { label: '사용 횟수', value: (row) => `${row.use_count}/${row.uses_per_code}` },
        { label: '사용자 번호', value: (row) => row.user_id },
        { label: '사용자 이름', value: (row) => row.user_name },
        { label: '사용 일시', value: (row) => row.redeemed_at },
        { label: '회수 일시', value: (row) => row.revoked_at_text },
      ],
      rows,
    );
    return { filename: csvFilename(`쿠폰코드_${fileSafe(group.name)}`), csv };
  });

  handle(coupons.redemptionList, async ({ params, query }) => {
    const groupId = Number(params.id);
    await assertGroup(groupId);
    const rows = db
      .selectFrom('coupon_redemption as r')
      .innerJoin('coupon as c', 'c.id', 'r.coupon_id')
      .innerJoin('app_user as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.redeemed_at', 'c.code', 'u.id as user_id', 'u.name as user_name'])
      .where('r.group_id', '=', groupId);
    return pageOf(db, rows, query, {
      columns: { redeemed_at: 'r.redeemed_at' },
      defaultSort: '-redeemed_at',
      id: 'r.id',
      map: (row) => ({
        id: row.id,
        code: formatCode(row.code),
        user: { id: row.user_id, name: row.user_name },
        redeemed_at: row.redeemed_at.toISOString(),
      }),
    });
  });

  handle(coupons.codeRevoke, ({ params, body, principal }) =>
    db.transaction().execute(async (trx) => {
      const id = Number(params.id);
      const revoked = await trx
        .updateTable('coupon')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      const row = await codeById(trx, id);
      if (!revoked) return toCode(row);
      const code = toCode(row);
      await audit(trx, principal, {
        action: 'revoke',
        entity: 'coupon',
        entityId: id,
        summary: `쿠폰 코드 ${code.code} 회수 (묶음 "${row.group_name}")`,
        before: { code: code.code, group_id: row.group_id, use_count: code.use_count, revoked_at: null },
        after: { code: code.code, group_id: row.group_id, use_count: code.use_count, revoked_at: code.revoked_at },
        reason: body.reason || null,
      });
      return code;
    }),
  );

  // ── the user's side: redeeming a code ──

  /** Why a code that the conditional update did not take was refused (read only after it failed). */
  async function refusal(code: string, userId: number): Promise<ApiError> {
    const row = await db
      .selectFrom('coupon as c')
      .innerJoin('coupon_group as g', 'g.id', 'c.group_id')
      .select([
        'c.revoked_at as code_revoked_at',
        'g.revoked_at as group_revoked_at',
        'c.use_count',
        'g.uses_per_code',
        day('g.valid_from').as('valid_from'),
        day('g.valid_until').as('valid_until'),
        sql<boolean>`${today} < g.valid_from`.as('not_yet'),
        sql<boolean>`${today} > g.valid_until`.as('expired'),
        sql<boolean>`exists (select 1 from coupon_redemption r where r.coupon_id = c.id and r.user_id = ${userId})`.as(
          'mine',
        ),
        sql<boolean>`exists (select 1 from coupon_redemption r where r.group_id = g.id and r.user_id = ${userId})`.as(
          'group_used',
        ),
      ])
      .where('c.code', '=', code)
      .executeTakeFirst();
    if (!row) return new ApiError(404, messages.unknown);
    if (row.mine) return new ApiError(409, messages.alreadyMine);
    if (row.code_revoked_at) return new ApiError(403, messages.codeRevoked);
    if (row.group_revoked_at) return new ApiError(403, messages.groupRevoked);
    if (row.not_yet) return new ApiError(403, messages.notYet(row.valid_from));
    if (row.expired) return new ApiError(403, messages.expired(row.valid_until));
    if (row.group_used) return new ApiError(409, messages.oncePerGroup);
    if (row.use_count >= row.uses_per_code) return new ApiError(409, messages.usedUp);
    return new ApiError(409, messages.tryAgain);
  }

  handle(coupons.redeem, async ({ body, principal, c }) => {
    if (principal.aiGiftCode) throw new ApiError(403, messages.giftSession);
    const parsed = parseCode(body.code);
    if (!parsed.ok)
      throw new ApiError(
        400,
        parsed.reason === 'check'
          ? messages.badCheck
          : parsed.reason === 'length'
            ? messages.badLength
            : messages.badFormat,
      );
    const guessing = await guardAgainstGuessing(deps, c, 'coupon');
    const userId = principal.userId;
    const redeemed = await db.transaction().execute(async (trx) => {
      // The one conditional update: the row lock makes concurrent redemptions of a code wait, and
      // each then sees the count the one before it left.
      const coupon = await trx
        .updateTable('coupon as c')
        .from('coupon_group as g')
        .set({ use_count: sql`c.use_count + 1`, redeemed_by: userId, redeemed_at: sql<Date>`now()` })
        .whereRef('g.id', '=', 'c.group_id')
        .where('c.code', '=', parsed.code)
        .where('c.revoked_at', 'is', null)
        .where('g.revoked_at', 'is', null)
        .where(sql<boolean>`c.use_count < g.uses_per_code`)
        .where(sql<boolean>`${today} between g.valid_from and g.valid_until`)
        .returning(['c.id', 'c.group_id', 'c.redeemed_at', 'g.name', 'g.tools'])
        .executeTakeFirst();
      if (!coupon) return null;
      // Once per user and group: the unique constraint decides, also between two codes at once.
      const redemption = await trx
        .insertInto('coupon_redemption')
        .values({ coupon_id: coupon.id, group_id: coupon.group_id, user_id: userId })
        .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Thrown inside the transaction, so the code's count goes back.
      if (!redemption) throw new ApiError(409, messages.oncePerGroup);
      const tools = couponTools(coupon.tools);
      if (tools.length > 0)
        await trx
          .insertInto('tool_grant')
          .values(
            tools.map((tool) => ({
              action_item: tool,
              user_id: userId,
              source: 'coupon' as const,
              coupon_redemption_id: redemption.id,
            })),
          )
          .execute();
      return { group_name: coupon.name, tools, redeemed_at: (coupon.redeemed_at as Date).toISOString() };
    });
    if (redeemed) return redeemed;
    const error = await refusal(parsed.code, userId);
    if (error.status === 404) await guessing.fail();
    throw error;
  });
}
