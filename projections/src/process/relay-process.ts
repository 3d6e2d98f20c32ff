/**
 * The relay process, composed (relay-main.ts reads the environment and handles signals): the
 * relay (kafka/relay.ts), its lag metrics, the ops server on METRICS_PORT. Ready while the
 * database and the event store answer and the relay's last read and send succeeded.
 */
import { Kafka, logLevel } from 'kafkajs';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { KafkaConfig } from '@dtn/platform/kafka/kafka-config';
import { allReady, databaseAnswers, eventStoreAnswers, type Readiness } from '@dtn/platform/http/health-routes';
import { createRelay } from '../kafka/relay';
import { startLagMonitor } from './lag-monitor';
import { startOpsServer } from './ops-server';

type Logger = { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };

export async function startRelayProcess(options: {
  db: Database;
  store: EventStore;
  kafka: KafkaConfig;
  metricsPort: number;
  logger?: Logger;
  host?: string;
}): Promise<{ port: number; readiness: Readiness; done: Promise<void>; stop(): Promise<void> }> {
  const { db, store, logger = console } = options;
  const kafka = new Kafka({ clientId: options.kafka.clientId, brokers: options.kafka.brokers, logLevel: logLevel.WARN });
  const relay = createRelay({ db, store, kafka, topic: options.kafka.topic, logger });
  await relay.start();
  const lag = startLagMonitor({ db, store, relayPosition: relay.position, onError: (error) => logger.warn('Lag metrics failed', error) });
  const readiness = allReady(databaseAnswers(db), eventStoreAnswers(store), async () => relay.healthy());
  const ops = await startOpsServer({ port: options.metricsPort, host: options.host, readiness });
  let stopping: Promise<void> | undefined;
  return {
    port: ops.port,
    readiness,
    done: relay.done,
    stop: () =>
      (stopping ??= (async () => {
        await ops.close();
        await lag.stop();
        await relay.stop();
      })()),
  };
}
