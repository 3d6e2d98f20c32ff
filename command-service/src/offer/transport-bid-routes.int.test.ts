import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { buildApp } from '@dtn/platform/http/build-app';
import { listenForTests } from '@dtn/platform/http/test-app';
import { userDirectory } from '@dtn/projections/user-directory';
import { offerRoutes } from './routes';
import { createWorld, startHttp, type Http, type Person, type World } from '../testing/test-world';

interface Bid {
  id: string;
  uid: string;
}

describe('transportation command routes', () => {
  let world: World;
  let http: Http;
  let bdc: Person;
  let offerId: string;
  let bids: Bid[];
  const head = () => world.store.headPosition();
  const quote = (payload: unknown, via = http) => via.call('PUT', '/api/transportation/bid', null, payload);

  beforeAll(async () => {
    world = await createWorld();
    // Two vendors near the seller, so one can win and the other lose.
    await world.offers.registerTransportVendor(
      { name: 'Harbor Auto Logistics', city: 'Culver City', state: 'CA', postalCode: '90232' },
      { actor: null },
    );
    bdc = await world.addPerson({ email: 'bdc@sunset.example', role: 'BDCManager', group: 'buyer' });
    await world.caughtUp();
    http = await startHttp(world);
    const started = await http.call('POST', '/api/offer', world.buyer, {
      inventoryId: world.inventoryId,
      status: 'bidding-transportation',
      transportationSearchRadius: 25,
      destinationDealershipId: world.buyerDealershipId,
    });
    offerId = started.json<{ id: string }>().id;
    bids = ((await world.store.readStream(streamIds.offer(offerId))).events[0]!.data as { transportBids: Bid[] }).transportBids;
    await world.caughtUp();
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await world?.dispose();
  });

  describe('PUT /api/transportation/bid (public)', () => {
    it('records a vendor’s quote without a token, once', async () => {
      expect(bids).toHaveLength(2);
      const response = await quote({ uid: bids[0]!.uid, bidAmount: 425.5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: bids[0]!.id, position: expect.any(String) });
      const before = await head();
      expect((await quote({ uid: bids[0]!.uid, bidAmount: 400 })).statusCode).toBe(409);
      expect(await head()).toEqual(before);
    });

    it('answers 400 naming the field for bad amounts and uids, 404 for an unknown uid, appending nothing', async () => {
      const before = await head();
      for (const bidAmount of [0, -1, 1.001, 'abc', 1234567890]) {
        const response = await quote({ uid: bids[1]!.uid, bidAmount });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: [{ field: 'body.bidAmount' }] });
      }
      expect((await quote({ uid: 'short', bidAmount: 10 })).json()).toMatchObject({ errors: [{ field: 'body.uid' }] });
      expect((await quote({ uid: 'A'.repeat(32), bidAmount: 10 })).statusCode).toBe(404);
      expect(await head()).toEqual(before);
    });

    it('is rate limited per IP (429 past the limit)', async () => {
      // An app of its own with a tiny limit (the limit counts per app).
      const app = await buildApp({ title: 'limited', auth: { mode: 'dev', users: userDirectory(world.db) } });
      await app.register(offerRoutes(world.offers, { rateLimit: { max: 2, timeWindow: '1 minute' } }));
      const call = await listenForTests(app);
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++)
          statuses.push(
            (await call({ method: 'PUT', url: '/api/transportation/bid', payload: { uid: 'B'.repeat(32), bidAmount: 1 } })).statusCode,
          );
        expect(statuses).toEqual([404, 404, 429]);
      } finally {
        await app.close();
      }
    });
  });

  describe('GET /api/transportation/approvebid/:id', () => {
    const url = (id: string) => `/api/transportation/approvebid/${id}`;

    it('answers 401, 403 (BDC; the seller), 404, and 409 for a bid not quoted yet', async () => {
      const before = await head();
      expect((await http.call('GET', url(bids[0]!.id), null)).statusCode).toBe(401);
      expect((await http.call('GET', url(bids[0]!.id), bdc)).statusCode).toBe(403);
      expect((await http.call('GET', url(bids[0]!.id), world.seller)).statusCode).toBe(403);
      expect((await http.call('GET', url(world.inventoryId), world.buyer)).statusCode).toBe(404);
      expect((await http.call('GET', url('nope'), world.buyer)).json()).toMatchObject({ errors: [{ field: 'params.id' }] });
      expect((await http.call('GET', url(bids[1]!.id), world.buyer)).statusCode).toBe(409);
      expect(await head()).toEqual(before);
    });

    it('selects the quoted bid (status bid); the other cannot be quoted any more', async () => {
      const response = await http.call('GET', url(bids[0]!.id), world.buyer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: offerId, status: 'bid' });
      expect((await http.call('GET', url(bids[0]!.id), world.buyer)).json()).toMatchObject({ position: null });
      expect((await quote({ uid: bids[1]!.uid, bidAmount: 300 })).statusCode).toBe(409);
    });
  });
});
