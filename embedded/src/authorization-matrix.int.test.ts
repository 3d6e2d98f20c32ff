import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Role, permissionsFor, routeCatalogue, routePermits, type RouteSpec } from '@dtn/contracts';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { waitForCatchUp } from '@dtn/projections';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';

/**
 * The security proof of spec section 6, table-driven from the route catalogue: every signed-in
 * route against every role with every buy/sell combination (48 users), expecting the permission
 * check to let exactly the holders of the route's permissions through; then tenancy: a user of
 * one dealer group never reads or changes another group's data. A new route joins the first
 * table by being in the catalogue, and the second with one line.
 */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 60 });
const group = (slug: string) => data.dealerGroups.find((g) => g.slug === slug)!;
const lonestar = group('lonestar');
const pacific = group('pacific');
const pacificDealership = data.dealerships.find((d) => d.dealerGroupId === pacific.id)!;
const pacificVehicle = data.vehicles.find((v) => v.dealershipId === pacificDealership.id && !v.sold)!;
const pacificVehicleId = inventoryIdFor(pacificDealership.id, pacificVehicle.vin);
const pacificUser = data.users.find((u) => u.email === 'usedcar@pacific.example')!;
const lonestarDealership = data.dealerships.find((d) => d.dealerGroupId === lonestar.id)!;

/** Sample values for path parameters: the permission check runs before validation and lookups. */
const sample: Record<string, string> = { vin: '1HGCM82633A004352', age: 'ThirtyDaysOrLess', uid: 'x'.repeat(32), name: 'car.svg' };
const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? '00000000-0000-4000-8000-000000000000');
/** Routes that permitted users are not sent in bulk: the demo reset does heavy work, and the push
 * stream stays open until the client leaves (live-push.int.test.ts signs in to it). */
const notInBulk = new Set(['GET /api/demo/reset', 'GET /api/push']);

let db: TestDatabase;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
const matrixUsers: { email: string; role: Role; buyAuthority: boolean; sellAuthority: boolean; token: string }[] = [];
const tokens: Record<string, string> = {};

async function token(email: string) {
  const res = await call({ method: 'POST', url: '/auth/dev/token', payload: { email } });
  if (res.statusCode !== 200) throw new Error(`no token for ${email}: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  call = await listenForTests(server.app);
  for (const role of Role.options) {
    for (const [buyAuthority, sellAuthority] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      const email = `${role.toLowerCase()}-${buyAuthority ? 'buy' : 'nobuy'}-${sellAuthority ? 'sell' : 'nosell'}@matrix.example`;
      const admin = role === 'Admin';
      await server.commands.registerUser(
        {
          userId: `matrix|${email}`,
          firstName: role,
          lastName: 'Matrix',
          email,
          role,
          buyAuthority,
          sellAuthority,
          dealerGroupId: admin ? null : lonestar.id,
          dealershipIds: admin ? [] : [lonestarDealership.id],
          postalCode: lonestarDealership.postalCode,
        },
        { actor: null },
      );
      matrixUsers.push({ email, role, buyAuthority, sellAuthority, token: '' });
    }
  }
  await waitForCatchUp(db, (await store.headPosition())!, { timeoutMs: 60_000 });
  for (const u of matrixUsers) u.token = await token(u.email);
  for (const email of ['principal@lonestar.example', 'principal@pacific.example', 'principal@heartland.example'])
    tokens[email] = await token(email);
}, 180_000);

afterAll(async () => {
  await server.close();
  await db.dispose();
});

/** Every event stored (committed rows, whatever readAll may still hold back): "nothing written". */
const events = async () => (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n;
const isPermissionDenial = (res: TestResponse) => res.statusCode === 403 && /Missing permission/.test(res.body);
const signedInRoutes = routeCatalogue.filter((r: RouteSpec) => r.auth !== 'public');

describe('authorization matrix: every route x every role x buy/sell authority', () => {
  it('covers every signed-in route of the catalogue', () => {
    expect(signedInRoutes.length).toBeGreaterThan(40);
  });

  it.each(signedInRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (_name, route) => {
      const mismatches: string[] = [];
      const bodyless = route.method === 'GET' || route.method === 'DELETE';
      for (const user of matrixUsers) {
        const granted = routePermits(permissionsFor(user), route);
        if (granted && notInBulk.has(`${route.method} ${route.url}`)) continue;
        const res = await call({
          method: route.method,
          url: fill(route.url),
          headers: { authorization: `Bearer ${user.token}` },
          ...(bodyless ? {} : { payload: {} }),
        });
        const denied = isPermissionDenial(res);
        if (res.statusCode === 401 || denied === granted) {
          mismatches.push(`${user.email}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
    120_000,
  );
});

