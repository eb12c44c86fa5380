import { AREA_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '@career/api-sdk';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { ApiError, messages } from './errors';

/**
 * react-aria's press handling adds one fixed <style> element (a `touch-action` rule for pressable
 * elements). Allowing exactly its hash keeps 'unsafe-inline' out; a react-aria upgrade that changes
 * the rule shows up as a CSP console error in the end-to-end tests.
 */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * Headers on every response (QUALITY.md). The CSP allows what the product really uses: its own
 * scripts, styles and fonts, and `blob:`/`data:` images for PDF export and QR codes.
 */
export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", REACT_ARIA_PRESS_STYLE],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // Served over plain http on localhost too; HSTS belongs to the TLS terminator in front.
    strictTransportSecurity: false,
  });

const apiPrefixes = Object.values(AREA_PREFIX);

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * State changes need a header a cross-site form cannot send; without CORS, a cross-site script
 * cannot send it either.
 */
export const requireCsrfHeader = (): MiddlewareHandler => async (c, next) => {
  const safe = c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS';
  if (!safe && c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) throw new ApiError(403, messages.csrf);
  await next();
};
