import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { StaticPathRouter } from './staticPathRouter';

const ROUTES: ReadonlyArray<readonly [method: string, path: string, handler: string]> = [
  ['ALL', '/api/*', 'guard'],
  ['GET', '/api/check-server', 'check'],
  ['GET', '/api/participant/:id', 'participant'],
  ['POST', '/api/participant/register', 'register'],
  ['POST', '/api/participant/:id', 'update'],
  ['ALL', '/api/*', 'not found'],
];

function both() {
  const kept = new StaticPathRouter<string>();
  const fresh = new TrieRouter<string>();
  for (const [method, path, handler] of ROUTES) {
    kept.add(method, path, handler);
    fresh.add(method, path, handler);
  }
  return { kept, fresh };
}

const handlersOf = (result: ReturnType<StaticPathRouter<string>['match']>) =>
  result[0].map(([handler, params]) => [handler, params]);

describe('StaticPathRouter', () => {
  it('matches as Hono’s TrieRouter does, first call and kept call alike', () => {
    const { kept, fresh } = both();
    const calls = [
      ['GET', '/api/check-server'],
      ['POST', '/api/participant/register'],
      ['GET', '/api/participant/7'],
      ['POST', '/api/participant/7'],
      ['DELETE', '/api/check-server'],
      ['GET', '/api/nothing'],
      ['PROPFIND', '/api/check-server'],
    ] as const;
    for (const [method, path] of calls) {
      const expected = handlersOf(fresh.match(method, path));
      expect(handlersOf(kept.match(method, path))).toEqual(expected);
      expect(handlersOf(kept.match(method, path))).toEqual(expected);
    }
    expect(handlersOf(kept.match('POST', '/api/participant/register'))).toEqual([
      ['guard', {}],
      ['register', {}],
      ['update', { id: 'register' }],
      ['not found', {}],
    ]);
  });

  it('keeps the match of a static path, and searches a path with parameters each time', () => {
    const { kept } = both();
    expect(kept.match('GET', '/api/check-server')).toBe(kept.match('GET', '/api/check-server'));
    expect(kept.match('GET', '/api/participant/7')).not.toBe(kept.match('GET', '/api/participant/7'));
  });

  it('drops what it kept when a route is added, so the new route is found', () => {
    const { kept } = both();
    kept.match('GET', '/api/check-server');
    kept.add('GET', '/api/check-server', 'second');
    expect(handlersOf(kept.match('GET', '/api/check-server')).map(([handler]) => handler)).toEqual([
      'guard',
      'check',
      'not found',
      'second',
    ]);
  });
});
