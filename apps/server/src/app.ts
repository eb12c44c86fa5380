import { createServer, type Server } from 'node:http';
import { AREA_PREFIX, type Endpoint } from '@career/api-sdk';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { registerAdminRoutes } from './admin';
import { createPaymentGateway, type PaymentGateway, registerCommerceRoutes } from './commerce';
import type { ServerConfig } from './config';
import { registerConsultantLogRoutes } from './consultantLog/routes';
import type { DatabaseHandle } from './db/database';
import { allowedMethods } from './http/endpoint';
import { ApiError, CLIENT_CLOSED_REQUEST, clientClosed, messages } from './http/errors';
import { createRouter } from './http/router';
import { isApiPath, SecureResponse } from './http/security';
import { mountWebApps, type WebBuilds } from './http/static';
import { StaticPathRouter } from './http/staticPathRouter';
import type { AppEnv } from './http/types';
import { registerInstructorWorkRoutes } from './instructor';
import { createMailer, type Mailer } from './mail/mailer';
import { buildOpenApiDocument } from './openapi';
import { createReportPrinter } from './pdf/printer';
import { registerReferenceRoutes } from './reference/routes';
import { registerAiGiftRoutes } from './routes/aiGifts';
import { registerAuthRoutes } from './routes/auth';
import { registerCouponRoutes } from './routes/coupons';
import { registerGuestRoutes } from './routes/guests';
import { registerInstructorRoutes } from './routes/instructor';
import { registerLinkRoutes } from './routes/links';
import { registerMailRoutes } from './routes/mail';
import { registerPasswordResetRoutes } from './routes/passwordReset';
import { registerQrcodeRoutes } from './routes/qrcode';
import { registerSystemRoutes } from './routes/system';
import { registerUserRoutes } from './routes/users';
import { createTextGenerator, type TextGenerator } from './text/generator';
import { registerToolRoutes } from './tools';
import { registerUniversityRoutes } from './university';

export interface AppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, else the outbox table. */
  mailer?: Mailer;
  /** Defaults to the configured provider, else the built-in composer. */
  textGenerator?: TextGenerator;
  /** Defaults to Toss Payments when its keys are set, else the built-in sandbox. */
  payments?: PaymentGateway;
  /** The built apps to serve; without them only the API is served (tests, `pnpm dev`). */
  web?: WebBuilds | undefined;
}

export interface App {
  app: Hono<AppEnv>;
  /** Every contract entry this server implements. */
  endpoints: readonly Endpoint[];
}

export function createApp({ config, database, web, mailer, textGenerator, payments }: AppOptions): App {
  const app = new Hono<AppEnv>({ router: new StaticPathRouter() });
  // Security headers and the API areas' Cache-Control are set by createHttpServer, for every
  // response; each endpoint refuses a cross-site state change first (registerEndpoint).

  const router = createRouter(app, {
    config,
    database,
    mailer: mailer ?? createMailer(database, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    textGenerator: textGenerator ?? createTextGenerator(config),
    payments: payments ?? createPaymentGateway(config, database.db),
    reports: createReportPrinter(config.reports),
  });
  registerSystemRoutes(router);
  registerAuthRoutes(router);
  registerLinkRoutes(router);
  registerGuestRoutes(router);
  registerQrcodeRoutes(router);
  registerUserRoutes(router);
  registerInstructorRoutes(router);
  registerPasswordResetRoutes(router);
  registerUniversityRoutes(router);
  registerConsultantLogRoutes(router);
  registerMailRoutes(router);
  registerReferenceRoutes(router);
  registerCouponRoutes(router);
  registerAiGiftRoutes(router);
  registerToolRoutes(router);
  registerAdminRoutes(router);
  registerCommerceRoutes(router);
  registerInstructorWorkRoutes(router);
  const endpoints = [...router.registered];
  const allowed = allowedMethods(endpoints);

  const openApi = buildOpenApiDocument(endpoints);
  app.get('/api-docs', (c) => c.json(openApi));

  // Any other call inside an API area: 405 on a known path, else a 404 envelope, never the SPA. The
  // general user's area has its calls under /api, as spec §7 lists them (decision 020): /userApi
  // says where they are.
  for (const prefix of Object.values(AREA_PREFIX)) {
    const message = prefix === AREA_PREFIX.userApi ? messages.userApiMoved : messages.notFound;
    app.all(prefix, () => {
      throw new ApiError(404, message);
    });
    app.all(`${prefix}/*`, (c) => {
      const allow = allowed(c.req.path);
      if (allow) throw new ApiError(405, messages.methodNotAllowed, null, { Allow: allow });
      throw new ApiError(404, message);
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
    if (clientClosed(c, error)) {
      // Nobody is left to read an answer, and the stack only says where the socket closed.
      console.warn(`[server] ${c.req.method} ${c.req.path}: client closed the request`);
      return c.body(null, CLIENT_CLOSED_REQUEST);
    }
    console.error(`[server] ${c.req.method} ${c.req.path}`, error);
    return c.json({ code: 500, message: messages.internal, data: null }, 500);
  });

  return { app, endpoints };
}

/**
 * The Node HTTP server for the app, with the security headers on every response (see
 * SecureResponse). The server and its tests both listen through this.
 */
export function createHttpServer(app: Hono<AppEnv>, hostname: string): Server {
  return createServer({ ServerResponse: SecureResponse }, getRequestListener(app.fetch, { hostname }));
}
