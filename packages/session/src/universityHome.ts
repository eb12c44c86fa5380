import { type ApiClient, routes } from '@career/api-sdk';

import { sessions } from './stores';

/**
 * Where a signed-in university manager lands: the dashboard of the university's latest class, or
 * null when the university has no class yet.
 */
export async function universityHome(client: ApiClient): Promise<string | null> {
  const universityId = sessions.university.university?.id;
  if (!sessions.university.isAuth || !universityId) return null;
  const reply = await client.call(routes.university.lastClass, { params: { id: String(universityId) } });
  return reply?.code === 200 && reply.data ? `/university/dashboard/${reply.data.id}` : null;
}
