import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';

/** A failure the client should see: HTTP status = envelope code, with a Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const messages = {
  notFound: '요청하신 API를 찾을 수 없습니다.',
  userApiMoved:
    '일반 사용자 API는 /api 아래에 있습니다: 로그인 POST /api/login/{type}, 로그아웃 GET /api/logout, 토큰 확인 GET /api/token.',
  methodNotAllowed: '허용되지 않는 요청 방식입니다.',
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  invalidInput: '입력값이 올바르지 않습니다.',
  csrf: '허용되지 않는 요청입니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  bodyTooLarge: '요청 본문이 너무 큽니다({size}까지 받습니다).',
  bodyTooDeep: '요청 본문의 괄호가 너무 깊게 겹쳐 있습니다({depth}단계까지 받습니다).',
  internal: '시스템에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** Errors that only say a connection ended: Node's reset of a half-read body, the adapter's premature close, an aborted step. */
const CONNECTION_ENDED = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether a failure is the client going away (a closed tab, an upload dropped mid-body): the
 * request's signal says the connection ended, and the error is one that an ended connection
 * raises. Any other error, even on a request whose client has gone, is a real one.
 */
export function clientClosed(c: Context, error: unknown): boolean {
  if (!(error instanceof Error) || !c.req.raw.signal.aborted) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && CONNECTION_ENDED.has(code)) ||
    error.name === 'AbortError' ||
    error.message === 'Client connection prematurely closed.'
  );
}

/** The status logged for a request its client closed (nginx's 499): the answer reaches nobody. */
export const CLIENT_CLOSED_REQUEST = 499 as StatusCode;
