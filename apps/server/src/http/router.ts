import { AREA_PREFIX, type Endpoint } from '@career/api-sdk';
import type { Hono } from 'hono';
import type { PaymentGateway } from '../commerce/gateway';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ReportPrinter } from '../pdf/printer';
import type { TextGenerator } from '../text/generator';
import { type Handler, registerEndpoint } from './endpoint';
import type { AppEnv } from './types';

/** What route modules depend on. */
export interface Deps {
  config: ServerConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** What writes drafts: the configured provider, or the built-in composer (decision 019). */
  textGenerator: TextGenerator;
  /** Who takes kit payments: Toss Payments, or the built-in sandbox (decision 032). */
  payments: PaymentGateway;
  /** Draws the reports the server prints, off the request thread (decision 035). */
  reports: ReportPrinter;
}

/** Given to each route module: `handle(endpoint, handler)` plus the shared dependencies. */
export interface Router {
  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
  deps: Deps;
}

export function createRouter(app: Hono<AppEnv>, deps: Deps): Router & { registered: Set<Endpoint> } {
  const registered = new Set<Endpoint>();
  return {
    deps,
    registered,
    handle(endpoint, handler) {
      registerEndpoint(app, deps, AREA_PREFIX[endpoint.area], endpoint, handler);
      registered.add(endpoint);
    },
  };
}
