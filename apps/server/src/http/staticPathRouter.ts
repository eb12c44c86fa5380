import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

// The methods a browser or a client of ours sends; others are matched afresh each time, so the
// kept matches stay as few as the routes.
const KEPT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Hono's TrieRouter, keeping the match of each route's own static path once found. Hono's faster
 * RegExpRouter refuses our routes (a parameter beside a fixed segment, as `/participant/{id}` beside
 * `/participant/list/{id}`), and a trie search of our ~600 routes, with its sort of the handlers
 * found, cost a tenth of a plain call's time (docs/decisions/049). A match depends only on the
 * method and the path, so one kept per static path and method is the same as a fresh one (Hono's
 * RegExpRouter shares its static matches the same way); paths with parameters are searched each
 * time, so no caller can grow what is kept.
 */
export class StaticPathRouter<T> implements Router<T> {
  readonly name = 'StaticPathRouter';
  readonly #router = new TrieRouter<T>();
  readonly #staticPaths = new Set<string>();
  readonly #kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
    if (!/[:*?{]/.test(path)) this.#staticPaths.add(path);
    // A route added after a match may belong in it.
    this.#kept.clear();
  }

  match(method: string, path: string): Result<T> {
    if (!this.#staticPaths.has(path) || !KEPT_METHODS.has(method)) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    let result = this.#kept.get(key);
    if (!result) {
      result = this.#router.match(method, path);
      this.#kept.set(key, result);
    }
    return result;
  }
}
