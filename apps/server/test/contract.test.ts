import { contract, type Endpoint, endpointPath } from '@career/api-sdk';
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
