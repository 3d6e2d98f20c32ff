import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type RouteOptions } from 'fastify';
import { routeCatalogue } from '@dtn/contracts';
import { allProjectors } from '@dtn/projections';
import { queryRoutes } from './app';
import { insertDealerGroup } from '@dtn/projections/read-models/dealer-groups/testing';
import { insertUser } from '@dtn/projections/read-models/users/testing';
import { startQueryTestApp, type QueryTestApp } from './testing/query-test-app';

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
        '/api/marketplace/search',
        '/api/marketplace/tradein/search',
        '/api/dealergroup/inventory/rollup',
        '/api/dealergroup/inventory/{dealershipId}/age/{age}',
        '/api/dealergroup/inventory/spotlighted',
        '/api/inventory/vin/{vin}',
        '/api/inventory/id/{id}',
        '/api/buylist/query/count',
        '/api/user/getuser',
        '/api/dealership/userdealerships',
        '/api/dealership/{id}',
        '/api/dealership/dealergroup/{id}',
      ]),
    );
  });

  it('waits for a position the projections have not reached, then answers marked stale', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/user/getuser',
      token,
      headers: { 'x-min-position': '1000/1000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-consistency']).toBe('stale');
  });

  it('names the read models of every query route, so read-your-writes waits for those only', async () => {
    // The routes as queryRoutes adds them, with their config (fastify keeps no config to look up);
    // read once every onRoute hook has run (a scope's hooks run after this root one).
    const routes: RouteOptions[] = [];
    const app = Fastify();
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.register(queryRoutes({ db: t.db, now: () => new Date() }));
    const added = routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, reads: route.config?.reads })),
    );
    const known = new Set(allProjectors.map((p) => p.name));
    const queries = routeCatalogue.filter((r) => r.side === 'query' && added.some((a) => a.method === r.method && a.url === r.url));
    expect(queries.length).toBeGreaterThan(30);
    const unnamed = queries.flatMap((r) => {
      const reads = added.find((a) => a.method === r.method && a.url === r.url)?.reads;
      if (!reads) return [`${r.method} ${r.url}: no reads`];
      return reads.filter((name) => !known.has(name)).map((name) => `${r.method} ${r.url}: unknown projector ${name}`);
    });
    expect(unnamed).toEqual([]);
    await app.close();
  });

  it('answers a query fresh when its own read models have caught up, however far another lags', async () => {
    const checkpoint = (projector: string, at: number) =>
      t.db.query('INSERT INTO rm_checkpoints (projector, commit_position, prepare_position) VALUES ($1, $2, $2)', [projector, at]);
    await checkpoint('inventory', 10);
    await checkpoint('dealerships', 10);
    await checkpoint('market', 10);
    await checkpoint('users', 0);
    const position = { 'x-min-position': '5/5' };
    const search = await t.call({
      method: 'POST',
      url: '/api/marketplace/search?page=1&pageSize=15',
      token,
      headers: position,
      payload: {},
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['x-consistency']).toBeUndefined();
    const user = await t.call({ method: 'GET', url: '/api/user/getuser', token, headers: position });
    expect(user.statusCode).toBe(200);
    expect(user.headers['x-consistency']).toBe('stale');
  });

  it('is ready when the database answers', async () => {
    expect((await t.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
