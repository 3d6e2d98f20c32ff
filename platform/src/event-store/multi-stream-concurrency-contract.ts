/**
 * appendToStreams under concurrency (part of multi-stream-contract.ts): calls racing over a
 * stream, calls among single appends (where the store batches appends together, as PostgreSQL's
 * group commit does, a call that fails must not take the others down, nor they it), and readers
 * while calls commit.
 */
import { expect, it } from '@jest/globals';
import { marker, newEvent, seed, stream, waitFor } from './contract-support';
import type { EventStore, RecordedEvent } from './port';

export function concurrencyCases(storeOf: () => EventStore): void {
  it('lets exactly one of 10 concurrent calls over a shared stream win; the losers write nothing', async () => {
    const store = storeOf();
    const vehicle = await seed(store, 'contested');
    const offers = Array.from({ length: 10 }, () => stream('bidder'));
    const outcomes = await Promise.allSettled(
      offers.map((offer) =>
        store.appendToStreams([
          { streamId: offer, events: [newEvent('OfferAccepted')], expectedRevision: 'no_stream' },
          { streamId: vehicle, events: [newEvent('VehicleSold', { offer })], expectedRevision: 0n },
        ]),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ name: 'WrongExpectedRevisionError', streamId: vehicle, actual: 1n });
    }
    const winner = offers[outcomes.findIndex((o) => o.status === 'fulfilled')]!;
    expect((await store.readStream(vehicle)).events.map((e) => e.data)).toEqual([{ i: 0 }, { offer: winner }]);
    const written = await store.readStreams(offers);
    expect(offers.filter((_, i) => written[i]!.revision !== null)).toEqual([winner]);
  });

  it('keeps every outcome of calls and single appends that run at once, to the same streams and to others', async () => {
    const store = storeOf();
    const [vehicle, offer] = [stream('mixed-vehicle'), stream('mixed-offer')];
    await store.appendToStreams([
      { streamId: vehicle, events: [newEvent('VehicleListed')], expectedRevision: 'no_stream' },
      { streamId: offer, events: [newEvent('OfferMade')], expectedRevision: 'no_stream' },
    ]);
    const [saleOffer, staleOffer] = [stream('mixed-sale'), stream('mixed-stale')];
    const others = Array.from({ length: 12 }, () => stream('mixed-other'));
    const single = (streamId: string, expectedRevision: 0n | 'no_stream') =>
      store.appendToStream(streamId, [newEvent('Single', { streamId })], { expectedRevision });
    const [first, second, sale, stale, offerChange, vehicleChange, ...rest] = await Promise.allSettled([
      // Two appends to keep a store that batches busy, so that the rest queue together.
      single(stream('mixed-first'), 'no_stream'),
      single(stream('mixed-second'), 'no_stream'),
      // Wins or loses its race against vehicleChange.
      store.appendToStreams([
        { streamId: saleOffer, events: [newEvent('OfferAccepted')], expectedRevision: 'no_stream' },
        { streamId: vehicle, events: [newEvent('VehicleSold')], expectedRevision: 0n },
      ]),
      // Always fails: the offer's revision is stale.
      store.appendToStreams([
        { streamId: staleOffer, events: [newEvent('OfferAccepted')], expectedRevision: 'no_stream' },
        { streamId: offer, events: [newEvent('OfferAccepted')], expectedRevision: 7n },
      ]),
      single(offer, 0n),
      single(vehicle, 0n),
      ...others.map((id) => single(id, 'no_stream')),
    ]);
    expect([first, second, offerChange, ...rest].map((o) => o.status)).toEqual(Array<string>(15).fill('fulfilled'));
    expect(stale).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedRevisionError', streamId: offer } });
    expect([sale, vehicleChange].filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const loser = sale.status === 'rejected' ? sale : vehicleChange;
    expect(loser).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedRevisionError', streamId: vehicle, actual: 1n } });

    const reads = await store.readStreams([vehicle, offer, saleOffer, staleOffer, ...others]);
    const types = reads.map((r) => r.events.map((e) => e.type));
    expect(types[0]).toEqual(['VehicleListed', sale.status === 'fulfilled' ? 'VehicleSold' : 'Single']);
    expect(types[1]).toEqual(['OfferMade', 'Single']);
    expect(types[2]).toEqual(sale.status === 'fulfilled' ? ['OfferAccepted'] : []);
    expect(types[3]).toEqual([]);
    expect(types.slice(4)).toEqual(others.map(() => ['Single']));
  });

  it('commits whole: readAll and a subscriber never see part of a call, while 20 calls commit', async () => {
    const store = storeOf();
    const from = await marker(store);
    const calls = Array.from({ length: 20 }, (_, i) => [
      { streamId: stream(`whole-a${i}`), events: [newEvent('A1'), newEvent('A2')], expectedRevision: 'no_stream' as const },
      { streamId: stream(`whole-b${i}`), events: [newEvent('B1'), newEvent('B2')], expectedRevision: 'no_stream' as const },
    ]);
    const callOf = new Map(calls.flatMap((call, i) => call.flatMap((a) => a.events.map((e) => [e.id, i] as const))));
    /** The calls of which `seen` holds some but not all four events. */
    const partial = (seen: RecordedEvent[]) => {
      const counts = new Map<number, number>();
      for (const i of seen.flatMap((e) => (callOf.has(e.id) ? [callOf.get(e.id)!] : []))) counts.set(i, (counts.get(i) ?? 0) + 1);
      return [...counts].filter(([, n]) => n !== 4).map(([i]) => i);
    };
    const received: RecordedEvent[] = [];
    const unstored: number[] = [];
    const subscription = store.subscribeToAll({
      from,
      batchSize: 1000,
      handler: async (batch) => {
        received.push(...batch.filter((e) => callOf.has(e.id)));
        // Whatever a subscriber has been handed, the rest of its call is stored: it can read it.
        const touched = [...new Set(received.map((e) => callOf.get(e.id)!))];
        const reads = await store.readStreams(touched.flatMap((i) => calls[i]!.map((a) => a.streamId)));
        unstored.push(...partial(reads.flatMap((r) => r.events)));
      },
    });
    let writing = true;
    const views = (async () => {
      const seen: number[] = [];
      while (writing) seen.push(...partial(await store.readAll({ from, maxCount: 1000 })));
      return seen;
    })();
    await Promise.all(calls.map((call) => store.appendToStreams(call)));
    writing = false;
    await waitFor(() => received.length >= 80);
    await subscription.stop();
    expect(await views).toEqual([]);
    expect(unstored).toEqual([]);
    expect(new Set(received.map((e) => e.id)).size).toBe(80);
    expect(received).toHaveLength(80);
  });
}
