import * as z from 'zod/mini';
import { GUEST_TOOLS, type GuestTool, TOOL_GROUPS, TOOL_NAMES } from '../registry';
import { defineEndpoint } from './endpoint';
import { line, linkToken } from './schemas';

// A guest QR link's two calls for every tool guests take (spec §7 GET /{tool}/token/{token}, POST
// /{group}/qr/{token}, as the spec spells them; decision 018), derived from the registry (decision 044).

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

type GuestGroup = (typeof TOOL_GROUPS)[GuestTool];

/** The guest calls in the `links` group: `<group>GuestToken` and `<group>GuestEnter` for each guest tool. */
export type GuestCalls = { readonly [G in GuestGroup as `${G}GuestToken`]: ReturnType<typeof guestToken> } & {
  readonly [G in GuestGroup as `${G}GuestEnter`]: ReturnType<typeof guestEnter>;
};

export const guestCalls = Object.fromEntries(
  GUEST_TOOLS.flatMap((tool) => [
    [`${TOOL_GROUPS[tool]}GuestToken`, guestToken(`/${tool}/token/{token}`, `${TOOL_NAMES[tool]} 게스트 QR 확인`)],
    [
      `${TOOL_GROUPS[tool]}GuestEnter`,
      guestEnter(`/${TOOL_GROUPS[tool]}/qr/{token}`, `${TOOL_NAMES[tool]} 게스트로 참여`),
    ],
  ]),
) as GuestCalls;

/** A guest tool's two calls by the tool. */
export const guestCallsOf = (tool: GuestTool) => ({
  check: guestCalls[`${TOOL_GROUPS[tool]}GuestToken`],
  enter: guestCalls[`${TOOL_GROUPS[tool]}GuestEnter`],
});
