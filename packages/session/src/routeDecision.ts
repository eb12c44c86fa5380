import { type ApiClient, DIGITS, TOKEN } from '@career/api-sdk';
import type { GuardArea } from './areas';
import { guard } from './guard';
import { unknownRouteTarget } from './unknownRoute';

/**
 * Spec §5 rule of a route parameter, by its name: ids (`id`, `…Id`) are digits; `token` and
 * `actionItem` are lowercase letters, digits, `_` or `-`. Mode segments are literal in the route
 * table, so only these are checked here.
 */
export function paramRule(name: string): RegExp | undefined {
  if (name === 'token' || name === 'actionItem') return TOKEN;
  if (name === 'id' || name.endsWith('Id')) return DIGITS;
  return undefined;
}

/** Where a route with parameters that break the rules goes (an unknown route), or null when they are fine. */
export function invalidParamsTarget(
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
): string | null {
  for (const [name, value] of Object.entries(params)) {
    const rule = paramRule(name);
    if (rule && (value === undefined || !rule.test(value))) return unknownRouteTarget(pathname);
  }
  return null;
}

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
