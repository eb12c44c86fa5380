import { describe, expect, it } from 'vitest';
import { DIGITS, TOKEN } from '../constants';
import { contract } from '.';
import { type Endpoint, endpointPath, fillPath } from './endpoint';

describe('the contract', () => {
  const all = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);

  it('names every endpoint once', () => {
    const names = all.map((endpoint) => `${endpoint.method} ${endpointPath(endpoint)}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares a params schema for every endpoint with {parameters}', () => {
    for (const endpoint of all) {
      if (endpoint.path.includes('{')) expect(endpoint.params, endpoint.path).toBeDefined();
    }
  });

  it('has no body on GET endpoints', () => {
    for (const endpoint of all.filter((candidate) => candidate.method === 'GET')) expect(endpoint.body).toBeUndefined();
  });
});

describe('fillPath', () => {
  it('encodes values and refuses missing ones', () => {
    expect(fillPath('/a/{id}/{token}', { id: 3, token: 'x y' })).toBe('/a/3/x%20y');
    expect(() => fillPath('/a/{id}', {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('route parameter rules (spec §5)', () => {
  it.each(['0', '12', '00123'])('digits accept %s', (value) => expect(DIGITS.test(value)).toBe(true));
  it.each(['', '1a', '-1', '1.5', ' 1'])('digits refuse %j', (value) => expect(DIGITS.test(value)).toBe(false));
  it.each(['demo-student-01', 'a_b', 'abc123'])('tokens accept %s', (value) => expect(TOKEN.test(value)).toBe(true));
  it.each(['', 'ABC', 'a b', 'a/b', 'a.b', '한글'])('tokens refuse %j', (value) =>
    expect(TOKEN.test(value)).toBe(false),
  );
});

describe('the generated route table', () => {
  it('holds every contract entry with the same area, method, path and access, and nothing else', async () => {
    const routes = await import('../routes');
    const expected = Object.fromEntries(
      Object.entries(contract).map(([group, endpoints]) => [
        group,
        Object.fromEntries(
          Object.entries(endpoints as Record<string, Endpoint>).map(([name, { area, method, path, access }]) => [
            name,
            { area, method, path, access },
          ]),
        ),
      ]),
    );
    // Module namespaces compared as the plain data they hold.
    expect(JSON.parse(JSON.stringify(routes))).toEqual(expected);
  });
});
