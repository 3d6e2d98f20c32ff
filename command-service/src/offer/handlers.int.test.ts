import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { ConflictError, NotFoundError } from '@dtn/platform/errors';
import { notificationIdsOf } from '@dtn/projections/read-models/notifications/testing';
import { offerIdFor } from './handlers';
import { createSaleReactor } from './sale-reactor';
import { as, createWorld, type Person, type World } from '../testing/test-world';

const typesOf = async (world: World, streamId: string) => (await world.store.readStream(streamId)).events.map((e) => e.type);

describe('offer commands (real event store and read models)', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  }, 60_000);
  afterAll(async () => {
    await world?.dispose();
  });

  it('walks the transport stage: invites vendors within the radius, a quote, the selection, the bid', async () => {
    const { offers, buyer, inventoryId, buyerDealershipId } = world;
    const request = await offers.requestTransport(
      { inventoryId, destinationDealershipId: buyerDealershipId, transportationSearchRadius: 25 },
      as(buyer),
    );
    expect(request.id).toBe(offerIdFor(buyer.id, inventoryId));
    const { events } = await world.store.readStream(streamIds.offer(request.id));
    const opened = events[0]!.data as {
      transportBids: { id: string; uid: string; transportVendorId: string }[];
      distanceInKm: number;
      expirationDateTime: string;
    };
    expect(opened.transportBids.map((b) => b.transportVendorId)).toEqual([world.nearVendorId]);
    expect(opened.transportBids[0]!.uid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(opened.distanceInKm).toBeGreaterThan(5);
    expect(Date.parse(opened.expirationDateTime) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    await world.caughtUp(request.position);
    const bid = opened.transportBids[0]!;
    const quote = await offers.quoteTransportBid({ uid: bid.uid, bidAmount: 375.5 });
    expect(quote.id).toBe(bid.id);
    await expect(offers.quoteTransportBid({ uid: bid.uid, bidAmount: 300 })).rejects.toBeInstanceOf(ConflictError);
    await expect(offers.quoteTransportBid({ uid: 'x'.repeat(32), bidAmount: 300 })).rejects.toBeInstanceOf(NotFoundError);
    // The seller's staff do not see the offer during its transport stage: its bids are not there for them.
    await expect(offers.selectTransportBid({ id: bid.id }, as(world.seller))).rejects.toThrow(
      new NotFoundError('The transport bid was not found.'),
    );
    await expect(offers.selectTransportBid({ id: randomUUID() }, as(world.seller))).rejects.toThrow(
      new NotFoundError('The transport bid was not found.'),
    );
    await offers.selectTransportBid({ id: bid.id }, as(buyer));
    await offers.submitOffer({ inventoryId, offerAmount: 9000 }, as(buyer));
    const submitted = (await world.store.readStream(streamIds.offer(request.id))).events.at(-1)!;
    expect(submitted.data).toMatchObject({ offerAmount: 9000, transportOfferAmount: 375.5, total: 9375.5 });
    await expect(
      offers.requestTransport({ inventoryId, destinationDealershipId: buyerDealershipId, transportationSearchRadius: 50 }, as(buyer)),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('marks the seller’s NewOffer notification read and dismissed, for the recipient only', async () => {
    await world.caughtUp();
    const ids = await notificationIdsOf(world.db, world.seller.id);
    expect(ids.length).toBeGreaterThan(0);
    const id = ids[0]!;
    await expect(world.offers.markNotificationRead({ id }, as(world.buyer))).rejects.toBeInstanceOf(NotFoundError);
    expect((await world.offers.markNotificationRead({ id }, as(world.seller))).position).not.toBeNull();
    expect((await world.offers.markNotificationRead({ id }, as(world.seller))).position).toBeNull();
    await world.offers.dismissNotification({ id }, as(world.seller));
    expect(await typesOf(world, streamIds.notification(id))).toEqual(['NotificationRead', 'NotificationDismissed']);
  });

  it('sells a vehicle once: of 50 concurrent accepts one wins, 49 get 409; the reactor loses the others', async () => {
    const inventoryId = await world.addVehicle('KM8K2CAB4PU001140');
    const buyers: Person[] = [];
    for (let i = 0; i < 50; i++) buyers.push(await world.addPerson({ email: `racer${i}@sunset.example`, buy: true, group: 'buyer' }));
    await world.caughtUp();
    const submitted = await Promise.all(
      buyers.map((buyer, i) => world.offers.submitOffer({ inventoryId, offerAmount: 1000 + i }, as(buyer))),
    );
    await world.caughtUp();

    const results = await Promise.allSettled(
      submitted.map(({ id }) => world.offers.acceptOffer({ inventoryId, offerId: id }, as(world.seller))),
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [submitted[i]!.id] : []));
    const refused: unknown[] = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const error of refused) expect(error).toBeInstanceOf(ConflictError);
    const vehicleEvents = await typesOf(world, streamIds.inventory(inventoryId));
    expect(vehicleEvents.filter((t) => t === 'VehicleSold')).toHaveLength(1);
    const streams = await Promise.all(submitted.map(({ id }) => typesOf(world, streamIds.offer(id))));
    expect(streams.filter((types) => types.includes('OfferAccepted'))).toHaveLength(1);

    const reactor = createSaleReactor({ store: world.store, db: world.db, commands: world.offers });
    await reactor.start();
    try {
      await waitUntil(
        async () =>
          (await Promise.all(submitted.map(({ id }) => typesOf(world, streamIds.offer(id))))).filter((types) => types.includes('OfferLost'))
            .length === 49,
      );
      const after = await Promise.all(submitted.map(({ id }) => typesOf(world, streamIds.offer(id))));
      expect(after.filter((types) => types.at(-1) === 'OfferAccepted')).toHaveLength(1);
      expect(after.filter((types) => types.join() === 'OfferSubmitted,OfferLost')).toHaveLength(49);
    } finally {
      await reactor.stop();
    }
  }, 120_000);

  it('appends the sale and the win in one commit, and the reactor loses the others at least once', async () => {
    const inventoryId = await world.addVehicle('1G1ZT51816F264066');
    const first = await world.addPerson({ email: 'crash1@sunset.example', buy: true, group: 'buyer' });
    const second = await world.addPerson({ email: 'crash2@other.example', buy: true, group: 'other' });
    await world.caughtUp();
    const a = await world.offers.submitOffer({ inventoryId, offerAmount: 500 }, as(first));
    const b = await world.offers.submitOffer({ inventoryId, offerAmount: 600 }, as(second));
    await world.offers.acceptOffer({ inventoryId, offerId: a.id }, as(world.seller));
    const sold = (await world.store.readStream(streamIds.inventory(inventoryId))).events.at(-1)!;
    const won = (await world.store.readStream(streamIds.offer(a.id))).events.at(-1)!;
    expect([sold.type, won.type]).toEqual(['VehicleSold', 'OfferAccepted']);
    // One transaction: no moment, no crash, sees the vehicle sold and the offer not won.
    expect(sold.position.commit).toBe(won.position.commit);
    expect(won.data).toMatchObject({ byUserId: world.seller.id, offerAmount: 500, transportOfferAmount: null, total: 500 });
    await world.db.query('DELETE FROM reactor_checkpoints');
    for (let run = 0; run < 2; run++) {
      const reactor = createSaleReactor({ store: world.store, db: world.db, commands: world.offers });
      await reactor.start();
      await waitUntil(async () => (await typesOf(world, streamIds.offer(b.id))).includes('OfferLost'));
      await reactor.stop();
      if (run === 0) await world.db.query('DELETE FROM reactor_checkpoints');
    }
    expect(await typesOf(world, streamIds.offer(a.id))).toEqual(['OfferSubmitted', 'OfferAccepted']);
    expect(await typesOf(world, streamIds.offer(b.id))).toEqual(['OfferSubmitted', 'OfferLost']);
  }, 60_000);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
