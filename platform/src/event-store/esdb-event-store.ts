import {
  ANY,
  BACKWARDS,
  END,
  KurrentDBClient,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AppendStreamState,
  type EventData,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { fromResolved } from './esdb-mapping';
import { esdbSubscription } from './esdb-subscription';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
} from './port';
import { subscriptionSet } from './subscription-set';

const EXPECTED: Record<Exclude<ExpectedRevision, bigint>, AppendStreamState> = {
  no_stream: NO_STREAM,
  any: ANY,
  stream_exists: STREAM_EXISTS,
};

/** The event store on KurrentDB (EventStoreDB; production). Positions are KurrentDB's own. */
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

    async appendToStream(streamId, events, { expectedRevision }) {
      const data: EventData[] = events.map((e) => ({
        id: e.id,
        contentType: 'application/json',
        type: e.type,
        data: (e.data ?? null) as JSONType,
        metadata: e.metadata ?? {},
      }));
      try {
        const result = await client.appendToStream(streamId, data, {
          streamState: typeof expectedRevision === 'bigint' ? expectedRevision : EXPECTED[expectedRevision],
        });
        const position = result.position ? { commit: result.position.commit, prepare: result.position.prepare } : START;
        return { nextExpectedRevision: result.nextExpectedRevision, position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualState === 'bigint' ? error.actualState : null;
          throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
        }
        throw error;
      }
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
