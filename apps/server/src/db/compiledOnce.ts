import type { Compilable, CompiledQuery } from 'kysely';
import type { DatabaseHandle } from './database';

/** Stands for the per-call value while the query is compiled. */
const PER_CALL = Symbol('per-call value');

/**
 * A query built and compiled once per server, then run with one value swapped in per call; it
 * answers the first row. Kysely builds and compiles a query on every call, and for the session
 * lookup every signed-in request makes, that cost about a fifth of the request's CPU
 * (docs/decisions/009-request-pipeline-performance.md). Meant for the few queries every request
 * makes; handlers use Kysely as usual.
 */
export function compiledOnce<D extends { database: DatabaseHandle }, R>(
  build: (deps: D, value: string) => Compilable<R>,
): (deps: D, value: string) => Promise<R | undefined> {
  const compiled = new WeakMap<D, { query: CompiledQuery<R>; index: number }>();
  return async (deps, value) => {
    let entry = compiled.get(deps);
    if (!entry) {
      const query = build(deps, PER_CALL as unknown as string).compile();
      const index = query.parameters.indexOf(PER_CALL);
      if (index === -1 || query.parameters.lastIndexOf(PER_CALL) !== index) {
        throw new Error('compiledOnce: the query must use its per-call value exactly once');
      }
      entry = { query, index };
      compiled.set(deps, entry);
    }
    const parameters = entry.query.parameters.with(entry.index, value);
    const { rows } = await deps.database.db.executeQuery<R>({ ...entry.query, parameters });
    return rows[0];
  };
}
