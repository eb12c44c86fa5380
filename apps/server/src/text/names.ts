import type { Deps, Principal } from '../http/types';

/** The names a provider must not see: the user's own (and a guest's name as they gave it). */
export async function namesOf(deps: Deps, userId: number, principal: Principal): Promise<string[]> {
  const user = await deps.database.db.selectFrom('app_user').select('name').where('id', '=', userId).executeTakeFirst();
  const names = [user?.name, principal.area === 'universityUser' ? principal.name : undefined];
  return names.filter((name): name is string => Boolean(name?.trim()));
}
