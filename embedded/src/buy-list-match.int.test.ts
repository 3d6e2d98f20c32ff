import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { listenForTests, type TestResponse } from '@dtn/platform/http/test-app';
import { waitForCatchUp } from '@dtn/projections';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';

/**
 * Buy list to vehicle match through real HTTP on the embedded server: a buyer in Dallas wants a
 * Camry within 50 miles; another group imports one in Seattle (no match), then one in Plano,
 * ~17 miles away (a VehicleMatch, counted by the matches badge, linking to the vehicle detail).
 */
const system = { actor: null };
const buyerEmail = 'buyer@lonestar-test.example';
const sellerEmail = 'seller@pacific-test.example';

let db: TestDatabase;
let server: EmbeddedServer;
let call: Awaited<ReturnType<typeof listenForTests>>;
const tokens: Record<string, string> = {};
const ids: Record<'plano' | 'seattle', string> = { plano: '', seattle: '' };
const as = (email: string, position?: string | null) => ({
  authorization: `Bearer ${tokens[email]}`,
  ...(position ? { 'x-min-position': position } : {}),
});
const ok = (res: TestResponse) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res;
};
const camry = (vin: string) => ({
  vin,
  stockNumber: vin.slice(-6),
  year: 2020,
  make: 'Toyota',
  model: 'Camry',
  listingType: 'USED',
  inventoryDate: '2025-01-10',
  images: [`https://img.example/${vin}.jpg`],
});
const matchCount = async (position: string | null) =>
  ok(await call({ method: 'GET', url: '/api/notification/count?notificationType=VehicleMatch', headers: as(buyerEmail, position) })).json<{
    count: number;
  }>().count;

beforeAll(async () => {
  db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: false });
  const { commands } = server;
  const group = async (slug: string) =>
    (await commands.createDealerGroup({ organizationName: slug, slug, shortName: slug, dealerVaultVendorId: 'DV' }, system)).id;
  const store_ = async (dealerGroupId: string, dealerVaultId: string, city: string, state: string, postalCode: string) =>
    (
      await commands.createDealership(
        { dealerGroupId, name: `${city} store`, dealerVaultId, address1: '1 Main St', city, state, postalCode },
        system,
      )
    ).id;
  const buyers = await group('lonestar-test');
  const sellers = await group('pacific-test');
  const dallas = await store_(buyers, 'B1', 'Dallas', 'TX', '75201');
  ids.plano = await store_(sellers, 'S1', 'Plano', 'TX', '75074');
  ids.seattle = await store_(sellers, 'S2', 'Seattle', 'WA', '98101');
  const person = (
    email: string,
    role: 'UsedCarManager' | 'DealerPrincipal',
    dealerGroupId: string,
    dealershipIds: string[],
    postalCode: string,
  ) =>
    commands.registerUser(
      {
        userId: `dev|${email}`,
        firstName: 'Pat',
        lastName: 'Doe',
        email,
        role,
        buyAuthority: role === 'UsedCarManager',
        sellAuthority: role === 'DealerPrincipal',
        dealerGroupId,
        dealershipIds,
        postalCode,
      },
      system,
    );
  await person(buyerEmail, 'UsedCarManager', buyers, [dallas], '75201');
  await person(sellerEmail, 'DealerPrincipal', sellers, [ids.plano, ids.seattle], '75074');
  const head = await store.headPosition();
  if (head && !(await waitForCatchUp(db, head, { timeoutMs: 20_000 }))) throw new Error('projections did not catch up');
  call = await listenForTests(server.app);
  for (const email of [buyerEmail, sellerEmail]) {
    tokens[email] = ok(await call({ method: 'POST', url: '/auth/dev/token', payload: { email } })).json<{
      access_token: string;
    }>().access_token;
  }
}, 120_000);

afterAll(async () => {
  await server.close();
  await db.dispose();
});

describe('a buy list receives vehicle matches', () => {
  let itemPosition: string | null = null;

  it('adds a buy list item: a Camry, 2018 to 2022, within 50 miles', async () => {
    const body = {
      id: 0,
      make: 'Toyota',
      model: 'Camry',
      startYear: 2018,
      endYear: 2022,
      searchRadius: 50,
      retailReadyOnly: false,
      tradeIn: false,
      latitude: 0,
      longitude: 0,
    };
    const res = ok(await call({ method: 'POST', url: '/api/buylist', payload: body, headers: as(buyerEmail) }));
    itemPosition = res.json<{ position: string }>().position;
    const list = ok(await call({ method: 'GET', url: '/api/buylist/list', headers: as(buyerEmail, itemPosition) }));
    expect(list.json()).toEqual([expect.objectContaining({ make: 'Toyota', model: 'Camry', searchRadius: 50 })]);
    expect(await matchCount(itemPosition)).toBe(0);
  });

  it('does not match a Camry listed by another group outside the radius (Seattle)', async () => {
    const res = ok(
      await call({
        method: 'POST',
        url: `/api/dealergroup/inventory/import/${ids.seattle}`,
        payload: { vehicles: [camry('4T1B11HK5LU000001')] },
        headers: as(sellerEmail),
      }),
    );
    expect(await matchCount(res.json<{ position: string }>().position)).toBe(0);
  });

  it('matches a Camry listed by another group within the radius (Plano), once', async () => {
    const res = ok(
      await call({
        method: 'POST',
        url: `/api/dealergroup/inventory/import/${ids.plano}`,
        payload: { vehicles: [camry('4T1B11HK5LU000002')] },
        headers: as(sellerEmail),
      }),
    );
    const position = res.json<{ position: string }>().position;
    expect(await matchCount(position)).toBe(1);
    const list = ok(
      await call({ method: 'GET', url: '/api/notification/list?notificationType=VehicleMatch', headers: as(buyerEmail, position) }),
    );
    expect(list.json<{ results: unknown[] }>().results).toEqual([
      expect.objectContaining({
        notificationType: 'VehicleMatch',
        title: 'Vehicle match: 2020 Toyota Camry',
        link: '/inventorydetail/4T1B11HK5LU000002',
        imageUrl: 'https://img.example/4T1B11HK5LU000002.jpg',
      }),
    ]);
    // The seller's own staff get no match; spotlighting the vehicle matches nothing new.
    const spot = ok(
      await call({
        method: 'PUT',
        url: `/api/dealergroup/inventory/spotlight/${res.json<{ ids: string[] }>().ids[0]}`,
        headers: as(sellerEmail),
      }),
    );
    expect(await matchCount(spot.json<{ position: string }>().position)).toBe(1);
  });
});
