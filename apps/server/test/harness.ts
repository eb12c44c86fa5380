import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ActionItem, CSRF_HEADER, CSRF_HEADER_VALUE, type Endpoint } from '@career/api-sdk';
import { sql } from 'kysely';
import { createApp, createHttpServer } from '../src/app';
import { readConfig, type ServerConfig } from '../src/config';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database';
import type { WebBuilds } from '../src/http/static';
import { migrations } from '../src/migrations';
import { seedDemoData } from '../src/seed/demo';
import { seedToolContent } from '../src/tools';

/** Which database this test project runs on (set per Vitest project). */
export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

let template: Promise<Blob> | null = null;

/**
 * A migrated PGlite with the tools' content, made once per test worker and copied for each test's
 * database: migrating and seeding take seconds, loading the copy a fraction of that.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle, migrations);
    await seedToolContent(handle.db);
    const archive = await (handle.dumpDataDir as () => Promise<Blob>)();
    await handle.close();
    return archive;
  })();
  return template;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a throwaway schema on the PostgreSQL server
 * named by TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabase === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL test project');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const handle = await openDatabase({ databaseUrl, searchPath: schema });
  await migrateDespiteNeighbours(handle, schema);
  await seedToolContent(handle.db);
  return {
    ...handle,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

/**
 * Kysely's migrator looks for its table among the tables of every schema, so a test file in another
 * worker dropping its own schema at that moment can fail the lookup with that schema's name (the
 * schema, or one of its tables: `relation "test_….password_reset" does not exist`, seen in CI).
 * Only those failures are tried again.
 */
async function migrateDespiteNeighbours(handle: DatabaseHandle, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(handle, migrations);
      return;
    } catch (error) {
      const neighbour = /(?:schema|relation) "(test_[0-9a-f]+)(?:\.\w+)?" does not exist/.exec(String(error))?.[1];
      // The lookup also reads every column's sequence, across schemas: a neighbour migrating its own
      // tables at that moment fails it with a column of theirs (`column "ends_on" of relation
      // "university_class" does not exist`, where: parallel worker, seen in CI).
      const neighbourColumn = /column "\w+" of relation "\w+" does not exist/.test(String(error));
      if ((!neighbour && !neighbourColumn) || neighbour === schema || attempt === 5) throw error;
    }
  }
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

/** What a streamed call answered: its events in order (or, refused before any text, a JSON reply). */
export interface StreamReply {
  status: number;
  events: { name: string; data: unknown }[];
  /** The JSON envelope when the call was refused before the stream began. */
  body: { code: number; message: string; data: unknown } | null;
}

/** A browser-like caller: keeps the cookies the server sets, like one person's browser. */
export interface TestClient {
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  /** A call (POST unless `method` says) answered with server-sent events; `onEvent` sees each as it comes (to stop one part-way). */
  stream(
    path: string,
    body: unknown,
    options?: { signal?: AbortSignal; method?: string; onEvent?(event: { name: string; data: unknown }): void },
  ): Promise<StreamReply>;
  cookies: Map<string, string>;
}

export interface TestServer extends TestClient {
  url: string;
  database: DatabaseHandle;
  /** Every contract entry the server registered. */
  endpoints: readonly Endpoint[];
  /** A raw request to the running server (no cookies). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Another browser, with its own cookies. */
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * Starts the real server on an ephemeral port over a fresh database (with the demo data when `seed`),
 * or over another server's `database` (a second instance on the same data, left open on close).
 */
export async function startTestServer(
  options: { config?: Partial<ServerConfig>; web?: WebBuilds; seed?: boolean; database?: DatabaseHandle } = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  if (options.seed && !options.database) await seedDemoData(database.db);
  // The composer writes drafts at once in tests (no pause between pieces).
  const config = { ...readConfig({}), composerChunkMs: 0, ...options.config };
  const { app, endpoints } = createApp({ config, database, web: options.web });
  const server = createHttpServer(app, '127.0.0.1');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fetchPath = (path: string, init?: RequestInit) => fetch(`${url}${path}`, { redirect: 'manual', ...init });

  function client(): TestClient {
    const cookies = new Map<string, string>();
    return {
      cookies,
      async call<T>(method: string, path: string, { body, rawBody, csrf = true, headers = {} }: CallOptions = {}) {
        const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetchPath(path, {
          method,
          headers: {
            accept: 'application/json',
            ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(csrf ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
            ...headers,
          },
          body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = header.split(';');
          const [name = '', value = ''] = pair.split('=');
          const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
          if (expired || value === '') cookies.delete(name.trim());
          else cookies.set(name.trim(), value);
        }
        const reply: Reply<T> = {
          status: response.status,
          headers: response.headers,
          body: (await response.json()) as Reply<T>['body'],
        };
        return reply;
      },
      async stream(path, body, { signal, method = 'POST', onEvent } = {}) {
        const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetchPath(path, {
          method,
          headers: {
            accept: 'text/event-stream',
            'content-type': 'application/json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
          },
          body: JSON.stringify(body),
          ...(signal ? { signal } : {}),
        });
        if (!response.headers.get('content-type')?.includes('text/event-stream')) {
          return { status: response.status, events: [], body: (await response.json()) as StreamReply['body'] };
        }
        const events: StreamReply['events'] = [];
        let buffer = '';
        const decoder = new TextDecoder();
        try {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            buffer += decoder.decode(chunk, { stream: true });
            let end = buffer.indexOf('\n\n');
            while (end !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const name = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
              const data = JSON.parse(/^data: ?(.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
              events.push({ name, data });
              onEvent?.({ name, data });
              end = buffer.indexOf('\n\n');
            }
          }
        } catch (error) {
          if (!signal?.aborted) throw error;
        }
        return { status: response.status, events, body: null };
      },
    };
  }

  const main = client();
  return {
    url,
    database,
    endpoints,
    fetch: fetchPath,
    client,
    call: main.call,
    stream: main.stream,
    cookies: main.cookies,
    async close() {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      if (!options.database) await database.close();
    },
  };
}

export const DEMO_PASSWORD = 'demo1234!';

/**
 * A kept result of `tool` for the user, written straight to the database (what another tool's
 * result is read from), kept from them until a talk with their consultant when `held`.
 */
export async function giveResult(
  server: TestServer,
  userId: number,
  tool: ActionItem,
  version: string,
  result: unknown,
  held = false,
): Promise<void> {
  const { db } = server.database;
  const run = await db
    .insertInto('tool_run')
    .values({
      user_id: userId,
      action_item: tool,
      audience: 'user',
      status: 'completed',
      release: held ? 'after_talk' : 'now',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tool_result')
    .values({
      user_id: userId,
      run_id: run.id,
      action_item: tool,
      scoring_version: version,
      result: JSON.stringify(result),
    })
    .execute();
}

/** A browser of the server signed in as the demo consultant (who counsels the demo students). */
export async function signInConsultant(server: TestServer): Promise<TestClient> {
  const consultant = server.client();
  const reply = await consultant.call('POST', '/api/university-user-login', {
    body: { login_id: 'consultant', password: DEMO_PASSWORD },
  });
  if (reply.status !== 200) throw new Error(`the demo consultant could not sign in (${reply.status})`);
  return consultant;
}

/** The user id behind one of the demo students' sign-in links ('demo-student-01'). */
export async function demoStudentId(server: TestServer, token = 'demo-student-01'): Promise<number> {
  const link = await server.database.db
    .selectFrom('link_token')
    .select('user_id')
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  return link.user_id;
}
