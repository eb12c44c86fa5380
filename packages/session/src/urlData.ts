import type { UrlTokenData } from '@career/api-sdk';
import { proxy, subscribe } from 'valtio';

/** Spec §3: what a token exchange leaves behind, kept in localStorage. */
export interface UrlData {
  universityUserId: number | null;
  actionItemType: string | null;
  token: string | null;
  classId: number | null;
}

export const URL_DATA_KEY = 'career.urlData';

const empty = (): UrlData => ({ universityUserId: null, actionItemType: null, token: null, classId: null });

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function load(): UrlData {
  try {
    const saved = JSON.parse(storage()?.getItem(URL_DATA_KEY) ?? 'null') as Partial<UrlData> | null;
    return { ...empty(), ...saved };
  } catch {
    return empty();
  }
}

export const urlData = proxy<UrlData>(load());

subscribe(urlData, () => {
  storage()?.setItem(URL_DATA_KEY, JSON.stringify(urlData));
});

/** Stores a token reply under the spec's names (university_user_id → universityUserId, …). */
export function storeUrlData(reply: UrlTokenData): void {
  Object.assign(urlData, {
    universityUserId: reply.university_user_id,
    actionItemType: reply.type,
    token: reply.token,
    classId: reply.class_id,
  });
}

export function clearUrlData(): void {
  Object.assign(urlData, empty());
}
