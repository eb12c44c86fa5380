import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import { setServerCookie } from './cookies';
import { randomToken, sha256 } from './tokens';

// Guests have no account (decision 018): this browser is known by a random token in an httpOnly
// cookie, kept only as its hash; a guest of a QR link is this browser's guest on that link.

export const GUEST_COOKIE = 'cc_guest';
/** How long a browser stays known: a guest comes back to their answers for this long. */
const GUEST_COOKIE_DAYS = 60;

/** The hash of this browser's guest token, or null when it has none. */
export function guestBrowserHash(c: Context): string | null {
  const token = getCookie(c, GUEST_COOKIE);
  return token ? sha256(token) : null;
}

/** This browser's guest token's hash, giving the browser a token first when it has none. */
export function ensureGuestBrowser(c: Context, config: Pick<ServerConfig, 'secureCookies' | 'trustProxy'>): string {
  const known = guestBrowserHash(c);
  if (known) return known;
  const token = randomToken();
  setServerCookie(c, config, GUEST_COOKIE, token, GUEST_COOKIE_DAYS * 86_400);
  return sha256(token);
}

/** A link guests may use now: not closed, and not past its last day (Asia/Seoul). */
export const linkIsOpen = sql<boolean>`(q.active and (q.expires_on is null or q.expires_on >= (now() at time zone 'Asia/Seoul')::date))`;

/** Why a guest cannot join or write through a link, in Korean, or null when they can. */
export function closedReason(link: {
  active: boolean;
  expired: boolean;
  max_uses: number | null;
  use_count: number;
}): string | null {
  if (!link.active) return '이 QR 링크는 닫혔습니다. 링크를 준 강사나 상담사에게 새 링크를 받아 주세요.';
  if (link.expired) return '이 QR 링크는 기간이 끝났습니다. 링크를 준 강사나 상담사에게 새 링크를 받아 주세요.';
  if (link.max_uses !== null && link.use_count >= link.max_uses)
    return '이 QR 링크로 참여할 수 있는 인원이 다 찼습니다. 링크를 준 강사나 상담사에게 알려 주세요.';
  return null;
}

/** A 130-bit token for a new link: 26 characters of a–z and 2–7 (spec §5: lowercase letters and digits). */
export function newLinkToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = Buffer.from(randomToken(), 'base64url');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
