import { type ActionItem, links } from '@career/api-sdk';
import { sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';

const messages = {
  notYours: '본인의 정보만 볼 수 있습니다.',
  linkNotFound: '링크를 찾을 수 없습니다.',
  toolNotInLink: '이 링크로는 이용할 수 없는 도구입니다.',
  giftMismatch: '로그인한 선물 코드와 다릅니다. 선물 코드로 다시 로그인해 주세요.',
  toolNotInGift: '이 선물 코드로는 이용할 수 없는 도구입니다.',
} as const;

const notExpired = sql<boolean>`(expires_at is null or expires_at > now())`;

export function registerLinkRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  function assertSelf(principalUserId: number, userId: string): void {
    if (Number(userId) !== principalUserId) throw new ApiError(403, messages.notYours);
  }

  async function giftOf(code: string, principalCode: string | null) {
    if (!principalCode || principalCode !== code.toUpperCase()) throw new ApiError(403, messages.giftMismatch);
    const gift = await db
      .selectFrom('ai_gift')
      .select(['id', 'code', 'tools'])
      .where('code', '=', principalCode)
      .executeTakeFirst();
    if (!gift) throw new ApiError(403, messages.giftMismatch);
    return gift;
  }

  function assertToolInGift(gift: { tools: string[] }, tool: ActionItem): void {
    if (!gift.tools.includes(tool)) throw new ApiError(403, messages.toolNotInGift);
  }

  handle(links.userResultCheck, async ({ params, principal }) => {
    assertSelf(principal.userId, params.id);
    const rows = await db
      .selectFrom('tool_result')
      .select(['action_item', 'created_at'])
      .where('user_id', '=', principal.userId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      action_item: row.action_item as ActionItem,
      created_at: row.created_at.toISOString(),
    }));
  });

  // Both exchanges are about `{userId}`: resolveSubject has held it to the caller.
  handle(links.userUrlToken, async ({ params, principal }) => {
    const link = await db
      .selectFrom('link_token')
      .select(['token', 'university_user_id', 'university_class_id', 'action_item'])
      .where('token', '=', params.token)
      .where('user_id', '=', principal.userId)
      .where(notExpired)
      .executeTakeFirst();
    if (!link) throw new ApiError(404, messages.linkNotFound);
    return {
      university_user_id: link.university_user_id,
      type: link.action_item,
      token: link.token,
      class_id: link.university_class_id,
    };
  });

  handle(links.aiGiftToken, async ({ params, principal }) => {
    const gift = await giftOf(params.code, principal.aiGiftCode);
    assertToolInGift(gift, params.actionItem);
    return { university_user_id: null, type: params.actionItem, token: gift.code, class_id: null };
  });

  handle(links.actionItemLink, async ({ params }) => {
    const link = await db
      .selectFrom('link_token as l')
      .leftJoin('university_user as uu', 'uu.id', 'l.university_user_id')
      .select([
        'l.action_item',
        'uu.name as consultant_name',
        sql<boolean>`(l.expires_at is null or l.expires_at > now())`.as('valid'),
      ])
      .where('l.token', '=', params.token)
      .where('l.region', 'is', null)
      .executeTakeFirst();
    if (!link) throw new ApiError(404, messages.linkNotFound);
    return { action_item: link.action_item, consultant_name: link.consultant_name, valid: link.valid };
  });

  handle(links.useActionItemLink, async ({ params, principal }) => {
    const link = await db
      .updateTable('link_token')
      .set({ use_count: sql`use_count + 1`, last_used_at: sql<Date>`now()` })
      .where('token', '=', params.token)
      .where('user_id', '=', principal.userId)
      .where(notExpired)
      .where((eb) => eb.or([eb('action_item', 'is', null), eb('action_item', '=', params.actionItem)]))
      .returning(['token', 'university_user_id', 'university_class_id'])
      .executeTakeFirst();
    if (!link) {
      const exists = await db
        .selectFrom('link_token')
        .select('id')
        .where('token', '=', params.token)
        .where('user_id', '=', principal.userId)
        .executeTakeFirst();
      throw new ApiError(exists ? 403 : 404, exists ? messages.toolNotInLink : messages.linkNotFound);
    }
    return {
      university_user_id: link.university_user_id,
      type: params.actionItem,
      token: link.token,
      class_id: link.university_class_id,
    };
  });

  handle(links.useAiGift, async ({ params, principal }) => {
    const gift = await giftOf(params.code, principal.aiGiftCode);
    assertToolInGift(gift, params.actionItem);
    const inserted = await db
      .insertInto('ai_gift_use')
      .values({ ai_gift_id: gift.id, action_item: params.actionItem })
      .onConflict((conflict) => conflict.columns(['ai_gift_id', 'action_item']).doNothing())
      .returning('action_item')
      .executeTakeFirst();
    return { action_item: params.actionItem, first_use: inserted !== undefined };
  });
}
