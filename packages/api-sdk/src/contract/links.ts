import * as z from 'zod/mini';
import { GUEST_TOOLS } from '../tools';
import { defineEndpoint } from './endpoint';
import { actionItem, giftCode, line, linkToken, numericId, resultRecord, urlTokenData } from './schemas';

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

/** A guest QR link as a guest sees it, and this browser's guest on it, when there is one. */
const guestLink = z.object({
  token: z.string(),
  action_item: z.enum(GUEST_TOOLS),
  title: z.string(),
  /** Whose link it is: the instructor's or the consultant's name. */
  instructor_name: z.string(),
  /** The class or session the answers belong to, as the owner named it. */
  session: z.nullable(z.string()),
  /** This browser's guest on the link (a guest cookie), else null. */
  guest: z.nullable(z.object({ user_id: z.number(), display_name: z.string() })),
});

const guestName = line('이름을 입력해 주세요.').check(
  z.trim(),
  z.minLength(1, '이름을 입력해 주세요.'),
  z.maxLength(30, '이름은 30자까지 입력할 수 있습니다.'),
);

/** What a guest QR link is, before and after this browser joined it (spec §7 GET …/token/{token}). */
const guestToken = (path: string, summary: string) =>
  defineEndpoint({
    area: 'api',
    method: 'GET',
    path,
    summary,
    access: 'public',
    params: z.object({ token: linkToken }),
    data: guestLink,
  });

/**
 * Joins a guest QR link with a display name (spec §7 POST …/qr/{id}): a guest of this browser on
 * the link, or the one it already has. Sets the guest cookie.
 */
const guestEnter = (path: string, summary: string) =>
  defineEndpoint({
    area: 'api',
    method: 'POST',
    path,
    summary,
    access: 'public',
    params: z.object({ token: linkToken }),
    body: z.object({ display_name: guestName }),
    data: guestLink,
  });

export const selfIntroduceGuestToken = guestToken('/self-introduce/token/{token}', '자기소개서 게스트 QR 확인');
export const deepinterGuestToken = guestToken('/deepinter/token/{token}', '심층 인터뷰 게스트 QR 확인');
export const selfIntroduceGuestEnter = guestEnter('/selfIntroduce/qr/{token}', '자기소개서 게스트로 참여');
export const deepinterGuestEnter = guestEnter('/deepinter/qr/{token}', '심층 인터뷰 게스트로 참여');
