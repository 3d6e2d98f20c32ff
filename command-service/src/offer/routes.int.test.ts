import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { EVENT_POSITION_HEADER } from '@dtn/platform/http/consistency';
import { offerIdFor } from './handlers';
import { createWorld, startHttp, type Http, type Person, type World } from '../testing/test-world';

interface Answer {
  id: string;
  position: string | null;
  status?: string;
}

describe('offer command routes', () => {
  let world: World;
  let http: Http;
  let buyer2: Person;
  let bdc: Person;
  let otherSeller: Person;
  let vins = 0;
  const vehicle = () => world.addVehicle(`2HGCM82633A${String(100000 + vins++)}`);
  const head = () => world.store.headPosition();
  const call = (method: 'PUT' | 'POST', url: string, who: Person | null, payload?: unknown, headers?: Record<string, string>) =>
    http.call(method, url, who, payload, headers);
  const bid = (inventoryId: string, offerAmount: unknown = 5000, extra: object = {}) => ({
    inventoryId,
    offerAmount,
    status: 'submitted',
    currency: 'USD',
    ...extra,
  });
  const submit = async (inventoryId: string, who: Person = world.buyer, offerAmount = 5000) => {
    const response = await call('POST', '/api/offer', who, bid(inventoryId, offerAmount));
    expect(response.statusCode).toBe(200);
    return response.json<Answer>().id;
  };
  /** Asserts the status and, for a refusal, that nothing was appended. */
  const refused = async (status: number, request: () => Promise<{ statusCode: number; json<T>(): T }>, field?: string) => {
    const before = await head();
    const response = await request();
    expect(response.statusCode).toBe(status);
    if (field) expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await head()).toEqual(before);
  };

  beforeAll(async () => {
    world = await createWorld();
    buyer2 = await world.addPerson({ email: 'buyer2@dusk.example', buy: true, group: 'other' });
    bdc = await world.addPerson({ email: 'bdc@sunset.example', role: 'BDCManager', group: 'buyer' });
    otherSeller = await world.addPerson({ email: 'seller@dusk.example', sell: true, group: 'other' });
    await world.caughtUp();
    http = await startHttp(world);
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await world?.dispose();
  });

  describe('POST /api/offer', () => {
    it('starts the transport request, answering the offer id, status and position', async () => {
      const inventoryId = await vehicle();
      const response = await call('POST', '/api/offer', world.buyer, {
        inventoryId,
        status: 'bidding-transportation',
        transportationSearchRadius: 50,
        destinationDealershipId: world.buyerDealershipId,
        userId: world.buyer.id,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Answer>();
      expect(body).toEqual({
        id: offerIdFor(world.buyer.id, inventoryId),
        status: 'bidding-transportation',
        position: expect.stringMatching(/^\d+\/\d+$/),
      });
      expect(response.headers[EVENT_POSITION_HEADER]).toBe(body.position);
      // Submitting is the next step of that offer; a second transport request is not.
      await refused(409, () =>
        call('POST', '/api/offer', world.buyer, {
          inventoryId,
          status: 'bidding-transportation',
          transportationSearchRadius: 50,
          destinationDealershipId: world.buyerDealershipId,
        }),
      );
      const submitted = await call('POST', '/api/offer', world.buyer, bid(inventoryId, 7000, { transportOfferAmount: 250 }));
      expect(submitted.json<Answer>()).toMatchObject({ id: body.id, status: 'submitted' });
    });

    it('submits a bid without transport; a second submit is a 409', async () => {
      const inventoryId = await vehicle();
      const id = await submit(inventoryId);
      const { events } = await world.store.readStream(streamIds.offer(id));
      expect(events.map((e) => e.data)).toEqual([
        expect.objectContaining({ offerAmount: 5000, transportOfferAmount: null, total: 5000, currency: 'USD' }),
      ]);
      await refused(409, () => call('POST', '/api/offer', world.buyer, bid(inventoryId)));
    });

    it('answers 400 naming the field for bad amounts, radius and status, appending nothing', async () => {
      const inventoryId = await vehicle();
      for (const amount of [0, -1, 1.001, 'abc']) {
        await refused(400, () => call('POST', '/api/offer', world.buyer, bid(inventoryId, amount)), 'body.offerAmount');
      }
      await refused(
        400,
        () => call('POST', '/api/offer', world.buyer, bid(inventoryId, 10, { transportOfferAmount: -1 })),
        'body.transportOfferAmount',
      );
      await refused(400, () => call('POST', '/api/offer', world.buyer, bid(inventoryId, 10, { currency: 'EUR' })), 'body.currency');
      await refused(
        400,
        () =>
          call('POST', '/api/offer', world.buyer, {
            inventoryId,
            status: 'bidding-transportation',
            transportationSearchRadius: 101,
            destinationDealershipId: world.buyerDealershipId,
          }),
        'body.transportationSearchRadius',
      );
      await refused(400, () => call('POST', '/api/offer', world.buyer, { inventoryId, status: 'won' }), 'body.status');
    });

    it('answers 401, 403 (no permission; someone else’s userId; own group; foreign destination) and 404', async () => {
      const inventoryId = await vehicle();
      await refused(401, () => call('POST', '/api/offer', null, bid(inventoryId)));
      await refused(403, () => call('POST', '/api/offer', bdc, bid(inventoryId)));
      await refused(403, () => call('POST', '/api/offer', world.buyer, bid(inventoryId, 10, { userId: buyer2.id })));
      await refused(403, () => call('POST', '/api/offer', world.seller, bid(inventoryId)));
      await refused(403, () =>
        call('POST', '/api/offer', world.buyer, {
          inventoryId,
          status: 'bidding-transportation',
          transportationSearchRadius: 50,
          destinationDealershipId: world.sellerDealershipId,
        }),
      );
      await refused(404, () => call('POST', '/api/offer', world.buyer, bid(world.buyerGroupId)));
    });
  });

  describe('PUT /api/offer', () => {
    it('updates a submitted offer; same amounts again change nothing', async () => {
      const id = await submit(await vehicle());
      const response = await call('PUT', '/api/offer', world.buyer, {
        id,
        offerAmount: 5100.5,
        transportOfferAmount: 99,
        status: 'submitted',
        currency: 'USD',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>().position).not.toBeNull();
      const again = await call('PUT', '/api/offer', world.buyer, {
        id,
        offerAmount: 5100.5,
        transportOfferAmount: 99,
        status: 'submitted',
        currency: 'USD',
      });
      expect(again.json<Answer>().position).toBeNull();
    });

    it('answers 400, 401, 403 (BDC), 404 (unknown; another group’s offer) and 409 (cancelled)', async () => {
      const id = await submit(await vehicle());
      const body = (over: object = {}) => ({ id, offerAmount: 6000, status: 'submitted', currency: 'USD', ...over });
      await refused(400, () => call('PUT', '/api/offer', world.buyer, body({ offerAmount: 0 })), 'body.offerAmount');
      await refused(400, () => call('PUT', '/api/offer', world.buyer, body({ id: 'nope' })), 'body.id');
      await refused(401, () => call('PUT', '/api/offer', null, body()));
      await refused(403, () => call('PUT', '/api/offer', bdc, body()));
      await refused(404, () => call('PUT', '/api/offer', buyer2, body()));
      await refused(404, () => call('PUT', '/api/offer', world.buyer, body({ id: world.inventoryId })));
      expect((await call('PUT', `/api/offer/cancel/${id}`, world.buyer)).statusCode).toBe(200);
      await refused(409, () => call('PUT', '/api/offer', world.buyer, body()));
    });
  });

  describe('cancel, restore and dismiss', () => {
    it('cancels, restores, and refuses the illegal transitions with 409', async () => {
      const id = await submit(await vehicle());
      await refused(409, () => call('PUT', `/api/offer/restore/${id}`, world.buyer));
      await refused(404, () => call('PUT', `/api/offer/cancel/${id}`, buyer2));
      await refused(403, () => call('PUT', `/api/offer/cancel/${id}`, bdc));
      await refused(401, () => call('PUT', `/api/offer/cancel/${id}`, null));
      await refused(404, () => call('PUT', `/api/offer/cancel/${world.buyerGroupId}`, world.buyer));
      expect((await call('PUT', `/api/offer/cancel/${id}`, world.buyer)).json<Answer>().status).toBe('cancelled');
      await refused(409, () => call('PUT', `/api/offer/cancel/${id}`, world.buyer));
      expect((await call('PUT', `/api/offer/restore/${id}`, world.buyer)).statusCode).toBe(200);
    });

    it('dismisses finished offers per side, once; live ones are a 409', async () => {
      const inventoryId = await vehicle();
      const id = await submit(inventoryId);
      await refused(409, () => call('PUT', `/api/offer/dismiss/buyer/${id}`, world.buyer));
      await refused(409, () => call('PUT', `/api/offer/dismiss/seller/${id}`, world.seller));
      expect((await call('PUT', `/api/offer/inventory/${inventoryId}/reject/${id}`, world.seller)).json<Answer>().status).toBe('lost');
      await refused(403, () => call('PUT', `/api/offer/dismiss/seller/${id}`, world.buyer));
      await refused(404, () => call('PUT', `/api/offer/dismiss/seller/${id}`, otherSeller));
      await refused(403, () => call('PUT', `/api/offer/dismiss/buyer/${id}`, bdc));
      expect((await call('PUT', `/api/offer/dismiss/buyer/${id}`, world.buyer)).json<Answer>().position).not.toBeNull();
      expect((await call('PUT', `/api/offer/dismiss/buyer/${id}`, world.buyer)).json<Answer>().position).toBeNull();
      expect((await call('PUT', `/api/offer/dismiss/seller/${id}`, world.seller)).statusCode).toBe(200);
    });
  });

  describe('approve and reject', () => {
    it('accepts: the vehicle is sold to the offer and the offer won; a second accept is a 409', async () => {
      const inventoryId = await vehicle();
      const id = await submit(inventoryId);
      const other = await submit(inventoryId, buyer2);
      const url = (offerId: string) => `/api/offer/inventory/${inventoryId}/approve/${offerId}`;
      await refused(401, () => call('PUT', url(id), null));
      await refused(403, () => call('PUT', url(id), bdc));
      await refused(404, () => call('PUT', url(id), otherSeller));
      await refused(404, () => call('PUT', `/api/offer/inventory/${world.inventoryId}/approve/${id}`, world.seller));
      await refused(404, () => call('PUT', url(world.buyerGroupId), world.seller));
      await refused(400, () => call('PUT', `/api/offer/inventory/x/approve/${id}`, world.seller), 'params.inventoryId');
      const response = await call('PUT', url(id), world.seller);
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>()).toMatchObject({ id, status: 'won' });
      const sold = (await world.store.readStream(streamIds.inventory(inventoryId))).events.at(-1)!;
      expect(sold).toMatchObject({ type: 'VehicleSold', data: { offerId: id } });
      await refused(409, () => call('PUT', url(other), world.seller));
      await refused(409, () => call('PUT', `/api/offer/inventory/${inventoryId}/reject/${id}`, world.seller));
    });

    it('acts on the terms named by If-Match only: 412 with the current terms when they moved, 400 when it is no version', async () => {
      const inventoryId = await vehicle();
      const id = await submit(inventoryId, world.buyer, 20000);
      const accept = (ifMatch: string) =>
        call('PUT', `/api/offer/inventory/${inventoryId}/approve/${id}`, world.seller, undefined, { 'if-match': ifMatch });
      const lowered = await call('PUT', '/api/offer', world.buyer, { id, offerAmount: 1 }, { 'if-match': '"0"' });
      expect(lowered.statusCode).toBe(200);
      const before = await head();
      const moved = await accept('"0"');
      expect(moved.statusCode).toBe(412);
      expect(moved.headers['content-type']).toContain('application/problem+json');
      expect(moved.json<{ current: unknown }>().current).toEqual({
        id,
        status: 'submitted',
        offerAmount: 1,
        transportOfferAmount: null,
        total: 1,
        version: 1,
        turn: 'seller',
        deadline: expect.any(String),
        counterAmount: null,
      });
      expect(await head()).toEqual(before);
      for (const bad of ['0', '"x"', 'W/"0"', '*']) await refused(400, () => accept(bad), 'headers.if-match');
      // Someone who may not see the offer learns nothing from a stale version: 404 as without it.
      await refused(404, () =>
        call('PUT', `/api/offer/inventory/${inventoryId}/approve/${id}`, otherSeller, undefined, { 'if-match': '"0"' }),
      );
      expect((await accept('"1"')).statusCode).toBe(200);
      const won = (await world.store.readStream(streamIds.offer(id))).events.at(-1)!;
      expect(won).toMatchObject({ type: 'OfferAccepted', data: { offerAmount: 1, total: 1 } });
    });

    it('rejects a submitted offer; a transport request is not there for the seller yet (404)', async () => {
      const inventoryId = await vehicle();
      const start = await call('POST', '/api/offer', buyer2, {
        inventoryId,
        status: 'bidding-transportation',
        transportationSearchRadius: 50,
        destinationDealershipId: buyer2.dealershipIds[0],
      });
      expect(start.statusCode).toBe(200);
      await refused(404, () => call('PUT', `/api/offer/inventory/${inventoryId}/reject/${start.json<Answer>().id}`, world.seller));
      const id = await submit(inventoryId);
      await refused(404, () => call('PUT', `/api/offer/inventory/${inventoryId}/reject/${id}`, otherSeller));
      expect((await call('PUT', `/api/offer/inventory/${inventoryId}/reject/${id}`, world.seller)).statusCode).toBe(200);
    });
  });

  describe('POST /api/offer/:id/conversation', () => {
    it('lets the buyer and the seller write once it was bid on; answers 400, 401, 403, 404 and 409', async () => {
      const inventoryId = await vehicle();
      const start = await call('POST', '/api/offer', world.buyer, {
        inventoryId,
        status: 'bidding-transportation',
        transportationSearchRadius: 50,
        destinationDealershipId: world.buyerDealershipId,
      });
      const id = start.json<Answer>().id;
      const url = `/api/offer/${id}/conversation`;
      await refused(409, () => call('POST', url, world.buyer, { message: 'Hello' }));
      // The seller does not see the offer during its transport stage: not there for them yet.
      await refused(404, () => call('POST', url, world.seller, { message: 'Hi there', fromUserId: world.seller.id }));
      await submit(inventoryId);
      expect((await call('POST', url, world.seller, { message: 'Hi there', fromUserId: world.seller.id })).statusCode).toBe(200);
      const response = await call('POST', url, world.buyer, { message: '  Still available?  ' });
      expect(response.statusCode).toBe(200);
      const added = (await world.store.readStream(streamIds.offer(id))).events.at(-1)!;
      expect(added.data).toMatchObject({ messageId: response.json<Answer>().id, message: 'Still available?', fromUserId: world.buyer.id });
      await refused(400, () => call('POST', url, world.buyer, { message: '   ' }), 'body.message');
      await refused(400, () => call('POST', url, world.buyer, { message: 'x'.repeat(2001) }), 'body.message');
      await refused(401, () => call('POST', url, null, { message: 'Hi' }));
      await refused(403, () => call('POST', url, bdc, { message: 'Hi' }));
      await refused(404, () => call('POST', url, otherSeller, { message: 'Hi' }));
      await refused(403, () => call('POST', url, world.buyer, { message: 'Hi', fromUserId: world.seller.id }));
      await refused(404, () => call('POST', `/api/offer/${world.buyerGroupId}/conversation`, world.buyer, { message: 'Hi' }));
    });
  });
});
