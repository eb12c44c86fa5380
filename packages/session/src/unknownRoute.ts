/** Where an unknown path goes, by its first segment (spec §2 "Unknown routes"). */
const homeByArea: Readonly<Record<string, string>> = {
  admin: '/admin/dashboard',
  user: '/user',
  university: '/university',
  consultant: '/consultant',
  // /guest has no screen of its own, so an unknown guest path ends at the public home.
  guest: '/',
};

export function unknownRouteTarget(pathname: string): string {
  const firstSegment = pathname.split('/')[1] ?? '';
  return homeByArea[firstSegment] ?? '/';
}
