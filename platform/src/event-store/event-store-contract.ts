import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { marker as markerIn, newEvent, readAllFrom as readAllIn, sleep, stream, waitFor } from './contract-support';
import { multiStreamAppendCases } from './multi-stream-contract';
import { WrongExpectedRevisionError, comparePositions, type EventStore, type NewEvent, type Position, type RecordedEvent } from './port';

export { newEvent } from './contract-support';

export interface ContractHarness {
  store: EventStore;
  /** Appends each write in its own transaction and commits them concurrently, out of order.
   * Without it the suite falls back to concurrent `appendToStream` calls. */
  writeInterleaved?(writes: Array<{ streamId: string; events: NewEvent[] }>): Promise<void>;
  dispose(): Promise<void>;
}

/** The behaviour every EventStore adapter must show. Tests use fresh stream names and positions
 * taken from their own appends, so they also pass on a store that already holds events. */
export function describeEventStoreContract(name: string, factory: () => Promise<ContractHarness>): void {
  describe(`event store contract: ${name}`, () => {
    let harness: ContractHarness;
    let store: EventStore;
    beforeAll(async () => {
      harness = await factory();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.store.close();
      await harness?.dispose();
    });

    const marker = () => markerIn(store);
    const readAllFrom = (from: Position, streams: Set<string>, pageSize?: number) => readAllIn(store, from, streams, pageSize);

    it('reports the head: the position of the last stored event', async () => {
      const id = stream('head');
      const first = await store.appendToStream(id, [newEvent('H1')], { expectedRevision: 'no_stream' });
      expect(await store.headPosition()).toEqual(first.position);
      const second = await store.appendToStream(id, [newEvent('H2'), newEvent('H3')], { expectedRevision: 0n });
      expect(await store.headPosition()).toEqual(second.position);
    });

    it('appends and reads a stream back, revisions from 0', async () => {
      const id = stream('vehicle');
      const first = [
        newEvent('VehicleListed', { vin: 'X1', price: 12_500 }, { userId: 'u1' }),
        newEvent('PriceChanged', { price: 12_000 }),
      ];
      const r1 = await store.appendToStream(id, first, { expectedRevision: 'no_stream' });
      expect(r1.nextExpectedRevision).toBe(1n);
      const r2 = await store.appendToStream(id, [newEvent('VehicleSold', { buyer: 'b' })], { expectedRevision: 1n });
      expect(r2.nextExpectedRevision).toBe(2n);
      expect(comparePositions(r2.position, r1.position)).toBe(1);

      const read = await store.readStream(id);
      expect(read.revision).toBe(2n);
      expect(read.events.map((e) => [e.revision, e.type, e.data])).toEqual([
        [0n, 'VehicleListed', { vin: 'X1', price: 12_500 }],
        [1n, 'PriceChanged', { price: 12_000 }],
        [2n, 'VehicleSold', { buyer: 'b' }],
      ]);
      expect(read.events[0]!.metadata).toEqual({ userId: 'u1' });
      expect(read.events[0]!.id).toBe(first[0]!.id);
      expect(read.events.every((e) => e.streamId === id && e.createdAt instanceof Date)).toBe(true);
      expect(await store.readStream(stream('missing'))).toEqual({ events: [], revision: null });
    });

    it('reads several streams at once, each as readStream would, in the order asked', async () => {
      const a = stream('many-a');
      const b = stream('many-b');
      await store.appendToStream(a, [newEvent('VehicleListed', { vin: 'A' }), newEvent('VehicleSold', {})], {
        expectedRevision: 'no_stream',
      });
      await store.appendToStream(b, [newEvent('OfferMade', { amount: 1 })], { expectedRevision: 'no_stream' });
      const missing = stream('many-missing');
      const reads = await store.readStreams([b, missing, a]);
      expect(reads).toEqual([await store.readStream(b), { events: [], revision: null }, await store.readStream(a)]);
      expect(reads[2]!.revision).toBe(1n);
    });

    it('rejects a wrong expected revision and writes nothing', async () => {
      const id = stream('offer');
      await store.appendToStream(id, [newEvent('OfferMade')], { expectedRevision: 'no_stream' });
      const attempt = (streamId: string, expectedRevision: 'no_stream' | 'stream_exists' | bigint) =>
        store.appendToStream(streamId, [newEvent('Nope')], { expectedRevision }).then(
          () => null,
          (error: unknown) => error,
        );
      for (const expected of ['no_stream', 5n] as const) {
        const error = await attempt(id, expected);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).toBe(0n);
      }
      const missing = stream('missing');
      const error = await attempt(missing, 'stream_exists');
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect((error as WrongExpectedRevisionError).actual).toBeNull();
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['OfferMade']);
      expect((await store.readStream(missing)).revision).toBeNull();
    });

    it('lets exactly one of 20 concurrent appends with the same expected revision win', async () => {
      const id = stream('race');
      await store.appendToStream(id, [newEvent('Started')], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.appendToStream(id, [newEvent('Raced', { i })], { expectedRevision: 0n })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      const read = await store.readStream(id);
      expect(read.events.map((e) => e.revision)).toEqual([0n, 1n]);
    });

    it('reads all in append order and pages by position', async () => {
      const from = await marker();
      const streams = [stream('a'), stream('b'), stream('c')];
      const appended: string[] = [];
      for (let i = 0; i < 7; i++) {
        const events = [newEvent('Step', { i }), newEvent('Step', { i, second: true })];
        await store.appendToStream(streams[i % 3]!, events, { expectedRevision: 'any' });
        appended.push(...events.map((e) => e.id));
      }
      const all = await readAllFrom(from, new Set(streams));
      expect(all.map((e) => e.id)).toEqual(appended);
      const paged = await readAllFrom(from, new Set(streams), 3);
      expect(paged.map((e) => e.id)).toEqual(appended);
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i]!.position, all[i - 1]!.position)).toBe(1);
    });

    it('treats a retried append with the same event ids as idempotent', async () => {
      const id = stream('retry');
      const events = [newEvent('A'), newEvent('B')];
      const first = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      const again = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      const more = [newEvent('C')];
      await store.appendToStream(id, more, { expectedRevision: 'any' });
      await store.appendToStream(id, more, { expectedRevision: 'any' });
      expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('delivers every event exactly once, in order per stream, to a subscription while 20 writers commit out of order', async () => {
      const from = await marker();
      const writes = Array.from({ length: 20 }, (_, i) => ({
        streamId: stream(`writer-${i}`),
        events: [newEvent('W', { i, n: 0 }), newEvent('W', { i, n: 1 }), newEvent('W', { i, n: 2 })],
      }));
      const streams = new Set(writes.map((w) => w.streamId));
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({
        from,
        batchSize: 7,
        handler: async (batch) => {
          received.push(...batch.filter((e) => streams.has(e.streamId)));
        },
      });
      if (harness.writeInterleaved) await harness.writeInterleaved(writes);
      else await Promise.all(writes.map((w) => store.appendToStream(w.streamId, w.events, { expectedRevision: 'no_stream' })));

      await waitFor(() => received.length >= 60);
      await sleep(300); // room for duplicates to show up
      await subscription.stop();
      await subscription.done;

      expect(received).toHaveLength(60);
      expect(new Set(received.map((e) => e.id)).size).toBe(60);
      for (const w of writes) {
        const ofStream = received.filter((e) => e.streamId === w.streamId);
        expect(ofStream.map((e) => e.id)).toEqual(w.events.map((e) => e.id));
      }
      for (let i = 1; i < received.length; i++) {
        expect(comparePositions(received[i]!.position, received[i - 1]!.position)).toBe(1);
      }
    });

    it('resumes a subscription from a stored position', async () => {
      const id = stream('resume');
      await store.appendToStream(id, [newEvent('One')], { expectedRevision: 'no_stream' });
      const checkpoint = (await store.appendToStream(id, [newEvent('Two')], { expectedRevision: 0n })).position;
      await store.appendToStream(id, [newEvent('Three')], { expectedRevision: 1n });
      const received: string[] = [];
      const subscription = store.subscribeToAll({
        from: checkpoint,
        handler: async (batch) => {
          received.push(...batch.filter((e) => e.streamId === id).map((e) => e.type));
        },
      });
      await store.appendToStream(id, [newEvent('Four')], { expectedRevision: 2n });
      await waitFor(() => received.length >= 2);
      await sleep(100);
      await subscription.stop();
      expect(received).toEqual(['Three', 'Four']);
    });

    it('stops a subscription whose handler throws and rejects done', async () => {
      await store.appendToStream(stream('boom'), [newEvent('Boom')], { expectedRevision: 'no_stream' });
      const subscription = store.subscribeToAll({
        handler: async () => {
          throw new Error('handler failed');
        },
      });
      await expect(subscription.done).rejects.toThrow('handler failed');
    });

    multiStreamAppendCases(() => store);
  });
}
