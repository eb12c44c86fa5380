/** The four server-side sessions (spec §3): one store and one cookie each. */
export type SessionKind = 'user' | 'universityUser' | 'university' | 'admin';

/** The guarded areas of the apps (spec §2, §6). */
export type GuardArea = 'consultant' | 'instructor' | 'user' | 'aiGift' | 'university' | 'admin';

export interface AreaRules {
  /** The session that lets someone in. */
  session: SessionKind;
  /** Where a signed-out visitor is sent. */
  login: string;
  /** Whether the login page gets `?redirect={encoded path}` (the user area's does not). */
  redirectParam: boolean;
  /** Where a signed-in person lands, and where unsafe redirects fall back to. */
  home: string;
  /** Path prefixes inside the area: a `redirect=` must stay within them. */
  prefixes: readonly string[];
}

export const AREAS: Readonly<Record<GuardArea, AreaRules>> = {
  consultant: {
    session: 'universityUser',
    login: '/consultant/login',
    redirectParam: true,
    home: '/consultant',
    prefixes: ['/consultant', '/consultant-modal'],
  },
  instructor: {
    session: 'universityUser',
    login: '/login',
    redirectParam: true,
    home: '/product',
    prefixes: ['/product', '/payment-success', '/payment-fail', '/order', '/instructor-modal', '/instructor'],
  },
  user: { session: 'user', login: '/user', redirectParam: false, home: '/user', prefixes: ['/user'] },
  aiGift: {
    session: 'user',
    login: '/ai-gift/login',
    redirectParam: true,
    home: '/user',
    prefixes: ['/ai-gift', '/user'],
  },
  university: {
    session: 'university',
    login: '/university/login',
    redirectParam: true,
    home: '/university',
    prefixes: ['/university'],
  },
  admin: {
    session: 'admin',
    login: '/admin/login',
    redirectParam: true,
    home: '/admin/dashboard',
    prefixes: ['/admin'],
  },
};

function withinPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function inArea(area: GuardArea, pathname: string): boolean {
  return AREAS[area].prefixes.some((prefix) => withinPrefix(pathname, prefix));
}

/** The area's login page for a visitor who wanted `path` (pathname plus search). */
export function loginRedirect(area: GuardArea, path: string): string {
  const { login, redirectParam } = AREAS[area];
  return redirectParam ? `${login}?redirect=${encodeURIComponent(path)}` : login;
}

const PROBE_ORIGIN = 'http://redirect.invalid';

/** Browsers read a backslash as a slash and drop tabs and newlines from URLs: refuse them all. */
function hasUrlTrickCharacters(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return char === '\\' || code < 0x20 || code === 0x7f;
  });
}

/**
 * A `redirect=` value made safe: only a same-origin path inside the same area (and not its login
 * page) survives; absolute URLs, `//host`, backslashes, control characters, `..` tricks and other
 * areas fall back to the area's home.
 */
export function safeRedirect(area: GuardArea, value: string | null | undefined): string {
  const { home, login } = AREAS[area];
  if (!value?.startsWith('/') || value.startsWith('//')) return home;
  if (hasUrlTrickCharacters(value)) return home;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== PROBE_ORIGIN || !inArea(area, url.pathname) || url.pathname === login) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
