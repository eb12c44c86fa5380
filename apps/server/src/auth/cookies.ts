import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { ServerConfig } from '../config';
import { arrivedOverTls } from '../http/clientAddress';

// The one place that decides how the server's cookies (the areas' sessions and the guest's
// browser token) are set: httpOnly, SameSite=Strict, whole site, and Secure unless told otherwise.

type CookieConfig = Pick<ServerConfig, 'secureCookies' | 'trustProxy'>;

/**
 * Browsers keep Secure cookies over plain http only from these hosts (they count as secure
 * contexts), so `npm start` on localhost works with Secure cookies and nothing set.
 */
const LOCAL_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;
let warnedPlainHttp = false;

function options(c: Context, config: CookieConfig): CookieOptions {
  const tls = arrivedOverTls(c, config.trustProxy);
  // COOKIE_SECURE=0 is for plain-http runs; a request that came over TLS is Secure all the same.
  const secure = config.secureCookies || tls;
  if (secure && !tls && !warnedPlainHttp && !LOCAL_HOST.test(c.req.header('host') ?? '')) {
    warnedPlainHttp = true;
    console.warn(
      `[server] http로 들어온 요청(Host: ${c.req.header('host') ?? '없음'})에 Secure 쿠키를 보냅니다. 브라우저는 https와 localhost에서만 이 쿠키를 저장하므로 로그인이 유지되지 않습니다. ` +
        'TLS를 끝내는 프록시 뒤라면 TRUST_PROXY=1을, https 없이 쓴다면 COOKIE_SECURE=0을 설정해 주세요.',
    );
  }
  return { httpOnly: true, secure, sameSite: 'Strict', path: '/' };
}

/** Sets one of the server's cookies for `maxAgeSeconds`. */
export function setServerCookie(c: Context, config: CookieConfig, name: string, value: string, maxAgeSeconds: number) {
  setCookie(c, name, value, { ...options(c, config), maxAge: maxAgeSeconds });
}

/** Clears one of the server's cookies (with the attributes it was set with, so every browser drops it). */
export function clearServerCookie(c: Context, config: CookieConfig, name: string) {
  deleteCookie(c, name, options(c, config));
}
