import { createHash } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { AREA_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE, DRAWN_SUBMIT_SCRIPT } from '@career/api-sdk';
import type { MiddlewareHandler } from 'hono';
import { ApiError, messages } from './errors';

/**
 * react-aria's press handling adds one fixed <style> element (a `touch-action` rule for pressable
 * elements). Allowing exactly its hash keeps 'unsafe-inline' out; a react-aria upgrade that changes
 * the rule shows up as a CSP console error in the end-to-end tests.
 */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/** The inline script of the pages drawn at build time (decision 042), allowed by its hash alone. */
const DRAWN_SUBMIT_HASH = `'sha256-${createHash('sha256').update(DRAWN_SUBMIT_SCRIPT).digest('base64')}'`;

/**
 * The CSP allows what the product really uses: its own scripts, styles and fonts, `blob:`/`data:`
 * images for PDF export and QR codes, `blob:` audio for an interview answer played back (decision
 * 028), and its own pages framed by its own tool windows (decision 014).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${DRAWN_SUBMIT_HASH}`,
  `style-src 'self' ${REACT_ARIA_PRESS_STYLE}`,
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers on every response (QUALITY.md). No Strict-Transport-Security: the server also answers
 * plain http on localhost; HSTS belongs to the TLS terminator in front.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

const apiPrefixes = Object.values(AREA_PREFIX);

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Puts the security headers (and `Cache-Control: no-store` in the API areas) on the Node response
 * before the app runs, so they are on every response, the server's own 400s included. Headers the
 * app sets win over these (Node merges writeHead's headers over setHeader's). Set here rather than
 * in a Hono middleware: headers added to a Hono response after it is built turn @hono/node-server's
 * lightweight response into a full web Response, which cost two thirds of a plain call's time
 * (docs/decisions/009-request-pipeline-performance.md).
 */
export function withSecurityHeaders(listener: RequestListener): RequestListener {
  return (request, response) => {
    for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    if (isApiPath(query === -1 ? url : url.slice(0, query))) response.setHeader('Cache-Control', 'no-store');
    listener(request, response);
  };
}

/** Calls made by another server, not a browser: no CSRF header. */
const WEBHOOK_PATHS = new Set(['/api/payments/toss/webhook']);

/**
 * The API areas' guard: state changes need a header a cross-site form cannot send (without CORS, a
 * cross-site script cannot send it either). A body's size and depth are each endpoint's to bound,
 * as it reads the body (body.ts); calls without a body never read it.
 */
export const apiGuard = (): MiddlewareHandler => (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  // A payment gateway's webhook comes from its server, with no cookie to forge; it is checked by
  // fetching the payment again (commerce/webhooks.ts).
  if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE && !WEBHOOK_PATHS.has(c.req.path)) {
    throw new ApiError(403, messages.csrf);
  }
  return next();
};
