import * as z from 'zod/mini';
import { type ActionItem, GRANTED_TOOLS } from '../registry';
import { defineResource } from './defineResource';
import { defineEndpoint } from './endpoint';
import { count, day, line, listQuery, numericId, page, requiredText, VALIDITY_DAYS } from './schemas';

// Coupons (issue 18, decision 023): the administrator makes a group of codes that grant tools for
// a period; a user redeems one code once. Every admin call is the administrator's and every change
// is written to the audit log.

/**
 * The tools a coupon can grant: those taken only when granted (decision 016). A tool open to
 * everyone needs no coupon; a tool that comes to need a grant joins this list by its declaration.
 */
export const COUPON_TOOLS = GRANTED_TOOLS as unknown as readonly [ActionItem, ...ActionItem[]];

/** What a group's state is today (Asia/Seoul): before, within or after its days, or revoked. */
export const COUPON_GROUP_STATES = ['scheduled', 'valid', 'expired', 'revoked'] as const;
/** A code: never used, used at least once, or revoked. */
export const COUPON_CODE_STATES = ['unused', 'redeemed', 'revoked'] as const;

export const MAX_CODES_PER_GROUP = 10_000;
export const MAX_USES_PER_CODE = 1_000;

const csvFile = z.object({ filename: z.string(), csv: z.string() });
const person = z.object({ id: z.number(), name: z.string() });

const couponTools = z
  .array(z.enum(COUPON_TOOLS, '쿠폰으로 줄 수 없는 도구입니다.'), '쿠폰으로 줄 도구를 골라 주세요.')
  .check(
    z.minLength(1, '쿠폰으로 줄 도구를 하나 이상 골라 주세요.'),
    z.maxLength(10, '도구는 10개까지 고를 수 있습니다.'),
    z.refine((tools) => new Set(tools).size === tools.length, '같은 도구를 두 번 고를 수 없습니다.'),
  );

const memo = z.optional(
  z.nullable(
    line('메모는 글자로 입력해 주세요.').check(z.trim(), z.maxLength(500, '메모는 500자까지 입력할 수 있습니다.')),
  ),
);

const usesPerCode = count({ topic: '코드 하나의 사용 횟수는', min: 1, max: MAX_USES_PER_CODE, unit: '번' });
const validFrom = day({ topic: '사용 시작일은', ...VALIDITY_DAYS });
const validUntil = day({ topic: '사용 마지막 날은', ...VALIDITY_DAYS });

/** The last day is the first day or after it. */
const validityInOrder = z.superRefine<{ valid_from?: string; valid_until?: string }>((value, ctx) => {
  if (value.valid_from && value.valid_until && value.valid_until < value.valid_from)
    ctx.addIssue({
      code: 'custom',
      path: ['valid_until'],
      input: value.valid_until,
      message: '사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
    });
});

