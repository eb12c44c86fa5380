import { type ActionItem, type ApiClient, routes } from '@career/api-sdk';

import { proxy } from 'valtio';

/** Spec §3: one flag per tool, true once the user has a saved result of it. */
export const COMPLETED_FLAG = {
  'core-coloring': 'coreColoring',
  'career-anchor': 'careerAnchor',
  ptid: 'ptid',
  'career-model': 'careerModel',
  'job-card': 'jobCard',
  'job-search': 'jobSearch',
  'selling-point': 'sellingPoint',
  'self-introduce': 'selfIntroduce',
  interview: 'interview',
  deepinter: 'deepinter',
} as const satisfies Record<ActionItem, string>;

export type CompletedFlag = (typeof COMPLETED_FLAG)[ActionItem];
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
