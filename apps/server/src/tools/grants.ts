import { type ActionItem, GRANTED_TOOLS, TOOL_NAMES } from '@career/api-sdk';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** How a user came to hold a tool that must be granted (decision 016). */
export type GrantSource = 'class' | 'coupon' | 'purchase' | 'ai_gift';

/** Why a tool cannot be taken, and what to do about it: the person never meets a dead screen. */
export const notGrantedMessage = (tool: ActionItem) =>
  `${TOOL_NAMES[tool]} 검사는 이용권이 있어야 할 수 있습니다. 수업에서 제공되는지 담당 선생님께 문의하거나, 받은 쿠폰이나 AI 선물 코드로 이용해 주세요.`;

/** An instructor's participant without the tool: a kit gives it (decision 032). */
export const kitMessage = (tool: ActionItem) =>
  `${TOOL_NAMES[tool]} 검사는 이용권이 있어야 할 수 있습니다. 남은 키트가 없습니다. 상품 화면에서 ${TOOL_NAMES[tool]} 키트를 구매하면 참여자에게 바로 쓸 수 있습니다.`;

/**
 * Whether the user may take `tool`, and through what: a tool that needs no grant is open to all;
 * otherwise a grant to the user, to their class, or an AI gift of the tool (the gift the caller
 * signed in with, or one given to the user).
 */
export async function grantOf(
  db: Kysely<Database>,
  userId: number,
  tool: ActionItem,
  giftCode: string | null = null,
): Promise<GrantSource | 'open' | null> {
  if (!GRANTED_TOOLS.includes(tool)) return 'open';
  const grant = await db
    .selectFrom('tool_grant as g')
    .select('g.source')
    .where('g.action_item', '=', tool)
    .where((eb) =>
      eb.or([
        eb('g.user_id', '=', userId),
        eb(
          'g.university_class_id',
          '=',
          eb.selectFrom('app_user').select('university_class_id').where('id', '=', userId),
        ),
      ]),
    )
    // A user's own grant first: it is what they bought or redeemed.
    .orderBy(sql`g.user_id is null`)
    .executeTakeFirst();
  if (grant) return grant.source;
  const gift = await db
    .selectFrom('ai_gift')
    .select('id')
    .where(sql<boolean>`${tool} = any(tools)`)
    .where((eb) => eb.or([eb('user_id', '=', userId), ...(giftCode ? [eb('code', '=', giftCode)] : [])]))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  return gift ? 'ai_gift' : null;
}
