import { AREA_PREFIX, type Endpoint } from '@career/api-sdk';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { ApiError, messages } from './http/errors';
import { createRouter } from './http/router';
import { isApiPath, requireCsrfHeader, securityHeaders } from './http/security';
import { mountWebApps, type WebBuilds } from './http/static';
import type { AppEnv } from './http/types';
import { createMailer, type Mailer } from './mail/mailer';
import { buildOpenApiDocument } from './openapi';
import { registerAuthRoutes } from './routes/auth';
import { registerInstructorRoutes } from './routes/instructor';
import { registerLinkRoutes } from './routes/links';
import { registerMailRoutes } from './routes/mail';
import { registerSystemRoutes } from './routes/system';
import { registerUniversityRoutes } from './routes/university';
import { registerUserRoutes } from './routes/users';

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, else the outbox table. */
  mailer?: Mailer;
  /** The built apps to serve; without them only the API is served (tests, `pnpm dev`). */
  web?: WebBuilds | undefined;
}

export interface App {
  app: Hono<AppEnv>;
  /** Every contract entry this server implements. */
  endpoints: readonly Endpoint[];
}

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp({ config, database, web, mailer }: AppOptions): App {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());

  for (const prefix of Object.values(AREA_PREFIX)) {
    app.use(`${prefix}/*`, requireCsrfHeader());
    app.use(
      `${prefix}/*`,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new ApiError(413, messages.bodyTooLarge);
        },
      }),
    );
    app.use(`${prefix}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  const router = createRouter(app, {
    config,
    database,
    mailer: mailer ?? createMailer(database, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
  });
  registerSystemRoutes(router);
  registerAuthRoutes(router);
  registerLinkRoutes(router);
  registerUserRoutes(router);
  registerInstructorRoutes(router);
  registerUniversityRoutes(router);
  registerMailRoutes(router);
  const endpoints = [...router.registered];

  const openApi = buildOpenApiDocument(endpoints);
  app.get('/api-docs', (c) => c.json(openApi));

  // Any other path inside an API area: a 404 envelope, never the SPA.
  for (const prefix of Object.values(AREA_PREFIX)) {
    app.all(prefix, () => {
      throw new ApiError(404, messages.notFound);
    });
    app.all(`${prefix}/*`, () => {
      throw new ApiError(404, messages.notFound);
    });
  }

  if (web) mountWebApps(app, web);

  app.notFound((c) =>
    isApiPath(c.req.path)
      ? c.json({ code: 404, message: messages.notFound, data: null }, 404)
      : c.text('Not Found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ code: error.status, message: error.message, data: error.data }, error.status);
    }
    console.error(`[server] ${c.req.method} ${c.req.path}`, error);
    return c.json({ code: 500, message: messages.internal, data: null }, 500);
  });

  return { app, endpoints };
}
