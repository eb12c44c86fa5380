import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@career/api-sdk';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../src/app';
import { readConfig, type ServerConfig } from '../src/config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import type { WebBuilds } from '../src/http/static';

/** Which database this test project runs on (set per Vitest project). */
export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway schema on the PostgreSQL server
 * named by TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabase === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle);
    return handle;
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test project');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const handle = await openDatabase({ databaseUrl, searchPath: schema });
  await migrateToLatest(handle);
  return {
    ...handle,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; data: T };
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: string;
  /** Send the CSRF header (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  /** A raw request to the running server. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A JSON API call as the real client makes it (CSRF header included unless `csrf: false`). */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  close(): Promise<void>;
}

/** Starts the real server on an ephemeral port over a fresh database. */
export async function startTestServer(
  options: { config?: Partial<ServerConfig>; web?: WebBuilds } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const config = { ...readConfig({}), ...options.config };
  const { app } = createApp({ config, database, web: options.web });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fetchPath = (path: string, init?: RequestInit) => fetch(`${url}${path}`, { redirect: 'manual', ...init });

  return {
    url,
    database,
    fetch: fetchPath,
    async call<T>(method: string, path: string, { body, rawBody, csrf = true, headers = {} }: CallOptions = {}) {
      const response = await fetchPath(path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(csrf ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const reply: Reply<T> = { status: response.status, headers: response.headers, body: (await response.json()) as Reply<T>['body'] };
      return reply;
    },
    async close() {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await database.close();
    },
  };
}
