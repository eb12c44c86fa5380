import { type ActionItem, type ApiClient, COMPLETED_FLAG, type CompletedFlag, routes } from '@career/api-sdk';

import { proxy, subscribe } from 'valtio';
import { sessions } from './stores';

export type { CompletedFlag } from '@career/api-sdk';
export type CompletedTools = Record<CompletedFlag, boolean>;

const none = (): CompletedTools =>
  Object.fromEntries(Object.values(COMPLETED_FLAG).map((flag) => [flag, false])) as CompletedTools;

export const completedTools = proxy<CompletedTools>(none());

/** Flags from the result records of `GET /user-result-check/{id}`. */
export function completedFrom(records: readonly { action_item: ActionItem }[]): CompletedTools {
  const flags = none();
  for (const record of records) flags[COMPLETED_FLAG[record.action_item]] = true;
  return flags;
}

/** Refreshes the flags of a user from the server; leaves them as they were when the call fails. */
export async function loadCompletedTools(client: ApiClient, userId: number): Promise<void> {
  const records = await client.call(routes.links.userResultCheck, { params: { id: String(userId) } });
  if (records?.code === 200) Object.assign(completedTools, completedFrom(records.data));
}

export function clearCompletedTools(): void {
  Object.assign(completedTools, none());
}

// The flags belong to the signed-in user: they go when the user session ends or passes to someone
// else. Kept here rather than in logout, so an app without user sessions (the admin console) does
// not load this module at all.
let owner = sessions.user.uid;
subscribe(
  sessions.user,
  () => {
    if (sessions.user.uid === owner) return;
    owner = sessions.user.uid;
    clearCompletedTools();
  },
  true,
);
