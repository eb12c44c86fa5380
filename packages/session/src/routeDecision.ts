import type { ApiClient } from '@career/api-sdk';
import type { GuardArea } from './areas';
import { guard } from './guard';
import { invalidParamsTarget } from './routeParams';

/**
 * The decision of a guarded area's layout route: bad parameters first (they make it an unknown
 * route), then the area's guard. Returns where to redirect, or null to render.
 */
export async function guardedRouteTarget(
  client: ApiClient,
  area: GuardArea,
  route: { params: Readonly<Record<string, string | undefined>>; url: URL },
): Promise<string | null> {
  const invalid = invalidParamsTarget(route.params, route.url.pathname);
  if (invalid) return invalid;
  const decision = await guard(client, area, `${route.url.pathname}${route.url.search}`);
  return decision.allow ? null : decision.redirectTo;
}
