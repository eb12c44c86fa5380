import { DIGITS, TOKEN } from '@career/api-sdk';
import { unknownRouteTarget } from './unknownRoute';

// Apart from the guard (routeDecision.ts), so a screen that only checks its parameters does not load
// the sessions and the guard with it.

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
