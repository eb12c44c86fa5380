import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** Liveness and database reachability, for load balancers and the start script. */
export const health = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/health',
  summary: '서버와 데이터베이스 상태',
  access: 'public',
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

/**
 * Spec §4: the client asks once per page load whether this is a development server; if so, the
 * guard check is skipped. `token` identifies the running server build (see docs/decisions).
 */
export const checkServer = defineEndpoint({
  area: 'api',
  method: 'GET',
  path: '/check-server',
  summary: '개발 서버 여부 확인',
  access: 'public',
  data: z.object({ server: z.enum(['development', 'production']), token: z.string() }),
});
