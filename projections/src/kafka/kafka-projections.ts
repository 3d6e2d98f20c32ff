/**
 * The Kafka half of the projections process: one consumer (this replica's member) per
 * stream-ordered projector's group, and the groups' all-stream checkpoints kept up to date in
 * rm_checkpoints (kafka-checkpoints.ts) every `checkpointIntervalMs`, so queries waiting for a
 * command's position work as with the direct runner; in the same pass, each group's lag on each
 * partition (kafka_consumer_lag, consumer-lag.ts).
 */
import type { Admin, Kafka } from 'kafkajs';
import type { Database } from '@dtn/platform/db/database';
import { allReady, type ReadinessReport } from '@dtn/platform/http/health-routes';
import type { Projector } from '../projector';
import { measureConsumerLag } from './consumer-lag';
import { advanceKafkaCheckpoints } from './kafka-checkpoints';
import { createKafkaProjectionConsumer, projectionGroupId, type KafkaProjectionConsumer } from './kafka-projection-consumer';

export interface KafkaProjectionsOptions {
  db: Database;
  kafka: Kafka;
  topic: string;
  projectors: readonly Projector[];
  /** Consumers per group in this process (1 in production: replicas are processes). */
  consumersPerGroup?: number;
  /** Group ids are `${groupPrefix}.<projector name>`. */
  groupPrefix?: string;
  relayName?: string;
  checkpointIntervalMs?: number;
  logger?: { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };
}

export interface KafkaProjections {
  consumers: KafkaProjectionConsumer[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Rejects as soon as one consumer fails. */
  done: Promise<void>;
  running(): boolean;
  /** Every consumer's health merged: not ready while one is stalled; parked events named. */
  health(): Promise<ReadinessReport>;
  /** One pass of the checkpoint update (also run on a timer). */
  advanceCheckpoints(): Promise<void>;
  admin: Admin;
}

export function createKafkaProjections(options: KafkaProjectionsOptions): KafkaProjections {
  const {
    db,
    kafka,
    topic,
    projectors,
    consumersPerGroup = 1,
    groupPrefix = 'dtn.projection',
    relayName = 'relay',
    checkpointIntervalMs = 1000,
    logger = console,
  } = options;
  const consumers = projectors.flatMap((projector) =>
    Array.from({ length: consumersPerGroup }, () =>
      createKafkaProjectionConsumer({ db, kafka, topic, projector, groupId: projectionGroupId(projector, groupPrefix), logger }),
    ),
  );
  const groups = projectors.map((p) => ({ groupId: projectionGroupId(p, groupPrefix), projector: p.name }));
  const admin = kafka.admin();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  const done = Promise.all(consumers.map((c) => c.done)).then(() => undefined);
  done.catch(() => undefined);

  const advance = async () => {
    await advanceKafkaCheckpoints({ db, admin, topic, relay: relayName, groups });
    await measureConsumerLag({ db, admin, topic, groupIds: groups.map((g) => g.groupId) });
  };

  return {
    consumers,
    done,
    admin,
    running: () => consumers.every((c) => c.running()),
    health: async () => (await allReady(...consumers.map((c) => async () => c.health.report()))()) as ReadinessReport,
    advanceCheckpoints: advance,
    async start() {
      await admin.connect();
      await Promise.all(consumers.map((c) => c.start()));
      timer = setInterval(() => {
        pass = pass.then(advance).catch((error: unknown) => logger.error('Kafka projections: storing checkpoints failed', error));
      }, checkpointIntervalMs);
    },
    async stop() {
      clearInterval(timer);
      await pass;
      await Promise.all(consumers.map((c) => c.stop()));
      await admin.disconnect();
    },
  };
}
