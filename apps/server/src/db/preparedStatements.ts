import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Distinct statement texts prepared per pool. Kysely's texts come from a fixed set of query
 * builders, so a few hundred cover the product; past the cap, statements still run, unprepared
 * (a safeguard against texts that grow with the data, like long `in (…)` lists).
 */
const MAX_PREPARED_STATEMENTS = 500;

/**
 * Kysely's pool over a pg pool that runs every statement with parameters as a named prepared
 * statement: PostgreSQL (and PGlite) parse and plan each text once per connection instead of on
 * every call, which made a session lookup three times cheaper on PGlite
 * (docs/decisions/009-request-pipeline-performance.md). Statements without parameters (DDL,
 * `begin`, `commit`) run as they are.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  function nameOf(text: string): string | undefined {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
      name = `kysely_${names.size}`;
      names.set(text, name);
    }
    return name;
  }

  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const query = (sql: unknown, parameters: ReadonlyArray<unknown> = []) => {
      // Kysely hands over a cursor instead of text only to stream, which needs a cursor class in
      // the dialect: none is set.
      if (typeof sql !== 'string') throw new Error('Streaming queries are not set up');
      const values = [...parameters];
      const name = values.length > 0 ? nameOf(sql) : undefined;
      return client.query(name ? { name, text: sql, values } : { text: sql, values });
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
