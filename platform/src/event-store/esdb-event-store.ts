import { BACKWARDS, END, KurrentDBClient, START as ESDB_START, StreamNotFoundError, excludeSystemEvents } from '@kurrent/kurrentdb-client';
import { appendMany, appendOne } from './esdb-append';
import { fromResolved } from './esdb-mapping';
import { esdbSubscription } from './esdb-subscription';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from './port';
import { subscriptionSet } from './subscription-set';

/** The event store on KurrentDB (EventStoreDB; production). Positions are KurrentDB's own.
 * appendToStreams needs KurrentDB 25.1 or later (esdb-append.ts). */
export function createEsdbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = subscriptionSet();

  const store: EventStore = {
    name: 'eventstoredb',

    async readStream(streamId) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId)) {
          const event = fromResolved(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return { events: [], revision: null };
        throw error;
      }
      return { events, revision: events.length > 0 ? events[events.length - 1]!.revision : null };
    },

    readStreams(streamIds) {
      // EventStoreDB reads one stream per call; the reads run side by side.
      return Promise.all(streamIds.map((id) => store.readStream(id)));
    },

    appendToStream(streamId, events, { expectedRevision }) {
      return appendOne(client, streamId, events, expectedRevision);
    },

    appendToStreams(appends) {
      return appendMany(client, appends);
    },

    async readAll({ from, maxCount }) {
      // System events are skipped in code, so one read may yield fewer than maxCount user events:
      // keep reading until the page is full or $all is exhausted.
      const page: RecordedEvent[] = [];
      let cursor: Position | undefined = from;
      while (page.length < maxCount) {
        let raw = 0;
        let last: Position | undefined;
        const read = client.readAll({ fromPosition: cursor ?? ESDB_START, maxCount });
        for await (const resolved of read) {
          raw++;
          if (resolved.event?.position) last = resolved.event.position;
          const event = fromResolved(resolved);
          // fromPosition is inclusive in EventStoreDB; ours is exclusive.
          if (!event || (cursor && comparePositions(event.position, cursor) <= 0)) continue;
          if (page.length < maxCount) page.push(event);
        }
        if (raw < maxCount || !last || (cursor && comparePositions(last, cursor) <= 0)) break;
        cursor = last;
      }
      return page;
    },

    async headPosition() {
      // Backwards from the end of $all, past system events, to the last user event.
      for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 10_000 })) {
        const event = fromResolved(resolved);
        if (event) return event.position;
      }
      return null;
    },

    subscribeToAll(options) {
      const source = client.subscribeToAll({
        fromPosition: options.from ?? ESDB_START,
        filter: excludeSystemEvents(),
      });
      return subscriptions.track(esdbSubscription(source, options));
    },

    async close() {
      await subscriptions.stopAll();
      await client.dispose();
    },
  };
  return store;
}