/** [what, who, method, url, body?]: a user of Lone Star against Pacific's data. */
type TenancyCase = [string, string, 'GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?];
const lone = 'principal@lonestar.example';
const tenancy: TenancyCase[] = [
  ['a dealership of another group', lone, 'GET', `/api/dealership/${pacificDealership.id}`],
  ["another group's dealerships", lone, 'GET', `/api/dealership/dealergroup/${pacific.id}`],
  ["another group's inventory aging", lone, 'GET', `/api/dealergroup/inventory/${pacificDealership.id}/age/ThirtyDaysOrLess`],
  ["spotlighting another group's vehicle", lone, 'PUT', `/api/dealergroup/inventory/spotlight/${pacificVehicleId}`],
  ["unspotlighting another group's vehicle", lone, 'PUT', `/api/dealergroup/inventory/unspotlight/${pacificVehicleId}`],
  ["setting another group's vehicle's Buy Now price", lone, 'PUT', `/api/inventory/${pacificVehicleId}/buy-now`, { price: 1000 }],
  [
    "importing into another group's dealership",
    lone,
    'POST',
    `/api/dealergroup/inventory/import/${pacificDealership.id}`,
    { vehicles: [] },
  ],
  ["another group's users", lone, 'GET', `/api/user/list?dealerGroupId=${pacific.id}&page=1&pageSize=10`],
  ["another group's user", lone, 'GET', `/api/user/${pacificUser.id}`],
  ["another group's user's dealerships", lone, 'GET', `/api/dealership/getdealershipsbyuser/${pacificUser.id}`],
  [
    "another group's user's role",
    lone,
    'PUT',
    '/api/user/role',
    { userId: pacificUser.id, role: 'SalesManager', buyAuthority: true, sellAuthority: false },
  ],
  [
    "another group's user's dealerships (assign)",
    lone,
    'PUT',
    '/api/dealership/user/dealerships',
    { userId: pacificUser.id, dealershipIds: [pacificDealership.id] },
  ],
  ["another group's invites", lone, 'GET', `/api/invite/listinvites?dealerGroupId=${pacific.id}`],
  ["another group's response hours", lone, 'PUT', `/api/dealergroup/${pacific.id}/response-hours`, { hours: 12 }],
  [
    "another group's dealership's aging settings",
    lone,
    'PUT',
    `/api/dealership/${pacificDealership.id}/aging-settings`,
    { holdingCostPerDay: 10, agingThresholds: [30] },
  ],
  ["another group's dealership's aging report", lone, 'GET', `/api/dealership/${pacificDealership.id}/aging/report`],
  ["repricing another group's vehicle", lone, 'PUT', `/api/inventory/${pacificVehicleId}/list-price`, { listPrice: 1000 }],
  [
    'inviting into another group',
    lone,
    'POST',
    '/api/invite/sendinvite',
    {
      emailAddress: 'new@pacific.example',
      userRole: 'SalesManager',
      buyAuthority: true,
      sellAuthority: false,
      dealerGroupId: pacific.id,
      dealershipIds: [pacificDealership.id],
    },
  ],
];
const routeExists = (method: string, url: string) => {
  const path = url.split('?')[0]!;
  return routeCatalogue.some((r) => r.method === method && new RegExp(`^${r.url.replace(/:\w+/g, '[^/]+')}$`).test(path));
};

describe('tenancy: a user of one dealer group never reads or changes another group', () => {
  // Rows as [title, case]: jest hands a callback with more parameters than a row has a `done`.
  it.each(tenancy.filter(([, , method, url]) => routeExists(method, url)).map((c) => [c[0], c] as const))('%s', async (_what, c) => {
    const [, who, method, url, body] = c;
    const before = await events();
    const res = await call({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await events()).toEqual(before);
  });

  it("keeps another group's offers out of reach: incoming detail, accept, reject, chat and history", async () => {
    const bid = await call({
      method: 'POST',
      url: '/api/offer',
      headers: { authorization: `Bearer ${tokens['principal@heartland.example']}` },
      payload: { inventoryId: pacificVehicleId, offerAmount: 12345, status: 'submitted', currency: 'USD' },
    });
    expect(bid.statusCode).toBe(200);
    const offerId = bid.json<{ id: string }>().id;
    const as = { authorization: `Bearer ${tokens[lone]}`, 'x-min-position': bid.headers['x-event-position']! };
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/offer/incoming/${offerId}`],
      ['PUT', `/api/offer/inventory/${pacificVehicleId}/approve/${offerId}`],
      ['PUT', `/api/offer/inventory/${pacificVehicleId}/reject/${offerId}`],
      ['POST', `/api/offer/${offerId}/conversation`, { message: 'hello' }],
      ['GET', `/api/offer/${offerId}/history`],
      ['PUT', `/api/offer/dismiss/seller/${offerId}`],
      ['PUT', `/api/offer/cancel/${offerId}`],
    ];
    const reached: string[] = [];
    for (const [method, url, payload] of attempts) {
      const res = await call({ method, url, headers: as, ...(payload === undefined ? {} : { payload }) });
      if (![403, 404].includes(res.statusCode)) reached.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(reached).toEqual([]);
  });
});

/** Bad input on every route, as a user who holds every permission: an invalid path parameter or
 * a body that is not an object answers 400 problem+json naming the field, and nothing is written. */
describe('bad input: every route with parameters or a body', () => {
  const withParams = signedInRoutes.filter((r) => r.params !== undefined && /:\w+/.test(r.url));
  const withBody = signedInRoutes.filter((r) => r.body !== undefined);
  const admin = () => matrixUsers.find((u) => u.role === 'Admin' && u.buyAuthority && u.sellAuthority)!;

  it.each(withParams.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: a malformed path parameter', async (_name, route) => {
    const before = await events();
    const bodyless = route.method === 'GET' || route.method === 'DELETE';
    const res = await call({
      method: route.method,
      url: route.url.replace(/:(\w+)/g, 'not%20valid'),
      headers: { authorization: `Bearer ${admin().token}` },
      ...(bodyless ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toMatch(/^params\./);
    expect(await events()).toBe(before);
  });

  it.each(withBody.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: a body that is not an object', async (_name, route) => {
    const before = await events();
    const res = await call({
      method: route.method,
      url: fill(route.url),
      headers: { authorization: `Bearer ${admin().token}` },
      payload: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toMatch(/^body/);
    expect(await events()).toBe(before);
  });
});
