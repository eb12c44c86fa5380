import { AREA_PREFIX, type Endpoint } from '@career/api-sdk';
import type { Hono } from 'hono';
import { registerEndpoint } from './endpoint';
import type { AppEnv, Deps, Router } from './types';

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
