/**
 * The relay: follows the event store (a catch-up subscription from its own checkpoint in
 * relay_checkpoints) and publishes every event to the Kafka topic, keyed by stream id (see
 * event-message.ts). Each batch is sent with an idempotent producer (one request in flight, so a
 * retried request never reorders) and acks from all in-sync replicas; only then is the
 * checkpoint stored. A broker that is down is retried with backoff, and the subscription waits:
 * the checkpoint never passes an event the broker has not acknowledged. At-least-once: a crash
 * between the ack and the checkpoint publishes the batch again, and consumers dedupe.
 *
 *   const relay = createRelay({ db, store, kafka, topic }); await relay.start(); ... await relay.stop();
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore, Position, RecordedEvent } from '@dtn/platform/event-store/port';
import { checkpointedSubscription } from '@dtn/platform/subscription/checkpointed-subscription';
import { migrateReadModels } from '../migrations/migrate';
import { relayEventsPublished } from '../metrics';
import { toEventMessage } from './event-message';
import { loadRelayCheckpoint, storeRelayCheckpoint } from './relay-checkpoint';

export interface RelayOptions {
  db: Database;
  store: EventStore;
  kafka: Kafka;
  topic: string;
  /** Its row in relay_checkpoints ('relay'). */
  name?: string;
  batchSize?: number;
  /** Backoff between failed sends (and failed subscriptions): doubles from `minMs` up to `maxMs`. */
  retry?: { minMs?: number; maxMs?: number };
  logger?: { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };
}

export interface Relay {
  start(): Promise<void>;
  /** Finishes the batch in flight (unless the broker is down: then it is left for the next
   * start), stores the checkpoint, disconnects the producer. */
  stop(): Promise<void>;
  /** Resolves once stopped; a failure (the event store, the broker) is retried, never an end. */
  done: Promise<void>;
  /** The last position the broker acknowledged (undefined before the first). */
  position: () => Position | undefined;
  /** True while it follows the store and the last read and send succeeded. */
  healthy(): boolean;
}

class Stopping extends Error {}

export function createRelay(options: RelayOptions): Relay {
  const { db, store, kafka, topic, name = 'relay', batchSize = 500, logger = console } = options;
  const minMs = options.retry?.minMs ?? 100;
  const maxMs = options.retry?.maxMs ?? 10_000;
  // A producer that failed is replaced: a fresh producer id restarts the idempotence sequence
  // numbers, so a resend after an outage is never refused as out of order.
  const newProducer = (): Producer =>
    kafka.producer({
      // murmur2 of the key, as the Java client's default: one stream, one partition.
      createPartitioner: Partitioners.DefaultPartitioner,
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      retry: { retries: 3, maxRetryTime: 5000 },
    });
  const backoff = (attempt: number) => Math.min(minMs * 2 ** (attempt - 1), maxMs);
  let producer = newProducer();
  let connected = false;
  let started = false;
  let subscribed = false;
  let checkpoint: Position | undefined;
  let sendFailing = false;
  let readFailing = false;

  async function publish(events: RecordedEvent[]): Promise<void> {
    const messages = events.map(toEventMessage);
    for (let attempt = 1; ; attempt += 1) {
      if (following.isStopped()) throw new Stopping();
      try {
        if (!connected) await producer.connect();
        connected = true;
        await producer.send({ topic, messages, acks: -1 });
        sendFailing = false;
        break;
      } catch (error) {
        if (!sendFailing) logger.warn(`Relay: sending to ${topic} failed, retrying with backoff`, error);
        sendFailing = true;
        await producer.disconnect().catch(() => undefined);
        producer = newProducer();
        connected = false;
        if (following.isStopped()) throw new Stopping();
        await sleep(backoff(attempt), undefined, { signal: following.signal }).catch(() => undefined);
      }
    }
    const last = events.at(-1)!.position;
    await storeRelayCheckpoint(db, name, last);
    checkpoint = last;
    readFailing = false;
    relayEventsPublished.inc(events.length);
  }

  const following = checkpointedSubscription({
    name: 'Relay',
    store,
    batchSize,
    checkpoint: () => checkpoint,
    handle: publish,
    delayMs: backoff,
    onFailure: (error, failures, delay) => {
      readFailing = true;
      logger.warn(`Relay: the subscription failed (${failures} in a row), opening it again in ${delay} ms`, error);
    },
    onRecovered: () => (readFailing = false),
    logger,
  });

  return {
    done: following.done,
    position: () => checkpoint,
    healthy: () => subscribed && !following.isStopped() && !sendFailing && !readFailing,
    async start() {
      if (started || following.isStopped()) throw new Error('The relay starts only once');
      started = true;
      await migrateReadModels(db);
      checkpoint = await loadRelayCheckpoint(db, name);
      logger.info(`Relay: publishing to ${topic} from ${checkpoint ? `${checkpoint.commit}/${checkpoint.prepare}` : 'the start'}`);
      if (following.isStopped()) return;
      following.start();
      subscribed = true;
    },
    async stop() {
      await following.stop();
      await producer.disconnect().catch(() => undefined);
    },
  };
}
