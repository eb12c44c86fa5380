import { type ApiClient, routes } from '@career/api-sdk';

import { proxy } from 'valtio';

export interface ServerInfo {
  /** null until the check has answered. */
  development: boolean | null;
  /** Identifies the server build that answered. */
  buildToken: string | null;
}

/** What the one check-server call of this page load said (spec §4). */
export const serverInfo = proxy<ServerInfo>({ development: null, buildToken: null });

let pending: Promise<boolean> | undefined;

/**
 * Asks the server once per page load whether it is a development server; later calls share the
 * first answer. A failed check counts as "not development", so guards stay on.
 */
export function checkDevelopmentServer(client: ApiClient): Promise<boolean> {
  pending ??= client.call(routes.system.checkServer).then((reply) => {
    const development = reply?.code === 200 && reply.data.server === 'development';
    serverInfo.development = development;
    serverInfo.buildToken = reply?.code === 200 ? reply.data.token : null;
    return development;
  });
  return pending;
}
