import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { actionItem, giftCode, linkToken, numericId, resultRecord, urlTokenData } from './schemas';

/** Completed tools of a user: one record per saved result (spec §3). */
export const userResultCheck = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/user-result-check/{id}',
  summary: '사용자의 완료한 도구 목록',
  access: 'user',
  params: z.object({ id: numericId }),
  data: z.array(resultRecord),
});

/** After a link login: the url data of that link (spec §4 token-link entry). */
export const userUrlToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/user-url-token/{token}/{userId}',
  summary: '링크 토큰 교환',
  access: 'user',
  subject: 'user',
  params: z.object({ token: linkToken, userId: numericId }),
  data: urlTokenData,
});

/** After an AI-gift login: the url data of one of the gift's tools. */
export const aiGiftToken = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/ai-gift-token/{code}/{userId}/{actionItem}',
  summary: 'AI 선물 토큰 교환',
  access: 'user',
  subject: 'user',
  params: z.object({
    code: giftCode,
    userId: numericId,
    actionItem,
  }),
  data: urlTokenData,
});

/** What a tool link is, before anyone signs in with it. */
export const actionItemLink = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/actionItem-link/token/{token}',
  summary: '도구 링크 정보',
  access: 'public',
  params: z.object({ token: linkToken }),
  data: z.object({
    action_item: z.nullable(z.string()),
    consultant_name: z.nullable(z.string()),
    valid: z.boolean(),
  }),
});

/** The signed-in user starts a tool through their link; counts the use and returns url data. */
export const useActionItemLink = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/use/actionItem-link/{token}/{actionItem}',
  summary: '도구 링크 사용',
  access: 'user',
  params: z.object({ token: linkToken, actionItem }),
  data: urlTokenData,
});

/** The AI-gift user starts one of the gift's tools; using a tool again changes nothing. */
export const useAiGift = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/use/ai-gift/{code}/{actionItem}',
  summary: 'AI 선물 도구 사용',
  access: 'user',
  params: z.object({
    code: giftCode,
    actionItem,
  }),
  data: z.object({ action_item: actionItem, first_use: z.boolean() }),
});
