/**
 * The projections process, composed (main.ts reads the environment and handles signals):
 * migrations, then either every selected projector on the direct all-stream subscription
 * ('direct'), or in 'kafka' mode the stream-ordered ones as Kafka consumer groups and the rest
 * direct (see kafka/split-projectors.ts for why some must stay); the outbox drain, so queued
 * emails are sent; lag metrics; the ops server on METRICS_PORT.
 */
import { Kafka, logLevel } from 'kafkajs';
import type { Database } from '@dtn/platform/db/database';
import type { EventStore, RecordedEvent } from '@dtn/platform/event-store/port';
import type { KafkaConfig } from '@dtn/platform/kafka/kafka-config';
import type { MailSender } from '@dtn/platform/mail/mail-sender';
import { allReady, databaseAnswers, type Readiness } from '@dtn/platform/http/health-routes';
import { allProjectors } from '../all-projectors';
import { createKafkaProjections, type KafkaProjections } from '../kafka/kafka-projections';
import { splitForKafka } from '../kafka/split-projectors';
import { projectionEventsApplied } from '../metrics';
import { migrateReadModels } from '../migrations/migrate';
import { startOutboxDrain } from '../outbox-drain';
import { startPushLogPruning } from '../push/record-pushes';
import type { ProjectionsConfig } from '../projections-config';
import type { Projector } from '../projector';
import { createProjectionRunner } from '../runner';
import { startLagMonitor } from './lag-monitor';
import { startOpsServer } from './ops-server';

type Logger = { info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };

export interface ProjectionsProcess {
  port: number;
  readiness: Readiness;
  /** Rejects when a runner or consumer failed (the process should exit and be restarted). */
  done: Promise<void>;
  /** Graceful: finishes the batches in flight, stores their checkpoints, disconnects. */
  stop(): Promise<void>;
}

export async function startProjectionsProcess(options: {
  db: Database;
  store: EventStore;
  config: ProjectionsConfig;
  kafka?: KafkaConfig;
  mailSender: MailSender;
  logger?: Logger;
  host?: string;
  /** Consumer group ids are `${groupPrefix}.<projector>` ('dtn.projection'; tests isolate runs). */
  groupPrefix?: string;
}): Promise<ProjectionsProcess> {
  const { db, store, config, mailSender, logger = console } = options;
  const selected = config.projectors ? allProjectors.filter((p) => config.projectors!.includes(p.name)) : allProjectors;
  await migrateReadModels(db);

  let direct: readonly Projector[] = selected;
  let groups: KafkaProjections | undefined;
  let kafkaAdmin: ReturnType<Kafka['admin']> | undefined;
  if (config.source === 'kafka') {
    if (!options.kafka) throw new Error('PROJECTIONS_SOURCE=kafka needs KAFKA_BROKERS');
    const split = splitForKafka(selected);
    direct = split.direct;
    const kafka = new Kafka({ clientId: options.kafka.clientId, brokers: options.kafka.brokers, logLevel: logLevel.WARN });
    groups = createKafkaProjections({
      db,
      kafka,
      topic: options.kafka.topic,
      projectors: split.kafka,
      logger,
      ...(options.groupPrefix ? { groupPrefix: options.groupPrefix } : {}),
    });
    kafkaAdmin = kafka.admin();
    await kafkaAdmin.connect();
    logger.info(
      `Projections: ${split.kafka.map((p) => p.name).join(', ')} from Kafka ${options.kafka.topic}; ${direct.map((p) => p.name).join(', ')} direct`,
    );
  }

  const runner = createProjectionRunner({
    db,
    store,
    projectors: direct,
    logger,
    onBatch: (events: readonly RecordedEvent[]) => {
      for (const p of direct) {
        const n = events.filter((e) => p.handles.some((type) => type === e.type)).length;
        if (n > 0) projectionEventsApplied.inc({ projector: p.name, source: 'direct' }, n);
      }
    },
  });
  if (direct.length > 0) await runner.start();
  // The ops listener first: while the consumers wait for their topic (a fresh broker, wait-for-topic)
  // /healthz answers and /readyz says not ready, rather than nothing answering at all. Not ready
  // either while a projector is stalled (named in the body); the parked ones are named too.
  const readiness = allReady(
    databaseAnswers(db),
    async () => (direct.length > 0 ? runner.health() : true),
    async () => {
      if (!groups || !kafkaAdmin) return true;
      await kafkaAdmin.describeCluster();
      const report = await groups.health();
      return { ...report, ready: report.ready && groups.running() };
    },
  );
  const ops = await startOpsServer({ port: config.metricsPort, host: options.host, readiness });
  try {
    await groups?.start();
  } catch (error) {
    await ops.close();
    throw error;
  }
  const drain = startOutboxDrain(db, mailSender, { onError: (error) => logger.error('Outbox drain failed', error) });
  const pruning = startPushLogPruning(db, { onError: (error) => logger.warn('Pruning push_log failed', error) });
  const lag = startLagMonitor({
    db,
    store,
    projectors: selected.map((p) => p.name),
    onError: (error) => logger.warn('Lag metrics failed', error),
  });

  const done = Promise.all([direct.length > 0 ? runner.done : Promise.resolve(), groups?.done ?? Promise.resolve()]).then(() => undefined);
  done.catch(() => undefined);

  let stopping: Promise<void> | undefined;
  return {
    port: ops.port,
    readiness,
    done,
    stop: () =>
      (stopping ??= (async () => {
        await ops.close();
        await lag.stop();
        await drain.stop();
        pruning.stop();
        await groups?.stop();
        await runner.stop();
        await kafkaAdmin?.disconnect();
      })()),
  };
}
