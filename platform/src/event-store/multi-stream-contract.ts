/**
 * The contract of appendToStreams (port.ts), part of every adapter's contract suite
 * (event-store-contract.ts): all or nothing over several streams, each at its own revision.
 */
import { describe, expect, it } from '@jest/globals';
import { failureOf, marker, newEvent, readAllFrom, seed, stream } from './contract-support';
import { WrongExpectedRevisionError, comparePositions, type EventStore, type StreamAppend } from './port';
import { concurrencyCases } from './multi-stream-concurrency-contract';

export function multiStreamAppendCases(storeOf: () => EventStore): void {
  describe('appendToStreams', () => {
    const typesOf = async (store: EventStore, id: string) => (await store.readStream(id)).events.map((e) => e.type);

    it('writes every stream: revisions, positions in call order, the answer the last event’s position', async () => {
      const store = storeOf();
      const from = await marker(store);
      const vehicle = await seed(store, 'vehicle');
      const offer = stream('offer');
      const sold = [newEvent('VehicleSold', { price: 12_000 }, { userId: 'u1', correlationId: 'c1' }), newEvent('VehicleDelisted')];
      const accepted = [newEvent('OfferAccepted', { amount: 12_000 }, { userId: null, attempt: 2 })];
      const result = await store.appendToStreams([
        { streamId: vehicle, events: sold, expectedRevision: 0n },
        { streamId: offer, events: accepted, expectedRevision: 'no_stream' },
      ]);
      expect(result.streams).toEqual([
        { streamId: vehicle, nextExpectedRevision: 2n },
        { streamId: offer, nextExpectedRevision: 0n },
      ]);
      const vehicleEvents = (await store.readStream(vehicle)).events;
      const offerEvents = (await store.readStream(offer)).events;
      expect(vehicleEvents.map((e) => [e.revision, e.type, e.data])).toEqual([
        [0n, 'Seeded', { i: 0 }],
        [1n, 'VehicleSold', { price: 12_000 }],
        [2n, 'VehicleDelisted', {}],
      ]);
      expect(offerEvents.map((e) => [e.revision, e.id, e.data])).toEqual([[0n, accepted[0]!.id, { amount: 12_000 }]]);
      // Metadata comes back as given, whatever its values (KurrentDB carries them as strings).
      expect(vehicleEvents[1]!.metadata).toEqual({ userId: 'u1', correlationId: 'c1' });
      expect(offerEvents[0]!.metadata).toEqual({ userId: null, attempt: 2 });
      const appended = [...vehicleEvents.slice(1), ...offerEvents];
      for (let i = 1; i < appended.length; i++) expect(comparePositions(appended[i]!.position, appended[i - 1]!.position)).toBe(1);
      expect(result.position).toEqual(offerEvents[0]!.position);
      const all = await readAllFrom(store, from, new Set([vehicle, offer]));
      expect(all.map((e) => e.id)).toEqual([vehicleEvents[0]!.id, ...appended.map((e) => e.id)]);
    });

    it('writes nothing anywhere when a revision does not hold, naming the first stream (in the order given) whose revision failed', async () => {
      const store = storeOf();
      const a = await seed(store, 'wrong-a');
      const b = await seed(store, 'wrong-b');
      const fresh = stream('wrong-fresh');
      const error = await failureOf(
        store.appendToStreams([
          { streamId: fresh, events: [newEvent('Nope')], expectedRevision: 'no_stream' },
          { streamId: a, events: [newEvent('Nope')], expectedRevision: 5n },
          { streamId: b, events: [newEvent('Nope')], expectedRevision: 7n },
        ]),
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId: a, expected: 5n, actual: 0n });
      const last = await failureOf(
        store.appendToStreams([
          { streamId: a, events: [newEvent('Nope')], expectedRevision: 0n },
          { streamId: b, events: [newEvent('Nope')], expectedRevision: 'no_stream' },
        ]),
      );
      expect(last).toMatchObject({ streamId: b, expected: 'no_stream', actual: 0n });
      expect(last).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(fresh)).revision).toBeNull();
      expect(await typesOf(store, a)).toEqual(['Seeded']);
      expect(await typesOf(store, b)).toEqual(['Seeded']);
    });

    it('checks no_stream, an exact revision, stream_exists and any on each stream', async () => {
      const store = storeOf();
      const [exact, exists, anyOld] = [await seed(store, 'exact', 2), await seed(store, 'exists'), await seed(store, 'any-old')];
      const [fresh, anyNew] = [stream('fresh'), stream('any-new')];
      const appends: StreamAppend[] = [
        { streamId: fresh, events: [newEvent('F')], expectedRevision: 'no_stream' },
        { streamId: exact, events: [newEvent('E')], expectedRevision: 1n },
        { streamId: exists, events: [newEvent('X'), newEvent('Y')], expectedRevision: 'stream_exists' },
        { streamId: anyOld, events: [newEvent('O')], expectedRevision: 'any' },
        { streamId: anyNew, events: [newEvent('N')], expectedRevision: 'any' },
      ];
      const result = await store.appendToStreams(appends);
      expect(result.streams.map((s) => s.nextExpectedRevision)).toEqual([0n, 2n, 2n, 1n, 0n]);
      const missing = stream('missing');
      const notThere = await failureOf(
        store.appendToStreams([
          { streamId: stream('other'), events: [newEvent('A')], expectedRevision: 'any' },
          { streamId: missing, events: [newEvent('A')], expectedRevision: 'stream_exists' },
        ]),
      );
      expect(notThere).toBeInstanceOf(WrongExpectedRevisionError);
      expect(notThere).toMatchObject({ streamId: missing, actual: null });
      const taken = await failureOf(
        store.appendToStreams([
          { streamId: fresh, events: [newEvent('A')], expectedRevision: 'no_stream' },
          { streamId: anyNew, events: [newEvent('A')], expectedRevision: 'any' },
        ]),
      );
      expect(taken).toMatchObject({ streamId: fresh, actual: 0n });
      expect(await typesOf(store, anyNew)).toEqual(['N']);
    });

    it('answers a retried call with the same event ids with the original result, storing nothing twice', async () => {
      const store = storeOf();
      const vehicle = await seed(store, 'retry-vehicle');
      const offer = stream('retry-offer');
      const appends: StreamAppend[] = [
        { streamId: vehicle, events: [newEvent('VehicleSold')], expectedRevision: 0n },
        { streamId: offer, events: [newEvent('OfferAccepted'), newEvent('TermsFixed')], expectedRevision: 'no_stream' },
      ];
      const first = await store.appendToStreams(appends);
      expect(await store.appendToStreams(appends)).toEqual(first);
      expect(await typesOf(store, vehicle)).toEqual(['Seeded', 'VehicleSold']);
      expect(await typesOf(store, offer)).toEqual(['OfferAccepted', 'TermsFixed']);
    });

    concurrencyCases(storeOf);

    it('throws a TypeError, writing nothing, for no streams, a stream without events or a stream named twice', async () => {
      const store = storeOf();
      const untouched = stream('untouched');
      const twice = stream('twice');
      const calls: StreamAppend[][] = [
        [],
        [
          { streamId: untouched, events: [newEvent('A')], expectedRevision: 'no_stream' },
          { streamId: stream('empty'), events: [], expectedRevision: 'any' },
        ],
        [
          { streamId: untouched, events: [newEvent('A')], expectedRevision: 'no_stream' },
          { streamId: twice, events: [newEvent('A')], expectedRevision: 'no_stream' },
          { streamId: twice, events: [newEvent('B')], expectedRevision: 'any' },
        ],
      ];
      for (const call of calls) expect(await failureOf(store.appendToStreams(call))).toBeInstanceOf(TypeError);
      expect(await store.readStreams([untouched, twice])).toEqual([
        { events: [], revision: null },
        { events: [], revision: null },
      ]);
    });
  });
}
