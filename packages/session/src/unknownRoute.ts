/**
 * Spec §2 "Unknown routes", prefix by prefix as the spec writes them ("/user..." is every path that
 * starts with /user): `/users` and `/user/a/b` go to /user, `/consultant-modal/x` and
 * `/consultantx` to /consultant. No prefix is a prefix of another, so their order does not matter.
 */
const UNKNOWN_ROUTE_HOMES: readonly (readonly [prefix: string, target: string])[] = [
  ['/admin', '/admin/dashboard'],
  ['/user', '/user'],
  ['/university', '/university'],
  ['/consultant', '/consultant'],
  ['/guest', '/guest'],
];

/**
 * Where a path that no screen answers (or whose parameters break spec §5) goes; anything else goes
 * to /. Both apps redirect there first and let the target's own guard decide (decision 007).
 */
export function unknownRouteTarget(pathname: string): string {
  return UNKNOWN_ROUTE_HOMES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? '/';
}
