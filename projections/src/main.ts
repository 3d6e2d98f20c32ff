/**
 * The projections process (production: several replicas). Environment: platform/config
 * (DATABASE_URL, ESDB_URL, DATA_DIR, SMTP_URL, MAIL_FROM), projections-config (PROJECTIONS_SOURCE,
 * METRICS_PORT, PROJECTIONS) and, when PROJECTIONS_SOURCE=kafka, platform/kafka (KAFKA_BROKERS,
 * KAFKA_TOPIC, KAFKA_CLIENT_ID). SIGINT/SIGTERM: finish the batch, store the checkpoint,
 * disconnect, exit 0. A failed batch exits 1 so the supervisor restarts it.
 */
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { loadKafkaConfig } from '@dtn/platform/kafka/kafka-config';
import { mailSenderFromConfig } from '@dtn/platform/mail/mail-sender-from-config';
import { onShutdown } from '@dtn/platform/process/on-shutdown';
import { allProjectors } from './all-projectors';
import { startProjectionsProcess } from './process/projections-process';
import { loadProjectionsConfig } from './projections-config';

// The process serves no API, so sign-in settings do not apply: AUTH_MODE defaults to 'dev' so
// that loadConfig asks for no OIDC_* variables.
const config = loadConfig({ ...process.env, AUTH_MODE: process.env.AUTH_MODE ?? 'dev' });
const projections = loadProjectionsConfig(
  process.env,
  allProjectors.map((p) => p.name),
);
const kafka = projections.source === 'kafka' ? loadKafkaConfig() : undefined;
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
const mail = mailSenderFromConfig(config);
const running = await startProjectionsProcess({ db, store, config: projections, ...(kafka ? { kafka } : {}), mailSender: mail });
console.info(`Projections (${projections.source}) running; emails ${mail.description}; /healthz /readyz /metrics on :${running.port}`);

const shutdown = onShutdown(
  async () => {
    await running.stop();
    await mail.close();
    await store.close();
    await db.close();
  },
  { name: 'Projections' },
);
running.done.then(
  () => undefined,
  () => shutdown.fail('a projection failed'),
);
