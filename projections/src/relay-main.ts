/**
 * The relay process: publishes every stored event to Kafka (kafka/relay.ts). Run ONE replica:
 * two would publish everything twice (harmless, consumers dedupe, but wasteful). Environment:
 * platform/config (DATABASE_URL for its checkpoint, ESDB_URL, DATA_DIR), platform/kafka
 * (KAFKA_BROKERS, KAFKA_TOPIC, KAFKA_CLIENT_ID), METRICS_PORT. SIGINT/SIGTERM: finish the batch
 * in flight, store the checkpoint, close the producer, exit 0.
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { loadKafkaConfig } from '@dtn/platform/kafka/kafka-config';
import { onShutdown } from '@dtn/platform/process/on-shutdown';
import { startRelayProcess } from './process/relay-process';
import { loadRelayConfig } from './projections-config';

// No API here: AUTH_MODE defaults to 'dev' so that loadConfig asks for no OIDC_* variables.
const config = loadConfig({ ...process.env, AUTH_MODE: process.env.AUTH_MODE ?? 'dev' });
const kafka = loadKafkaConfig();
const { metricsPort } = loadRelayConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
const running = await startRelayProcess({ db, store, kafka, metricsPort });
console.info(`Relay publishing to ${kafka.topic} on ${kafka.brokers.join(',')}; /healthz /readyz /metrics on :${running.port}`);

const shutdown = onShutdown(
  async () => {
    await running.stop();
    await store.close();
    await db.close();
  },
  { name: 'Relay' },
);
running.done.then(
  () => undefined,
  () => shutdown.fail('the relay failed'),
);
