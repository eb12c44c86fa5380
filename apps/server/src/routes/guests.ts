import { GUEST_TOOLS, type GuestTool, guestCallsOf } from '@career/api-sdk';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { closedReason, ensureGuestBrowser, guestBrowserHash, linkIsOpen } from '../auth/guests';
import { perAddress, throttle } from '../auth/rateLimit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Router } from '../http/types';

// A guest QR link as guests meet it (spec §7 GET …/token/{token}, POST …/qr/{id}; decision 018):
// what it is, and joining it with a name and no account. What a guest then writes goes through the
// tool's own calls with guest access, each held to this browser's guest on an open link.

const messages = {
  notFound: '유효하지 않은 QR 링크입니다. QR 코드를 다시 찍어 주세요.',
  full: '이 QR 링크로 참여할 수 있는 인원이 다 찼습니다. 링크를 준 강사나 상담사에게 알려 주세요.',
  joinsFromAddress: '이 네트워크에서 QR 링크에 새로 참여하는 일이 너무 잦습니다. {seconds}초 뒤에 다시 참여해 주세요.',
  joinsOnLink: '이 QR 링크에 한꺼번에 참여하는 사람이 너무 많습니다. {seconds}초 뒤에 다시 참여해 주세요.',
} as const;

/** This browser joined the link in another request meanwhile: its place is given back. */
class AlreadyJoined extends Error {}

/** The link by its token, for this tool, with why it may not be used now. */
async function linkByToken(db: Kysely<Database>, token: string, tool: GuestTool) {
  const link = await db
    .selectFrom('guest_qr_token as q')
    .innerJoin('university_user as uu', 'uu.id', 'q.university_user_id')
    .leftJoin('university_class as uc', 'uc.id', 'q.university_class_id')
    .select([
      'q.id',
      'q.token',
      'q.action_item',
      'q.title',
      'q.active',
      'q.max_uses',
      'q.use_count',
      'q.session_label',
      'q.university_class_id',
      'uu.name as instructor_name',
      'uc.name as class_name',
      sql<boolean>`not ${linkIsOpen} and q.active`.as('expired'),
    ])
    .where('q.token', '=', token)
    .where('q.action_item', '=', tool)
    .executeTakeFirst();
  if (!link) throw new ApiError(404, messages.notFound);
  return link;
}

type Link = Awaited<ReturnType<typeof linkByToken>>;

/** The link as a guest sees it, with this browser's guest on it when there is one. */
function guestView(link: Link, guest: { user_id: number; display_name: string } | null) {
  return {
    token: link.token,
    action_item: link.action_item,
    title: link.title,
    instructor_name: link.instructor_name,
    session: link.session_label ?? link.class_name ?? null,
    guest,
  };
}

export function registerGuestRoutes({ handle, deps }: Router): void {
  const { db } = deps.database;

  const guestOf = (linkId: number, browserHash: string | null) =>
    browserHash === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('guest')
          .select(['user_id', 'display_name'])
          .where('link_id', '=', linkId)
          .where('browser_hash', '=', browserHash)
          .executeTakeFirst();

  for (const tool of GUEST_TOOLS) {
    const { check, enter } = guestCallsOf(tool);
    handle(check, async ({ params, c }) => {
      const link = await linkByToken(db, params.token, tool);
      const guest = await guestOf(link.id, guestBrowserHash(c));
      // A guest already on the link comes back to their answers while it is open; anyone else
      // hears why it cannot be joined.
      const reason = closedReason({ ...link, use_count: guest ? 0 : link.use_count });
      if (reason) throw new ApiError(403, reason);
      return guestView(link, guest ?? null);
    });

    handle(enter, async ({ params, body, c }) => {
      const link = await linkByToken(db, params.token, tool);
      const browserHash = ensureGuestBrowser(c, deps.config);
      const known = await guestOf(link.id, browserHash);
      if (known) {
        const reason = closedReason({ ...link, use_count: 0 });
        if (reason) throw new ApiError(403, reason);
        return guestView(link, known);
      }
      // A new guest is a new person with their own quotas: how fast they appear is bounded per
      // address (a classroom shares one) and per link, before any is made.
      const { guestJoinsPerAddress, guestJoinsPerLink, guestJoinWindowSeconds: window } = deps.config;
      await throttle(
        db,
        messages.joinsFromAddress,
        perAddress(c, deps.config, 'guest-join', guestJoinsPerAddress, window),
      );
      await throttle(db, messages.joinsOnLink, {
        scope: `guest-join-link:${link.id}`,
        max: guestJoinsPerLink,
        windowSeconds: window,
      });
      const joined = await db
        .transaction()
        .execute(async (trx) => {
          // One place taken, by one conditional update: never more guests than the link allows.
          const taken = await trx
            .updateTable('guest_qr_token as q')
            .set({ use_count: sql`use_count + 1` })
            .where('q.id', '=', link.id)
            .where(linkIsOpen)
            .where((eb) => eb.or([eb('q.max_uses', 'is', null), eb('q.use_count', '<', eb.ref('q.max_uses'))]))
            .returning('q.id')
            .executeTakeFirst();
          if (!taken) return null;
          const user = await trx
            .insertInto('app_user')
            .values({ name: body.display_name, university_class_id: link.university_class_id, guest_link_id: link.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          const guest = await trx
            .insertInto('guest')
            .values({ user_id: user.id, link_id: link.id, browser_hash: browserHash, display_name: body.display_name })
            .onConflict((conflict) => conflict.columns(['link_id', 'browser_hash']).doNothing())
            .returning(['user_id', 'display_name'])
            .executeTakeFirst();
          if (!guest) throw new AlreadyJoined();
          return guest;
        })
        .catch(async (error) => {
          if (!(error instanceof AlreadyJoined)) throw error;
          return (await guestOf(link.id, browserHash)) ?? null;
        });
      if (!joined) throw new ApiError(403, closedReason(link) ?? messages.full);
      return guestView(link, joined);
    });
  }
}
