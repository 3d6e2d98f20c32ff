/**
 * A projector as a Kafka consumer group: group id `dtn.projection.<projector name>`, several
 * consumers (replicas) of one group split the topic's partitions. Each batch of a partition is
 * applied with the projector's handlers in one transaction with the group's stored offset
 * (apply-kafka-batch.ts). The stored offsets are the truth: on assignment each partition is
 * sought to its stored offset (or the start of the log); Kafka's committed offsets are kept up
 * to date too, for tooling. A failing batch is rolled back and retried with backoff (heartbeating
 * meanwhile), then applied isolated, parking the events that fail alone, like the direct runner
 * (recovery/): a poison event never stops the group. `done` rejects only when the consumer
 * itself crashes beyond kafkajs's own restarts. On a broker without the topic yet, start waits
 * for it (wait-for-topic.ts).
 */
import type { Admin, Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type { Database } from '@dtn/platform/db/database';
import { migrateReadModels } from '../migrations/migrate';
import { projectionEventsApplied } from '../metrics';
import type { Projector } from '../projector';
import { applyWithRetries } from '../recovery/apply-with-retries';
import { parkedCounts } from '../recovery/parked-events';
import { ProjectionHealth } from '../recovery/projection-health';
import type { RetryPolicy } from '../recovery/retry-policy';
import { applyKafkaBatch, type BatchOutcome, type OffsetEvent } from './apply-kafka-batch';
import { fromEventMessage } from './event-message';
import { waitForTopic } from './wait-for-topic';

const isKafkaError = (error: unknown): boolean => error instanceof Error && error.name.startsWith('KafkaJS');

/**
 * How soon the group notices a member that died without leaving (kill -9, a lost machine): the
 * broker gives its partitions to the others once no heartbeat came for the session timeout.
 * kafkajs's 30 s default left a dead replica's partitions unread for half a minute; 10 s keeps
 * the read models within seconds while staying well above the longest transaction a chunk takes
 * (heartbeats go between chunks) and the broker's minimum (group.min.session.timeout.ms, 6 s). A
 * heartbeat a second tells a live member of a rebalance within that second.
 */
export const consumerSessionTimeoutMs = 10_000;
export const consumerHeartbeatIntervalMs = 1_000;

export const projectionGroupId = (projector: Pick<Projector, 'name'>, prefix = 'dtn.projection'): string => `${prefix}.${projector.name}`;

export interface KafkaProjectionConsumerOptions {
  db: Database;
  kafka: Kafka;
  topic: string;
  projector: Projector;
  /** Default projectionGroupId(projector). */
  groupId?: string;
  /** Largest number of messages applied in one transaction. */
  chunkSize?: number;
  logger?: { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };
  /** How failing batches are retried before events are parked (recovery/retry-policy.ts). */
  retryPolicy?: RetryPolicy;
}

export interface KafkaProjectionConsumer {
  readonly groupId: string;
  start(): Promise<void>;
  /** Finishes the transaction in flight, leaves the group, disconnects. */
  stop(): Promise<void>;
  /** Resolves once stopped; rejects with the error of a failed batch or a crashed consumer. */
  done: Promise<void>;
  /** True once it has joined the group, until it stops or fails. */
  running(): boolean;
  /** Stalled (a batch keeps failing) and parked events, for /readyz and the metrics. */
  health: ProjectionHealth;
}

export function createKafkaProjectionConsumer(options: KafkaProjectionConsumerOptions): KafkaProjectionConsumer {
  const { db, kafka, topic, projector, chunkSize = 500, logger = console } = options;
  const groupId = options.groupId ?? projectionGroupId(projector);
  const consumer: Consumer = kafka.consumer({
    groupId,
    allowAutoTopicCreation: true,
    sessionTimeout: consumerSessionTimeoutMs,
    heartbeatInterval: consumerHeartbeatIntervalMs,
  });
  const admin: Admin = kafka.admin();
  const health = new ProjectionHealth();
  const stopSignal = new AbortController();
  let joined = false;
  let failed: unknown;
  let stopped = false;
  let stopping: Promise<void> | undefined;
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  done.catch(() => undefined);

  async function seekToStored(assignment: Record<string, number[]>): Promise<void> {
    const partitions = assignment[topic] ?? [];
    if (partitions.length === 0) return;
    const { rows } = await db.query<{ partition: number; next_offset: string }>(
      'SELECT partition, next_offset::text FROM kafka_consumer_offsets WHERE group_id = $1 AND topic = $2 AND partition = ANY($3::int[])',
      [groupId, topic, partitions],
    );
    const stored = new Map(rows.map((r) => [r.partition, r.next_offset]));
    const low = new Map((await admin.fetchTopicOffsets(topic)).map((o) => [o.partition, o.low]));
    for (const partition of partitions) consumer.seek({ topic, partition, offset: stored.get(partition) ?? low.get(partition) ?? '0' });
  }

  async function eachBatch(payload: EachBatchPayload): Promise<void> {
    if (failed !== undefined) return;
    const { batch } = payload;
    const isRunning = () => payload.isRunning();
    const isStale = () => payload.isStale();
    const heartbeat = () => payload.heartbeat();
    const at = { groupId, topic: batch.topic, partition: batch.partition };
    try {
      for (let start = 0; start < batch.messages.length; start += chunkSize) {
        if (!isRunning() || isStale()) return;
        const chunk: OffsetEvent[] = batch.messages
          .slice(start, start + chunkSize)
          .map((m) => ({ offset: BigInt(m.offset), event: fromEventMessage(m.value) }));
        let outcome: BatchOutcome | undefined;
        const applied = await applyWithRetries(
          async (isolate) => {
            outcome = await applyKafkaBatch(db, projector, at, chunk, { isolate });
            return outcome.kind === 'applied' ? outcome.parked : [];
          },
          {
            health,
            logger,
            signal: stopSignal.signal,
            whileWaiting: heartbeat,
            isStopped: () => stopped || !isRunning() || isStale(),
            ...(options.retryPolicy ? { policy: options.retryPolicy } : {}),
          },
        );
        if (applied === 'stopped' || !outcome) return;
        if (outcome.kind === 'seek') {
          consumer.seek({ topic: batch.topic, partition: batch.partition, offset: outcome.nextOffset.toString() });
          return;
        }
        if (outcome.applied > 0) projectionEventsApplied.inc({ projector: projector.name, source: 'kafka' }, outcome.applied);
        payload.resolveOffset((outcome.nextOffset - 1n).toString());
        await heartbeat();
      }
    } catch (error) {
      // Kafka's own errors (a rebalance under way, a coordinator moving, a lost connection) are
      // kafkajs's to handle: thrown back, it rejoins the group or restarts the consumer, and the
      // partition's batch is delivered again from the stored offset (applied events dedupe).
      if (isKafkaError(error)) throw error;
      failed = error;
      logger.error(`Kafka projection ${groupId} stopped: reading its batch failed`, error);
      // Not awaited: disconnecting waits for this very batch to return.
      void stop(error);
    }
  }

  function stop(error?: unknown): Promise<void> {
    stopped = true;
    stopSignal.abort();
    stopping ??= (async () => {
      joined = false;
      await consumer.disconnect().catch(() => undefined);
      await admin.disconnect().catch(() => undefined);
      if (error === undefined) settle.resolve();
      else settle.reject(error);
    })();
    return stopping;
  }

  consumer.on(consumer.events.GROUP_JOIN, (event) => {
    joined = true;
    seekToStored(event.payload.memberAssignment).catch((error: unknown) => {
      logger.error(`Kafka projection ${groupId}: seeking to the stored offsets failed`, error);
      void stop(error);
    });
  });
  consumer.on(consumer.events.CRASH, (event) => {
    if (!event.payload.restart) void stop(event.payload.error);
  });

  return {
    groupId,
    done,
    health,
    running: () => joined && failed === undefined && !stopped,
    async start() {
      if (stopped) throw new Error('A stopped Kafka projection consumer does not start again');
      await migrateReadModels(db);
      health.parked(new Map([[projector.name, (await parkedCounts(db)).get(projector.name) ?? 0]]));
      await admin.connect();
      // A brand-new broker has no topic until the relay's first publish: wait, do not crash.
      await waitForTopic(admin, topic, { signal: stopSignal.signal, logger });
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({ autoCommit: true, eachBatchAutoResolve: false, eachBatch });
      logger.info(`Kafka projection ${groupId} consuming ${topic}`);
    },
    stop: () => stop(),
  };
}
