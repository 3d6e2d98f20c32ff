import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { createWorld, startHttp, type Http, type Person, type World } from '../testing/test-world';

describe('buy list command routes', () => {
  let world: World;
  let http: Http;
  let bdc: Person;
  let colleague: Person;
  const head = () => world.store.headPosition();
  const body = { id: 0, make: 'honda', model: 'accord', startYear: 2018, endYear: 2022, searchRadius: 100, latitude: 1, longitude: 2 };
  const fieldsOf = (response: { json<T>(): T }) => response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);

  beforeAll(async () => {
    world = await createWorld();
    bdc = await world.addPerson({ email: 'bdc@sunset.example', role: 'BDCManager', group: 'buyer' });
    colleague = await world.addPerson({ email: 'colleague@sunset.example', buy: true, group: 'buyer' });
    await world.caughtUp();
    http = await startHttp(world);
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await world?.dispose();
  });

  describe('POST /api/buylist', () => {
    it('adds the item in vPIC spelling at the user’s stored coordinates, not the body’s', async () => {
      const response = await http.call('POST', '/api/buylist', world.buyer, { ...body, userId: world.buyer.id });
      expect(response.statusCode).toBe(200);
      const { id, position } = response.json<{ id: string; position: string }>();
      expect(position).toEqual(expect.any(String));
      const { events } = await world.store.readStream(streamIds.buyList(id));
      const home = lookupPostalCode('90210')!;
      expect(events.map((e) => [e.type, e.data])).toEqual([
        [
          'BuyListItemAdded',
          {
            id,
            userId: world.buyer.id,
            dealerGroupId: world.buyerGroupId,
            make: 'Honda',
            model: 'Accord',
            startYear: 2018,
            endYear: 2022,
            searchRadius: 100,
            retailReadyOnly: false,
            tradeIn: false,
            latitude: home.latitude,
            longitude: home.longitude,
          },
        ],
      ]);
    });

    it('defaults the radius to 50', async () => {
      const { searchRadius: _omitted, ...rest } = body;
      const { id } = (await http.call('POST', '/api/buylist', world.buyer, rest)).json<{ id: string }>();
      const { events } = await world.store.readStream(streamIds.buyList(id));
      expect(events[0]!.data).toMatchObject({ searchRadius: 50 });
    });

    it('answers 400 problem+json naming the field', async () => {
      const before = await head();
      const years = await http.call('POST', '/api/buylist', world.buyer, { ...body, startYear: 2022, endYear: 2018 });
      expect(years.statusCode).toBe(400);
      expect(years.headers['content-type']).toContain('application/problem+json');
      expect(years.json()).toMatchObject({
        detail: 'buy-list.year-error',
        errors: [{ field: 'body.endYear', message: 'buy-list.year-error' }],
      });
      expect(fieldsOf(await http.call('POST', '/api/buylist', world.buyer, { ...body, searchRadius: 10 }))).toEqual(['body.searchRadius']);
      expect(fieldsOf(await http.call('POST', '/api/buylist', world.buyer, { ...body, model: 'Camry' }))).toEqual(['body.model']);
      expect(fieldsOf(await http.call('POST', '/api/buylist', world.buyer, { ...body, startYear: 'x' }))).toEqual(['body.startYear']);
      expect(await head()).toEqual(before);
    });

    it('answers 401 without a token, 403 without AddBuyListItem or for someone else’s userId', async () => {
      expect((await http.call('POST', '/api/buylist', null, body)).statusCode).toBe(401);
      expect((await http.call('POST', '/api/buylist', bdc, body)).statusCode).toBe(403);
      expect((await http.call('POST', '/api/buylist', world.buyer, { ...body, userId: colleague.id })).statusCode).toBe(403);
    });
  });

  describe('DELETE /api/buylist/:id', () => {
    let id: string;
    beforeAll(async () => {
      id = (await http.call('POST', '/api/buylist', world.buyer, body)).json<{ id: string }>().id;
    });

    it('answers 401, 403 without RemoveBuyListItem, 404 for a colleague or an unknown item, 400 for a bad id', async () => {
      const before = await head();
      expect((await http.call('DELETE', `/api/buylist/${id}`, null)).statusCode).toBe(401);
      expect((await http.call('DELETE', `/api/buylist/${id}`, bdc)).statusCode).toBe(403);
      expect((await http.call('DELETE', `/api/buylist/${id}`, colleague)).statusCode).toBe(404);
      expect((await http.call('DELETE', `/api/buylist/${world.inventoryId}`, world.buyer)).statusCode).toBe(404);
      expect(fieldsOf(await http.call('DELETE', '/api/buylist/nope', world.buyer))).toEqual(['params.id']);
      expect(await head()).toEqual(before);
    });

    it('removes the owner’s item; it is gone afterwards', async () => {
      const response = await http.call('DELETE', `/api/buylist/${id}`, world.buyer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, position: expect.any(String) });
      expect((await http.call('DELETE', `/api/buylist/${id}`, world.buyer)).statusCode).toBe(404);
      const { events } = await world.store.readStream(streamIds.buyList(id));
      expect(events.map((e) => e.type)).toEqual(['BuyListItemAdded', 'BuyListItemRemoved']);
    });
  });
});
