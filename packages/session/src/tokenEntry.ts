import {
  type AiGiftTool,
  type ApiClient,
  DEFAULT_ERROR_MESSAGE,
  type EndpointData,
  type EndpointOf,
  type Envelope,
  routes,
  SUCCESS_CODE,
} from '@career/api-sdk';

import { ensureSession, login } from './auth';
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

type UrlToken = EndpointData<EndpointOf<typeof routes.links.userUrlToken>>;

/** What a step came to: the url token, a refusal with the server's message (maybe empty), or undefined after a network exception. */
type Outcome = { data: UrlToken } | { refusal: string } | undefined;

function outcomeOf(reply: Envelope<UrlToken> | undefined): Outcome {
  if (reply === undefined) return undefined;
  return reply.code === SUCCESS_CODE ? { data: reply.data } : { refusal: reply.message };
}

/** Spec §4: an exception shows an alert and goes to /user (the message: nothing answered, see decision 007). */
const UNANSWERED: EntryResult = { ok: false, message: DEFAULT_ERROR_MESSAGE, goTo: '/user' };

async function urlToken(client: ApiClient, token: string): Promise<Outcome> {
  const uid = sessions.user.uid;
  if (uid === null) return { refusal: '' };
  return outcomeOf(await client.call(routes.links.userUrlToken, { params: { token, userId: String(uid) } }));
}

/** The link's url token: for the user already signed in when it is theirs, else after signing in with the link. */
async function linkUrlToken(client: ApiClient, entry: Exclude<LinkEntry, { kind: 'aiGift' }>): Promise<Outcome> {
  if (await ensureSession(client, 'user')) {
    const held = await urlToken(client, entry.token);
    // A refusal means the link is someone else's (a student signed in earlier on this shared
    // computer): only then does the link sign its own user in, replacing that session.
    if (held === undefined || 'data' in held) return held;
  }
  const signedIn = await login(client, 'user', routes.auth.userLogin, {
    params: { type: entry.kind === 'link' ? 'link' : entry.region },
    body: entry.kind === 'link' ? { token: entry.token } : { token: entry.token, user_id: entry.userId },
  });
  if (!signedIn.ok) return signedIn.reply && { refusal: signedIn.reply.message };
  return urlToken(client, entry.token);
}

/** The AI-gift token of a tool, for the gift the user signed in with. */
async function giftUrlToken(client: ApiClient, actionItem: AiGiftTool): Promise<Outcome> {
  if (!(await ensureSession(client, 'user'))) return { refusal: '' };
  const { uid, code } = sessions.user;
  if (uid === null || !code) return { refusal: '' };
  return outcomeOf(await client.call(routes.links.aiGiftToken, { params: { code, userId: String(uid), actionItem } }));
}

/**
 * Token-link entry of spec §4: first ensure the user is authenticated (the held session, else the
 * server's token call, else the link's own login), then request the url token, or the AI-gift
 * token for a gift; store the result locally and refresh the completed-tool flags. A refusal shows
 * the server's message or 잘못된 접근입니다.; an exception shows an alert and goes to /user.
 */
export async function enterWithLink(client: ApiClient, entry: LinkEntry): Promise<EntryResult> {
  try {
    const outcome =
      entry.kind === 'aiGift' ? await giftUrlToken(client, entry.actionItem) : await linkUrlToken(client, entry);
    if (outcome === undefined) return UNANSWERED;
    if ('refusal' in outcome) return { ok: false, message: outcome.refusal || BAD_ACCESS_MESSAGE };
    storeUrlData(outcome.data);
    const uid = sessions.user.uid;
    if (uid !== null) await loadCompletedTools(client, uid);
    return { ok: true, actionItemType: outcome.data.type };
  } catch {
    return UNANSWERED;
  }
}
