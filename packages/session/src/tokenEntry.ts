import {
  type AiGiftTool,
  type ApiClient,
  type EndpointData,
  type EndpointOf,
  routes,
  SUCCESS_CODE,
} from '@career/api-sdk';

import { login } from './auth';
import { loadCompletedTools } from './completedTools';
import { sessions } from './stores';
import { storeUrlData } from './urlData';

/** Shown when a failed exchange carries no message (spec §4). */
export const BAD_ACCESS_MESSAGE = '잘못된 접근입니다.';

export type EntryResult =
  | { ok: true; actionItemType: string | null }
  /** Show `message`; `goTo` is set when the person must leave the page (spec §4: an exception goes to /user). */
  | { ok: false; message: string; goTo?: string };

export type LinkEntry =
  | { kind: 'link'; token: string }
  | { kind: 'regional'; region: 'gwangju'; token: string; userId: number }
  | { kind: 'aiGift'; actionItem: AiGiftTool };

function failed(reply: { code: number; message: string } | undefined): EntryResult {
  if (reply === undefined) return { ok: false, message: BAD_ACCESS_MESSAGE, goTo: '/user' };
  return { ok: false, message: reply.message || BAD_ACCESS_MESSAGE };
}

type UrlTokenReply =
  | { code: number; message: string; data: EndpointData<EndpointOf<typeof routes.links.userUrlToken>> }
  | undefined;

/**
 * Token-link entry of spec §4: first make sure the user is authenticated (a link signs its own
 * user in), then request the url token, or the AI-gift token when a gift code is held; store the
 * result locally and refresh the completed-tool flags.
 */
export async function enterWithLink(client: ApiClient, entry: LinkEntry): Promise<EntryResult> {
  try {
    if (entry.kind !== 'aiGift') {
      const signedIn =
        entry.kind === 'link'
          ? await login(client, 'user', routes.auth.userLogin, {
              params: { type: 'link' },
              body: { token: entry.token },
            })
          : await login(client, 'user', routes.auth.userLogin, {
              params: { type: entry.region },
              body: { token: entry.token, user_id: entry.userId },
            });
      if (!signedIn.ok) return { ok: false, message: signedIn.message || BAD_ACCESS_MESSAGE };
    }
    const { uid, code } = sessions.user;
    if (uid === null) return { ok: false, message: BAD_ACCESS_MESSAGE };

    let reply: UrlTokenReply;
    if (entry.kind === 'aiGift') {
      if (!code) return { ok: false, message: BAD_ACCESS_MESSAGE };
      reply = await client.call(routes.links.aiGiftToken, {
        params: { code, userId: String(uid), actionItem: entry.actionItem },
      });
    } else {
      reply = await client.call(routes.links.userUrlToken, { params: { token: entry.token, userId: String(uid) } });
    }
    if (reply?.code !== SUCCESS_CODE) return failed(reply);
    storeUrlData(reply.data);
    await loadCompletedTools(client, uid);
    return { ok: true, actionItemType: reply.data.type };
  } catch {
    return { ok: false, message: BAD_ACCESS_MESSAGE, goTo: '/user' };
  }
}
