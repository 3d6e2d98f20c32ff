import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertDealerGroup, insertUser } from './test-support/fixtures';
import { startQueryTestApp, type QueryTestApp } from './test-support/query-test-app';

let t: QueryTestApp;
let token: string;

beforeAll(async () => {
  t = await startQueryTestApp({ consistencyTimeoutMs: 50 });
  const group = await insertDealerGroup(t.db);
  token = await t.tokenFor((await insertUser(t.db, { role: 'SalesAssociate', dealerGroupId: group })).email);
});

afterAll(() => t.close());

describe('query service', () => {
  it('publishes every read route in the OpenAPI document', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/marketplace/search', '/api/marketplace/tradein/search', '/api/dealergroup/inventory/rollup',
        '/api/dealergroup/inventory/{dealershipId}/age/{age}', '/api/dealergroup/inventory/spotlighted',
        '/api/inventory/vin/{vin}', '/api/inventory/id/{id}', '/api/buylist/query/count', '/api/user/getuser',
        '/api/dealership/userdealerships', '/api/dealership/{id}', '/api/dealership/dealergroup/{id}',
      ]),
    );
  });

  it('waits for a position the projections have not reached, then answers marked stale', async () => {
    const response = await t.call({
      method: 'GET', url: '/api/user/getuser', token, headers: { 'x-min-position': '1000/1000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-consistency']).toBe('stale');
  });

  it('is ready when the database answers', async () => {
    expect((await t.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
