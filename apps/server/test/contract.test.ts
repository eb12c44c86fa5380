import { contract, type Endpoint, endpointPath, fieldsOf } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openTestDatabase } from './harness';

describe('the server and the contract', () => {
  it('implements every contract entry, once', async () => {
    const database = await openTestDatabase();
    try {
      const { endpoints } = createApp({ config: readConfig({}), database });
      const declared = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
      const name = (endpoint: Endpoint) => `${endpoint.method} ${endpointPath(endpoint)}`;
      expect(endpoints.map(name).sort()).toEqual(declared.map(name).sort());
      expect(new Set(endpoints.map(name)).size).toBe(endpoints.length);
    } finally {
      await database.close();
    }
  });
});

describe('who a call is about', () => {
  it('is declared by every endpoint that names a user or a run and is not public or admin-only', () => {
    const declared = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
    const names = (endpoint: Endpoint) => [
      ...(endpoint.params ? fieldsOf(endpoint.params).map((field) => field.path.join('.')) : []),
      ...(endpoint.body ? fieldsOf(endpoint.body).map((field) => field.path.join('.')) : []),
    ];
    const undeclared = declared
      .filter((endpoint) => endpoint.access !== 'public' && endpoint.access !== 'admin' && !endpoint.subject)
      .filter((endpoint) => names(endpoint).some((name) => /^(userId|runId|user_id|run_id)$/.test(name)))
      .map((endpoint) => `${endpoint.method} ${endpointPath(endpoint)}`);
    expect(undeclared).toEqual([]);
  });
});
