import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { inventoryById } from '@dtn/projections/read-models/inventory/queries';
import { as, createWorld, startHttp, type Http, type Person, type World } from '../testing/test-world';
import { offerIdFor } from './handlers';
import { createSaleReactor } from './sale-reactor';

/**
 * Buy Now on the real command service (real HTTP, real PostgreSQL, the real projectors and sale
 * reactor): the seller's price, and buyers of different dealer groups racing to buy at it.
 */
describe('Buy Now (PUT /api/inventory/:id/buy-now, POST /api/offer/buy-now)', () => {
  let world: World;
  let http: Http;
  let vins = 0;
  /** A fresh vehicle of the seller's dealership. */
  const vehicle = () => world.addVehicle(`3HGCM82633A${String(200000 + vins++)}`);
  const typesOf = async (streamId: string) => (await world.store.readStream(streamId)).events.map((e) => e.type);
  const setPrice = (inventoryId: string, price: unknown, who: Person | null = world.seller) =>
    http.call('PUT', `/api/inventory/${inventoryId}/buy-now`, who, { price });
  const buy = (inventoryId: string, who: Person, version?: number | string) =>
    http.call('POST', '/api/offer/buy-now', who, { inventoryId }, version === undefined ? {} : { 'if-match': String(version) });
  /** The vehicle as a buyer reads it (the inventory read model), once the projections caught up. */
  const read = async (inventoryId: string) => {
    await world.caughtUp();
    return (await inventoryById(world.db, inventoryId, new Date()))!;
  };
  /** Asserts the status (and the field of a 400), and that nothing was appended. */
  const refused = async (status: number, request: () => Promise<{ statusCode: number; body: string }>, field?: string) => {
    const before = await world.store.headPosition();
    const response = await request();
    expect(`${response.statusCode} ${response.body}`).toMatch(new RegExp(`^${status} `));
    if (field) expect((JSON.parse(response.body) as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    expect(await world.store.headPosition()).toEqual(before);
    return response;
  };

  let groups = 0;
  /** A buyer of a dealer group of their own (a group and a dealership created for them). */
  const buyerOfNewGroup = async (): Promise<Person> => {
    // Slugs are lowercase letters and hyphens only.
    const slug = `buynow-${'abcdefghij'[groups++]!}`;
    const system = { actor: null };
    const { id: dealerGroupId } = await world.commands.createDealerGroup(
      { organizationName: slug, slug, shortName: slug, dealerVaultVendorId: 'DV' },
      system,
    );
    const { id: dealershipId } = await world.commands.createDealership(
      {
        dealerGroupId,
        name: `${slug} store`,
        dealerVaultId: slug,
        address1: '1 Main St',
        city: 'Glendale',
        state: 'CA',
        postalCode: '91203',
      },
      system,
    );
    const email = `${slug}@buyers.example`;
    const { id } = await world.commands.registerUser(
      {
        userId: `dev|${email}`,
        firstName: slug,
        lastName: 'Buyer',
        email,
        role: 'UsedCarManager',
        buyAuthority: true,
        sellAuthority: false,
        dealerGroupId,
        dealershipIds: [dealershipId],
        postalCode: '91203',
      },
      system,
    );
    return { id, role: 'UsedCarManager', dealerGroupId, email, dealershipIds: [dealershipId] };
  };

  let otherSeller: Person;
  let sellerWithoutSpotlight: Person;
  let bdc: Person;
  beforeAll(async () => {
    world = await createWorld();
    otherSeller = await world.addPerson({ email: 'seller@dusk.example', sell: true, group: 'other' });
    sellerWithoutSpotlight = await world.addPerson({ email: 'desk@sunrise.example', group: 'seller' });
    bdc = await world.addPerson({ email: 'bdc@sunset.example', role: 'BDCManager', buy: false, group: 'buyer' });
    await world.caughtUp();
    http = await startHttp(world);
  }, 60_000);
  afterAll(async () => {
    await http?.close();
    await world?.dispose();
  });

  describe('the seller’s price', () => {
    it('sets, changes and clears it; the reads carry the price and its version; the same price again appends nothing', async () => {
      const inventoryId = await vehicle();
      expect(await read(inventoryId)).toMatchObject({ buyNowPrice: null, buyNowVersion: 0 });
      const set = await setPrice(inventoryId, 15_000.5);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ id: inventoryId, position: expect.stringMatching(/^\d+\/\d+$/) });
      expect(await read(inventoryId)).toMatchObject({ buyNowPrice: 15_000.5, buyNowVersion: 1 });
      expect((await setPrice(inventoryId, 15_000.5)).json()).toEqual({ id: inventoryId, position: null });
      expect((await setPrice(inventoryId, 14_000)).statusCode).toBe(200);
      expect((await setPrice(inventoryId, null)).statusCode).toBe(200);
      expect(await read(inventoryId)).toMatchObject({ buyNowPrice: null, buyNowVersion: 3 });
    });

    it('answers 400 naming body.price for a price that is no amount in cents above 0, appending nothing', async () => {
      const inventoryId = await vehicle();
      for (const price of [0, -1, 10.001, 'abc', 1e9]) await refused(400, () => setPrice(inventoryId, price), 'body.price');
      await refused(400, () => http.call('PUT', `/api/inventory/${inventoryId}/buy-now`, world.seller, {}), 'body.price');
      await refused(400, () => setPrice('not-an-id', 100), 'params.id');
    });

    it('refuses callers without a token (401), without SpotlightInventory (403), of another group (403), and sold vehicles (409)', async () => {
      const inventoryId = await vehicle();
      await refused(401, () => setPrice(inventoryId, 9_000, null));
      await refused(403, () => setPrice(inventoryId, 9_000, sellerWithoutSpotlight));
      // Every group sees every vehicle (its detail page): another group's is a 403, as for the spotlight.
      await refused(403, () => setPrice(inventoryId, 9_000, otherSeller));
      await refused(404, () => setPrice('00000000-0000-4000-8000-000000000000', 9_000));
      await world.commands.markVehicleSold({ inventoryId }, { actor: null });
      await refused(409, () => setPrice(inventoryId, 9_000));
    });
  });

  describe('buying now', () => {
    it('of 8 buyers of different groups racing on one vehicle exactly one wins at the price; the reactor loses the other live offers', async () => {
      const inventoryId = await vehicle();
      const bidder = await world.addPerson({ email: 'bidder@dusk.example', buy: true, group: 'other' });
      const racers: Person[] = [];
      for (let i = 0; i < 8; i++) racers.push(await buyerOfNewGroup());
      await world.caughtUp();
      // Live offers before the race: two bidders who do not race, and one racer with transport.
      const live = [
        await world.offers.submitOffer({ inventoryId, offerAmount: 9_000 }, as(world.buyer)),
        await world.offers.submitOffer({ inventoryId, offerAmount: 9_500 }, as(bidder)),
      ];
      await world.offers.submitOffer({ inventoryId, offerAmount: 10_000, transportOfferAmount: 350.25 }, as(racers[0]!));
      expect((await setPrice(inventoryId, 18_750.75)).statusCode).toBe(200);
      const { buyNowVersion } = await read(inventoryId);

      const answers = await Promise.all(racers.map((racer) => buy(inventoryId, racer, `"${buyNowVersion}"`)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const winner = racers[statuses.indexOf(200)]!;
      const offerId = offerIdFor(winner.id, inventoryId);
      expect(answers[statuses.indexOf(200)]!.json()).toEqual({ id: offerId, status: 'won', position: expect.any(String) });

      const vehicleEvents = (await world.store.readStream(streamIds.inventory(inventoryId))).events;
      const sales = vehicleEvents.filter((e) => e.type === 'VehicleSold');
      expect(sales.map((e) => (e.data as { offerId: string }).offerId)).toEqual([offerId]);
      const won = (await world.store.readStream(streamIds.offer(offerId))).events.at(-1)!;
      expect(won.type).toBe('OfferBoughtNow');
      const transport = winner === racers[0] ? 350.25 : null;
      expect(won.data).toMatchObject({
        offerId,
        inventoryId,
        buyerUserId: winner.id,
        byUserId: winner.id,
        offerAmount: 18_750.75,
        transportOfferAmount: transport,
        total: 18_750.75 + (transport ?? 0),
        buyNowVersion,
      });
      // One transaction: never a sale without its won offer.
      expect(sales[0]!.position.commit).toBe(won.position.commit);
      // The losers' streams got nothing (racers[0]'s holds its bid only, unless it won).
      for (const loser of racers.filter((r) => r !== winner)) {
        const types = await typesOf(streamIds.offer(offerIdFor(loser.id, inventoryId)));
        expect(types).toEqual(loser === racers[0] ? ['OfferSubmitted'] : []);
      }

      const reactor = createSaleReactor({ store: world.store, db: world.db, commands: world.offers });
      await reactor.start();
      try {
        const losers = [...live.map((o) => o.id), ...(winner === racers[0] ? [] : [offerIdFor(racers[0]!.id, inventoryId)])];
        await waitUntil(async () =>
          (await Promise.all(losers.map((id) => typesOf(streamIds.offer(id))))).every((t) => t.includes('OfferLost')),
        );
        for (const id of losers) expect(await typesOf(streamIds.offer(id))).toEqual(['OfferSubmitted', 'OfferLost']);
        expect((await typesOf(streamIds.offer(offerId))).at(-1)).toBe('OfferBoughtNow');
      } finally {
        await reactor.stop();
      }
      // Bought: a second Buy Now by the winner changes nothing; anyone else's is a 409.
      expect((await buy(inventoryId, winner)).json()).toMatchObject({ id: offerId, position: null });
      await refused(409, () => buy(inventoryId, world.buyer));
    }, 120_000);

    it('answers 412 with the current price when it moved since the buyer’s read; then buys at the price seen', async () => {
      const inventoryId = await vehicle();
      await setPrice(inventoryId, 20_000);
      const seen = (await read(inventoryId)).buyNowVersion;
      await setPrice(inventoryId, 21_000);
      const stale = await refused(412, () => buy(inventoryId, world.buyer, `"${seen}"`));
      expect(JSON.parse(stale.body)).toMatchObject({ status: 412, current: { buyNowPrice: 21_000, buyNowVersion: seen + 1 } });
      const bought = await buy(inventoryId, world.buyer, `"${seen + 1}"`);
      expect(bought.statusCode).toBe(200);
      const won = (await world.store.readStream(streamIds.offer(offerIdFor(world.buyer.id, inventoryId)))).events.at(-1)!;
      expect(won.data).toMatchObject({ offerAmount: 21_000, total: 21_000 });
    });

    it('refuses no price (409), the seller’s own group (403), no CreateOffer (403), no token (401) and bad input (400)', async () => {
      const inventoryId = await vehicle();
      await refused(409, () => buy(inventoryId, world.buyer));
      await setPrice(inventoryId, 12_000);
      const ownGroup = await world.addPerson({ email: 'buyer@sunrise.example', buy: true, group: 'seller' });
      await world.caughtUp();
      await refused(403, () => buy(inventoryId, ownGroup));
      await refused(403, () => buy(inventoryId, bdc));
      await refused(401, () => http.call('POST', '/api/offer/buy-now', null, { inventoryId }));
      await refused(400, () => buy(inventoryId, world.buyer, '1'), 'headers.if-match');
      await refused(400, () => http.call('POST', '/api/offer/buy-now', world.buyer, { inventoryId: 'nope' }), 'body.inventoryId');
      await refused(404, () => buy('00000000-0000-4000-8000-000000000000', world.buyer));
    });
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