export const couponGroup = z.object({
  id: z.number(),
  name: z.string(),
  tools: z.array(z.enum(COUPON_TOOLS)),
  uses_per_code: z.number(),
  /** Days in Asia/Seoul, YYYY-MM-DD, both included. */
  valid_from: z.string(),
  valid_until: z.string(),
  code_count: z.number(),
  memo: z.nullable(z.string()),
  state: z.enum(COUPON_GROUP_STATES),
  revoked_at: z.nullable(z.string()),
  /** Codes used at least once, redemptions in all, and codes revoked one by one. */
  redeemed_codes: z.number(),
  redemptions: z.number(),
  revoked_codes: z.number(),
  /** Whether its tools can still change: only before the first redemption. */
  tools_locked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CouponGroup = z.output<typeof couponGroup>;

export const couponCode = z.object({
  id: z.number(),
  /** In groups of four: XXXX-XXXX-XXXX-XXXX. */
  code: z.string(),
  state: z.enum(COUPON_CODE_STATES),
  use_count: z.number(),
  uses_per_code: z.number(),
  /** The latest redemption (the only one of a one-use code): who and when. */
  redeemed_by: z.nullable(person),
  redeemed_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type CouponCode = z.output<typeof couponCode>;

export const couponRedemption = z.object({
  id: z.number(),
  code: z.string(),
  user: person,
  redeemed_at: z.string(),
});

export const COUPON_GROUP_SORTS = ['name', 'created', 'valid_from', 'valid_until'] as const;
const groupListQuery = z.object({
  ...listQuery(COUPON_GROUP_SORTS).shape,
  state: z.optional(z.enum(['all', ...COUPON_GROUP_STATES], '상태 필터가 올바르지 않습니다.')),
});

export const COUPON_CODE_SORTS = ['number', 'code', 'use_count', 'redeemed_at'] as const;
const codeListQuery = z.object({
  ...listQuery(COUPON_CODE_SORTS).shape,
  state: z.optional(z.enum(['all', ...COUPON_CODE_STATES], '상태 필터가 올바르지 않습니다.')),
});

export const couponGroupInput = z
  .object({
    name: requiredText('쿠폰 묶음 이름을', 50),
    tools: couponTools,
    uses_per_code: z.optional(usesPerCode),
    valid_from: validFrom,
    valid_until: validUntil,
    code_count: count({ topic: '코드 수는', min: 1, max: MAX_CODES_PER_GROUP, unit: '개' }),
    memo,
  })
  .check(validityInOrder);

/** What can change after a group is made; its tools only until the first redemption. */
export const couponGroupUpdateInput = z
  .object({
    name: z.optional(requiredText('쿠폰 묶음 이름을', 50)),
    tools: z.optional(couponTools),
    uses_per_code: z.optional(usesPerCode),
    valid_from: z.optional(validFrom),
    valid_until: z.optional(validUntil),
    memo,
  })
  .check(validityInOrder);

const groupParams = z.object({ id: numericId });

/** Why something is revoked, for the audit log (optional). */
export const revokeInput = z.object({
  reason: z.optional(
    z.nullable(
      line('사유는 글자로 입력해 주세요.').check(z.trim(), z.maxLength(500, '사유는 500자까지 입력할 수 있습니다.')),
    ),
  ),
});

/** Coupon groups (decision 023): revoked, never deleted (below). */
export const couponGroupResource = defineResource('group', {
  row: couponGroup,
  input: couponGroupInput,
  updateInput: couponGroupUpdateInput,
  query: groupListQuery,
  audit: 'coupon_group',
  calls: {
    list: { path: '/coupon/group/list', summary: '쿠폰 묶음 목록 (관리자): 이름 검색, 상태 필터, 정렬' },
    export: { path: '/coupon/group/export', summary: '쿠폰 묶음 목록 CSV (관리자): 목록과 같은 검색·필터' },
    create: {
      path: '/coupon/group/register',
      summary: '쿠폰 묶음 만들기 (관리자): 주는 도구, 코드당 사용 횟수, 사용 기간, 코드 수; 코드가 함께 만들어집니다',
    },
    detail: { path: '/coupon/group/detail/{id}', summary: '쿠폰 묶음 한 개 (관리자): 사용 현황 포함' },
    update: {
      path: '/coupon/group/update/{id}',
      summary: '쿠폰 묶음 수정 (관리자): 이름, 메모, 사용 기간, 코드당 사용 횟수; 도구는 첫 사용 전까지만',
    },
  },
});

const groupRevoke = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/coupon/group/revoke/{id}',
  summary: '쿠폰 묶음 회수 (관리자): 남은 코드를 더는 쓸 수 없습니다; 이미 준 도구는 그대로입니다',
  access: 'admin',
  params: groupParams,
  body: revokeInput,
  data: couponGroup,
});

const codeList = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/coupon/group/{id}/codes',
  summary: '쿠폰 묶음의 코드 목록 (관리자): 코드 검색, 사용·미사용·회수 필터, 누가 언제 썼는지',
  access: 'admin',
  params: groupParams,
  query: codeListQuery,
  data: page(couponCode),
});

const codeExport = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/coupon/group/{id}/codes/export',
  summary: '쿠폰 코드 CSV (관리자): 코드마다, 쓴 사람마다 한 줄',
  access: 'admin',
  params: groupParams,
  query: z.object({
    state: z.optional(z.enum(['all', ...COUPON_CODE_STATES], '상태 필터가 올바르지 않습니다.')),
  }),
  data: csvFile,
});

const redemptionList = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/coupon/group/{id}/redemptions',
  summary: '쿠폰 묶음의 사용 기록 (관리자): 누가 어느 코드를 언제 썼는지, 최근 순',
  access: 'admin',
  params: groupParams,
  query: listQuery(['redeemed_at'] as const),
  data: page(couponRedemption),
});

const codeRevoke = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/coupon/code/revoke/{id}',
  summary: '쿠폰 코드 하나 회수 (관리자): 그 코드를 더는 쓸 수 없습니다',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: revokeInput,
  data: couponCode,
});

/** What a user types: forgiven its case, spaces and hyphens (the server reads I, L as 1 and O as 0). */
const typedCode = line('쿠폰 코드를 입력해 주세요.').check(
  z.trim(),
  z.minLength(1, '쿠폰 코드를 입력해 주세요.'),
  z.maxLength(40, '쿠폰 코드가 너무 깁니다.'),
);

const redeem = defineEndpoint({
  area: 'api',
  method: 'POST',
  path: '/coupon/redeem',
  summary: '쿠폰 코드 등록: 쿠폰이 주는 도구를 받습니다 (한 묶음에 한 번)',
  access: 'user',
  body: z.object({ code: typedCode }),
  data: z.object({
    group_name: z.string(),
    tools: z.array(z.enum(COUPON_TOOLS)),
    redeemed_at: z.string(),
  }),
});

/** The coupon calls, as one contract group. */
export const coupons = {
  ...couponGroupResource.endpoints,
  groupRevoke,
  codeList,
  codeExport,
  redemptionList,
  codeRevoke,
  redeem,
} as const;
