import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { uniqueName } from '@dtn/platform/kafka/test-kafka';
import { allProjectors, migrateReadModels } from '@dtn/projections';
import { createKafkaProjectionConsumer } from '@dtn/projections/kafka/kafka-projection-consumer';
import { createRelay } from '@dtn/projections/kafka/relay';
import { kafkaHistory, streamOfEvent } from '@dtn/projections/kafka/testing/kafka-history';
import { eventually, groupCaughtUp } from '@dtn/projections/kafka/testing/kafka-test-support';
import { emptyOffers } from '@dtn/projections/read-models/offers/testing';
import { openBenchDatabase } from './bench-database';

/**
 * One Kafka consumer group (the offers read model, a stream-ordered projector) with 1, 2 and 4
 * consumers over the same topic of BENCH_KAFKA_EVENTS events (the Kafka tests' history: every
 * event family, offers about a fifth), published once by the relay into a 4-partition topic.
 * Each level is a fresh group: the time runs from starting its consumers (group join included)
 * until every partition is applied to its end; and the steady rate from the moment the group is
 * stable with all its members. Broker: KAFKA_BROKERS (127.0.0.1:9092).
 */
const TOTAL = Number(process.env.BENCH_KAFKA_EVENTS ?? 100_000);
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function kafkaConsumersBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(30);
  const kafka = new Kafka({ clientId: 'dtn-bench', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const store = await createPostgresEventStore(db);
    await migrateReadModels(db);
    // Each stream's events in one append, 16 streams at a time (the order within a stream kept).
    const streams = new Map<string, { id: string; type: string; data: unknown; metadata: Record<string, unknown> }[]>();
    for (const e of kafkaHistory(TOTAL)) {
      const id = streamOfEvent(e);
      streams.set(id, [
        ...(streams.get(id) ?? []),
        {
          id: e.eventId ?? randomUUID(),
          type: e.type,
          data: e.data,
          metadata: { userId: null, occurredAt: e.occurredAt ?? new Date().toISOString() },
        },
      ]);
    }
    const queue = [...streams.entries()];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          await store.appendToStream(next[0], next[1], { expectedRevision: 'any' });
      }),
    );
    const events = (await store.readAll({ maxCount: 1_000_000 })).length;

    const topic = uniqueName('dtn.bench.events');
    await admin.createTopics({ topics: [{ topic, numPartitions: 4 }], waitForLeaders: true });
    const relay = createRelay({ db, store, kafka, topic, logger: quiet });
    const relayStarted = performance.now();
    await relay.start();
    const head = (await store.headPosition())!;
    await eventually('the relay published everything', async () => relay.position()?.prepare === head.prepare, 600_000);
    const relayMs = performance.now() - relayStarted;
    await relay.stop();

    const offers = allProjectors.find((p) => p.name === 'offers')!;
    const offerEvents = (await store.readAll({ maxCount: 1_000_000 })).filter((e) => offers.handles.some((t) => t === e.type)).length;
    const appliedOffsets = async (groupId: string) =>
      Number(
        (
          await db.query<{ n: string }>('SELECT coalesce(sum(next_offset), 0)::text AS n FROM kafka_consumer_offsets WHERE group_id = $1', [
            groupId,
          ])
        ).rows[0]!.n,
      );
    const levels = [];
    for (const consumers of [1, 2, 4]) {
      const groupId = uniqueName('dtn.bench.projection.offers');
      await emptyOffers(db);
      const group = Array.from({ length: consumers }, () =>
        createKafkaProjectionConsumer({ db, kafka, topic, projector: offers, groupId, logger: quiet }),
      );
      const started = performance.now();
      await Promise.all(group.map((c) => c.start()));
      // Joining takes seconds (the broker's initial rebalance delay, one rebalance per member), so
      // the steady rate is measured too: from the group being stable with every member.
      let stable: { at: number; applied: number } | undefined;
      await eventually(
        `${consumers} consumers applied the topic`,
        async () => {
          if (!stable) {
            const described = (await admin.describeGroups([groupId])).groups[0];
            if (described?.state === 'Stable' && described.members.length === consumers) {
              stable = { at: performance.now(), applied: await appliedOffsets(groupId) };
            }
          }
          return groupCaughtUp(db, admin, topic, groupId);
        },
        600_000,
      );
      const ended = performance.now();
      await Promise.all(group.map((c) => c.stop()));
      const steady = stable && events - stable.applied > 0 ? Math.round(((events - stable.applied) / (ended - stable.at)) * 1000) : null;
      levels.push({
        consumers,
        ms: Math.round(ended - started),
        eventsPerSecond: Math.round((events / (ended - started)) * 1000),
        steadyEventsPerSecond: steady,
        appliedBeforeStable: stable?.applied ?? events,
      });
    }
    return {
      label,
      events,
      offerEvents,
      partitions: 4,
      relay: { ms: Math.round(relayMs), eventsPerSecond: Math.round((events / relayMs) * 1000) },
      levels,
    };
  } finally {
    await admin.disconnect();
    await dispose();
  }
}
