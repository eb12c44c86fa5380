import * as z from 'zod/mini';
import { AI_GIFT_TOOLS } from '../registry';
import { revokeInput } from './coupons';
import { defineResource } from './defineResource';
import { defineEndpoint } from './endpoint';
import { count, day, line, listQuery, numericId, requiredText, VALIDITY_DAYS } from './schemas';

// AI gifts in the admin console (issue 18, decision 023): a code that signs one person in to a
// subset of the AI-gift tools, for a period and a number of sign-ins. Every call is the
// administrator's and every change is written to the audit log.

/**
 * Today (Asia/Seoul) a gift is before its first day, usable, past its last day, has had all its
 * sign-ins, or was revoked.
 */
export const AI_GIFT_STATES = ['scheduled', 'valid', 'expired', 'used_up', 'revoked'] as const;
export const MAX_GIFT_USES = 100_000;

const _csvFile = z.object({ filename: z.string(), csv: z.string() });

const giftTools = z
  .array(z.enum(AI_GIFT_TOOLS, 'AI 선물로 열 수 없는 도구입니다.'), '선물로 열 도구를 골라 주세요.')
  .check(
    z.minLength(1, '선물로 열 도구를 하나 이상 골라 주세요.'),
    z.maxLength(AI_GIFT_TOOLS.length, `도구는 ${AI_GIFT_TOOLS.length}개까지 고를 수 있습니다.`),
    z.refine((tools) => new Set(tools).size === tools.length, '같은 도구를 두 번 고를 수 없습니다.'),
  );

const maxUses = z.optional(z.nullable(count({ topic: '사용 횟수는', min: 1, max: MAX_GIFT_USES, unit: '번' })));
const validFrom = z.optional(z.nullable(day({ topic: '사용 시작일은', ...VALIDITY_DAYS })));
const validUntil = z.optional(z.nullable(day({ topic: '사용 마지막 날은', ...VALIDITY_DAYS })));

const memo = z.optional(
  z.nullable(
    line('메모는 글자로 입력해 주세요.').check(z.trim(), z.maxLength(500, '메모는 500자까지 입력할 수 있습니다.')),
  ),
);

/** A code the administrator chooses instead of a generated one. */
const chosenCode = line('선물 코드를 입력해 주세요.').check(
  z.trim(),
  z.toUpperCase(),
  z.regex(
    /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/,
    '선물 코드는 영문, 숫자와 하이픈(-)으로 입력해 주세요(하이픈은 글자 사이에만).',
  ),
  z.minLength(4, '선물 코드는 4자 이상이어야 합니다.'),
  z.maxLength(30, '선물 코드는 30자까지 입력할 수 있습니다.'),
);

const validityInOrder = z.superRefine<{ valid_from?: string | null; valid_until?: string | null }>((value, ctx) => {
  if (value.valid_from && value.valid_until && value.valid_until < value.valid_from)
    ctx.addIssue({
      code: 'custom',
      path: ['valid_until'],
      input: value.valid_until,
      message: '사용 마지막 날은 시작하는 날과 같거나 그 뒤여야 합니다.',
    });
});

export const aiGift = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  tools: z.array(z.enum(AI_GIFT_TOOLS)),
  /** Days in Asia/Seoul, YYYY-MM-DD, both included; null: no limit on that side. */
  valid_from: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  /** Sign-ins allowed (null: any number) and had. */
  max_uses: z.nullable(z.number()),
  use_count: z.number(),
  last_used_at: z.nullable(z.string()),
  memo: z.nullable(z.string()),
  state: z.enum(AI_GIFT_STATES),
  revoked_at: z.nullable(z.string()),
  /** The person the gift signs in (made at its first sign-in). */
  user: z.nullable(z.object({ id: z.number(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AiGift = z.output<typeof aiGift>;

export const aiGiftDetail = z.object({
  ...aiGift.shape,
  /** Each tool the gift's person started, and when first. */
  uses: z.array(z.object({ action_item: z.string(), used_at: z.string() })),
});

export const AI_GIFT_SORTS = ['code', 'title', 'created', 'valid_until', 'use_count'] as const;
export const aiGiftInput = z
  .object({
    /** Left out: a code is generated (XXXX-XXXX-XXXX-XXXX). */
    code: z.optional(z.nullable(chosenCode)),
    title: requiredText('선물 이름을', 50),
    tools: giftTools,
    valid_from: validFrom,
    valid_until: validUntil,
    max_uses: maxUses,
    memo,
  })
  .check(validityInOrder);

export const aiGiftUpdateInput = z
  .object({
    title: z.optional(requiredText('선물 이름을', 50)),
    tools: z.optional(giftTools),
    valid_from: validFrom,
    valid_until: validUntil,
    max_uses: maxUses,
    memo,
  })
  .check(validityInOrder);

const giftParams = z.object({ id: numericId });

/** AI gifts (decision 023): revoked, never deleted (below). */
export const aiGiftResource = defineResource('gift', {
  row: aiGift,
  record: aiGiftDetail,
  input: aiGiftInput,
  updateInput: aiGiftUpdateInput,
  query: z.object({
    ...listQuery(AI_GIFT_SORTS).shape,
    state: z.optional(z.enum(['all', ...AI_GIFT_STATES], '상태 필터가 올바르지 않습니다.')),
  }),
  audit: 'ai_gift',
  calls: {
    list: { path: '/ai-gift/list', summary: 'AI 선물 목록 (관리자): 코드·이름 검색, 상태 필터, 정렬' },
    export: { path: '/ai-gift/export', summary: 'AI 선물 목록 CSV (관리자): 목록과 같은 검색·필터' },
    create: {
      path: '/ai-gift/create',
      summary: 'AI 선물 만들기 (관리자): 코드(비우면 생성), 여는 도구, 사용 기간, 사용 횟수',
    },
    detail: { path: '/ai-gift/detail/{id}', summary: 'AI 선물 한 개 (관리자): 누가 어떤 도구를 언제 썼는지' },
    update: {
      path: '/ai-gift/update/{id}',
      summary: 'AI 선물 수정 (관리자): 이름, 여는 도구, 사용 기간, 사용 횟수, 메모',
    },
  },
});

const revoke = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/ai-gift/revoke/{id}',
  summary: 'AI 선물 회수 (관리자): 더는 로그인할 수 없고, 로그인해 있던 사람도 로그아웃됩니다',
  access: 'admin',
  params: giftParams,
  body: revokeInput,
  data: aiGiftDetail,
});

/** The AI-gift calls, as one contract group. */
export const aiGifts = {
  ...aiGiftResource.endpoints,
  revoke,
} as const;
