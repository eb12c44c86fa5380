import { createHash } from 'node:crypto';
import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AREA_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE, DRAWN_SUBMIT_SCRIPT } from '@career/api-sdk';
import type { Context } from 'hono';
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
 * Headers on every page, asset and redirect (QUALITY.md). No Strict-Transport-Security: the server
 * also answers plain http on localhost; HSTS belongs to the TLS terminator in front.
 */
export const PAGE_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * Headers on every answer of an API area (decision 049): JSON or a text stream is never a document,
 * so it may load nothing, be framed by no one and be read by no other site; never cached.
 */
export const API_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cache-control', 'no-store'],
];

const apiPrefixes = Object.values(AREA_PREFIX);

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const pathOf = (url = '/') => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/**
 * The Node response of every request (`createServer`'s `ServerResponse`): the security headers
 * (API_HEADERS in the API areas, PAGE_HEADERS elsewhere) go out with the status line, the server's
 * own 400s included, and headers the app set win over them. They are merged into the one
 * `writeHead` the adapter makes, not set one by one on each response (which cost a fifth of a plain
 * call), and never through a Hono middleware: headers added to a Hono response after it is built
 * turn @hono/node-server's lightweight response into a full web Response, which cost two thirds
 * of a plain call's time (docs/decisions/009-request-pipeline-performance.md).
 */
export class SecureResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override writeHead(
    status: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const given = typeof reason === 'string' ? headers : (reason ?? headers);
    const ours = isApiPath(pathOf(this.req.url)) ? API_HEADERS : PAGE_HEADERS;
    if (Array.isArray(given)) {
      // A raw header list (no caller here sends one): ours by name, where the app set none.
      for (const [name, value] of ours) if (!this.hasHeader(name)) this.setHeader(name, value);
      return super.writeHead(status, typeof reason === 'string' ? reason : undefined, given);
    }
    const merged: OutgoingHttpHeaders = {};
    for (const [name, value] of ours) if (!this.hasHeader(name)) merged[name] = value;
    for (const name in given) {
      delete merged[name.toLowerCase()];
      merged[name] = given[name];
    }
    return super.writeHead(status, typeof reason === 'string' ? reason : undefined, merged);
  }
}

/** Calls made by another server, not a browser: no CSRF header. */
const WEBHOOK_PATHS = new Set(['/api/payments/toss/webhook']);

/**
 * Every endpoint's first check (endpoint.ts): a state change needs a header a cross-site form
 * cannot send (without CORS, a cross-site script cannot send it either). Calls without a body (GET,
 * HEAD, OPTIONS) change nothing and pass. Checked by the endpoint rather than by a middleware over
 * each area, which made every call asynchronous before it reached its handler (decision 049). A
 * body's size and depth are each endpoint's to bound, as it reads the body (body.ts).
 */
export function refuseCrossSite(c: Context): void {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  // A payment gateway's webhook comes from its server, with no cookie to forge; it is checked by
  // fetching the payment again (commerce/webhooks.ts).
  if (c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE && !WEBHOOK_PATHS.has(c.req.path)) {
    throw new ApiError(403, messages.csrf);
  }
}
