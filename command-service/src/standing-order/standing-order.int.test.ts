import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { findOffers } from '@dtn/projections/read-models/offers/queries';
import { notificationRows } from '@dtn/projections/read-models/notifications/testing';
import { createStandingOrderCommands } from '../command-set';
import { inventoryIdFor } from '../inventory/import-inventory';
import { offerIdFor } from '../offer/handlers';
import { createWorld, startHttp, type Http, type Person, type World } from '../testing/test-world';
import { comparePositions } from '@dtn/platform/event-store/port';
import { loadCheckpointsOf } from '@dtn/platform/subscription/checkpoint-table';
import { reactorCheckpoints } from '../shared/checkpointed-reactor';
import { createStandingOrderReactor, standingOrderReactorName, type StandingOrderReactor } from './reactor';

/** Standing orders through real HTTP, the real event store, the projectors and the reactor. */
describe('standing orders (issue 35)', () => {
  let world: World;
  let http: Http;
  let reactor: StandingOrderReactor;
  let bdc: Person;
  let stranger: Person;
  const system = { actor: null };
  let vins = 0;
  const nextVin = () => `1HGCV1F3${String(1_000_000_000 + vins++).slice(1)}`;
  const item = { id: 0, make: 'Honda', model: 'Accord', startYear: 2018, endYear: 2022, searchRadius: 100 };
  const autoOffer = { maxPrice: 20_000, maxUnitsPerDay: 5, maxDollarsPerDay: 100_000 };
  const fieldsOf = (response: { json<T>(): T }) => response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);

  const place = async (who: Person, over: Record<string, unknown> = {}) => {
    const response = await http.call('POST', '/api/buylist', who, { ...item, autoOffer: { ...autoOffer, ...over } });
    expect(response.statusCode).toBe(200);
    const { id, position } = response.json<{ id: string; position: string }>();
    await world.caughtUp();
    return { id, position };
  };
  /** Lists one vehicle (a Honda Accord by default) at the seller's dealership, with a list price. */
  const list = async (over: { listPrice?: string; model?: string; vin?: string } = {}) => {
    const vin = over.vin ?? nextVin();
    const vehicle = {
      vin,
      stockNumber: vin.slice(-6),
      year: 2020,
      make: 'Honda',
      model: over.model ?? 'Accord',
      listingType: 'USED',
      inventoryDate: '2025-01-10',
      data: { 'List Price': over.listPrice ?? '18500', Odometer: '30000' },
    };
    await world.commands.importInventory({ dealershipId: world.sellerDealershipId, vehicles: [vehicle] }, system);
    return inventoryIdFor(world.sellerDealershipId, vin);
  };
  /** A buyer of the buyer's group, known to sign-in (the users read model holds them). */
  const newBuyer = async (email: string) => {
    const person = await world.addPerson({ email, buy: true, group: 'buyer' });
    await world.caughtUp();
    return person;
  };
  const offersOf = (buyer: Person) => findOffers(world.db, { buyerUserId: buyer.id });
  const notificationsOf = async (person: Person) => (await notificationRows(world.db)).filter((n) => n.user_id === person.id);
  const offeredEvents = async (orderId: string) =>
    (await world.store.readStream(streamIds.buyList(orderId))).events.filter((e) => e.type === 'StandingOrderOffered');

  beforeAll(async () => {
    world = await createWorld();
    bdc = await world.addPerson({ email: 'bdc@sunset.example', role: 'BDCManager', group: 'buyer' });
    stranger = await world.addPerson({ email: 'stranger@dusk.example', buy: true, group: 'other' });
    await world.caughtUp();
    http = await startHttp(world);
    reactor = createStandingOrderReactor({
      store: world.store,
      db: world.db,
      commands: createStandingOrderCommands(world.store, world.db),
    });
    await reactor.start();
  }, 60_000);
  afterAll(async () => {
    await reactor?.stop();
    await http?.close();
    await world?.dispose();
  });

  it('places an order; a matching vehicle of another group gets an instant offer at the lower of the maximum and the list price', async () => {
    const buyer = await newBuyer('instant@sunset.example');
    const { id: orderId } = await place(buyer);
    const placed = (await world.store.readStream(streamIds.buyList(orderId))).events.map((e) => e.type);
    expect(placed).toEqual(['BuyListItemAdded', 'StandingOrderPlaced']);
    const inventoryId = await list({ listPrice: '18500' });
    await waitUntil(async () => (await offersOf(buyer)).length === 1);
    const [offer] = await offersOf(buyer);
    expect(offer).toMatchObject({ id: offerIdFor(buyer.id, inventoryId), inventoryId, offerAmount: 18_500, status: 'submitted' });
    expect(offer!.standingOrderId).toBe(orderId);
    expect(offer!.standingOrderEndsAt).toEqual(expect.any(String));
    const [submitted] = (await world.store.readStream(streamIds.offer(offer!.id))).events;
    expect(submitted!.data).toMatchObject({ origin: { standingOrderId: orderId } });
    expect(submitted!.metadata).toMatchObject({ userId: buyer.id, standingOrderId: orderId });
    // A cheaper maximum than the price: the maximum.
    const second = await list({ listPrice: '25000' });
    await waitUntil(async () => (await offersOf(buyer)).length === 2);
    expect((await offersOf(buyer)).find((o) => o.inventoryId === second)).toMatchObject({ offerAmount: 20_000 });
    // The seller hears of an instant offer, with the order's end.
    await world.caughtUp();
    const told = (await notificationsOf(world.seller)).filter((n) => n.inventory_id === inventoryId);
    expect(told).toEqual([expect.objectContaining({ notification_type: 'NewOffer', title: 'New instant offer on the 2020 Honda Accord' })]);
    expect(told[0]!.long_body).toContain('standing order made an instant offer of $18,500.00');
  }, 60_000);

  it('offers on a vehicle whose dealership moved into its radius', async () => {
    const buyer = await newBuyer('mover@sunset.example');
    const far = { dealerGroupId: world.sellerGroupId, name: 'Seattle store', dealerVaultId: 'SEA', address1: '1 Main St', city: 'Seattle' };
    const { id: dealershipId } = await world.commands.createDealership({ ...far, state: 'WA', postalCode: '98108' }, system);
    await place(buyer);
    const vin = nextVin();
    const vehicle = {
      vin,
      stockNumber: vin.slice(-6),
      year: 2020,
      make: 'Honda',
      model: 'Accord',
      listingType: 'USED',
      inventoryDate: '2025-01-10',
    };
    await world.commands.importInventory({ dealershipId, vehicles: [{ ...vehicle, data: { 'List Price': '15000' } }] }, system);
    await waitForReactor(world);
    expect(await offersOf(buyer)).toHaveLength(0);
    // The store moves to Beverly Hills, where the buyer is.
    await world.commands.editDealership(
      { ...far, id: dealershipId, state: 'CA', postalCode: '90210', city: 'Beverly Hills', active: true },
      system,
    );
    await waitUntil(async () => (await offersOf(buyer)).length === 1);
    expect((await offersOf(buyer))[0]).toMatchObject({ inventoryId: inventoryIdFor(dealershipId, vin), offerAmount: 15_000 });
  }, 60_000);

  it('pauses itself when its owner lost CreateOffer, and tells them why', async () => {
    const buyer = await newBuyer('demoted@sunset.example');
    const { id: orderId } = await place(buyer);
    await world.commands.changeUserRole({ userId: buyer.id, role: 'UsedCarManager', buyAuthority: false, sellAuthority: false }, system);
    await world.caughtUp();
    const inventoryId = await list();
    await waitForReactor(world);
    const events = (await world.store.readStream(streamIds.buyList(orderId))).events;
    expect(events.at(-1)).toMatchObject({
      type: 'StandingOrderPaused',
      data: { id: orderId, reason: 'permission-lost', inventoryId },
      metadata: { userId: buyer.id, standingOrderId: orderId },
    });
    expect(await offersOf(buyer)).toHaveLength(0);
    const told = (await notificationsOf(buyer)).filter((n) => n.notification_type !== 'VehicleMatch');
    expect(told).toEqual([
      expect.objectContaining({ notification_type: 'StandingOrderPaused', title: 'Your standing order paused itself' }),
    ]);
    expect(told[0]!.long_body).toContain('you may no longer make offers');
  }, 60_000);

  it('makes exactly one offer when two matching vehicles are listed at once and the cap is one a day', async () => {
    const buyer = await newBuyer('capped@sunset.example');
    const { id: orderId } = await place(buyer, { maxUnitsPerDay: 1 });
    await Promise.all([list(), list()]);
    await waitUntil(async () => (await offeredEvents(orderId)).length >= 1);
    // Both listings handled: the reactor's checkpoint is past the head.
    await waitForReactor(world);
    expect(await offeredEvents(orderId)).toHaveLength(1);
    expect(await offersOf(buyer)).toHaveLength(1);
  }, 60_000);

  it('serialises two make-offer commands racing on one order: the cap of one holds', async () => {
    const buyer = await newBuyer('racer@sunset.example');
    await reactor.stop();
    try {
      const { id: orderId } = await place(buyer, { maxUnitsPerDay: 1 });
      const [a, b] = await Promise.all([list(), list()]);
      await world.caughtUp();
      const commands = createStandingOrderCommands(world.store, world.db);
      const results = await Promise.all([a, b].map((inventoryId) => commands.makeStandingOffer({ orderId, inventoryId }, system)));
      expect(results.filter((r) => r.position !== null)).toHaveLength(1);
      expect(await offeredEvents(orderId)).toHaveLength(1);
    } finally {
      reactor = createStandingOrderReactor({
        store: world.store,
        db: world.db,
        commands: createStandingOrderCommands(world.store, world.db),
      });
      await reactor.start();
    }
  }, 60_000);

  it('answers 400 naming the field, 403 without CreateOffer, 404 for someone else’s order', async () => {
    await waitForReactor(world);
    const before = await world.store.headPosition();
    const past = await http.call('POST', '/api/buylist', world.buyer, {
      ...item,
      autoOffer: { ...autoOffer, endsAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.headers['content-type']).toContain('application/problem+json');
    expect(fieldsOf(past)).toEqual(['body.autoOffer.endsAt']);
    const far = new Date(Date.now() + 200 * 86_400_000).toISOString();
    expect(fieldsOf(await http.call('POST', '/api/buylist', world.buyer, { ...item, autoOffer: { ...autoOffer, endsAt: far } }))).toEqual([
      'body.autoOffer.endsAt',
    ]);
    const notMine = { ...autoOffer, dealershipId: world.sellerDealershipId };
    expect(fieldsOf(await http.call('POST', '/api/buylist', world.buyer, { ...item, autoOffer: notMine }))).toEqual([
      'body.autoOffer.dealershipId',
    ]);
    expect(fieldsOf(await http.call('POST', '/api/buylist', world.buyer, { ...item, autoOffer: { ...autoOffer, maxPrice: -1 } }))).toEqual([
      'body.autoOffer.maxPrice',
    ]);
    expect((await http.call('POST', '/api/buylist', bdc, { ...item, autoOffer })).statusCode).toBe(403);
    expect(await world.store.headPosition()).toEqual(before);

    const { id } = await place(world.buyer);
    for (const action of ['pause', 'resume', 'end']) {
      expect((await http.call('POST', `/api/buylist/${id}/auto-offer/${action}`, stranger)).statusCode).toBe(404);
    }
  }, 60_000);

  it('pauses, resumes and ends: a paused or ended order makes no offer', async () => {
    const buyer = await newBuyer('pauser@sunset.example');
    const { id } = await place(buyer);
    const pause = await http.call('POST', `/api/buylist/${id}/auto-offer/pause`, buyer);
    expect(pause.statusCode).toBe(200);
    await world.caughtUp();
    await list();
    await waitForReactor(world);
    expect(await offersOf(buyer)).toHaveLength(0);
    expect((await http.call('POST', `/api/buylist/${id}/auto-offer/resume`, buyer)).statusCode).toBe(200);
    expect((await http.call('POST', `/api/buylist/${id}/auto-offer/end`, buyer)).statusCode).toBe(200);
    expect((await http.call('POST', `/api/buylist/${id}/auto-offer/resume`, buyer)).statusCode).toBe(409);
    const types = (await world.store.readStream(streamIds.buyList(id))).events.map((e) => e.type);
    expect(types).toEqual(['BuyListItemAdded', 'StandingOrderPlaced', 'StandingOrderPaused', 'StandingOrderResumed', 'StandingOrderEnded']);
    await world.caughtUp();
    await list();
    await waitForReactor(world);
    expect(await offersOf(buyer)).toHaveLength(0);
  }, 60_000);
});

/** Until the reactor's checkpoint has reached the store's head as it is now (and the read
 * models what the reactor appended on the way). */
async function waitForReactor(world: World): Promise<void> {
  const head = (await world.store.headPosition())!;
  await waitUntil(async () => {
    const at = (await loadCheckpointsOf(world.db, reactorCheckpoints, [standingOrderReactorName])).get(standingOrderReactorName);
    return at !== undefined && comparePositions(at, head) >= 0;
  });
  await world.caughtUp();
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
