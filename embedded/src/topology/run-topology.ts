/**
 * The production topology on one machine, as the compose file names it, exercised end to end
 * through the proxy (`npm run topology`, topology-cli.ts):
 *   seed -> relay + two projections consumers on Kafka -> command service + query service ->
 *   nginx (deploy/proxy/nginx.conf) in front; Keycloak signs users in.
 * Then: the offer story, one consumer killed (-9) under load, the relay stopped and started,
 * rate limits per client behind the proxy, the topic and the read models checked against the
 * store, and everything stopped with nothing left running. Each process's start-up is timed.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPgDatabase } from '@dtn/platform/db/pg-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { startSmtpServer } from '@dtn/platform/mail/smtp-test-server';
import { quietKafka } from '@dtn/projections/kafka/testing/kafka-test-support';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import { demoDealerGroups } from '../seed/demo-organizations';
import { killOneConsumerUnderLoad, type TakeoverFigures } from './consumer-takeover';
import { startNginx } from './nginx-proxy';
import { runOfferStory } from './offer-story';
import { signIn } from './oidc-sign-in';
import { answers, poll, residentMB, startProcess, type Started } from './processes';
import { expectStatus, proxyClient } from './proxy-client';
import { rateLimitsPerClient, type RateLimitFigures } from './rate-limits';
import { restartRelay } from './relay-restart';
import { readModelsAgreeWithStore, topicAgreesWithStore } from './store-agreement';
import { serviceCommand, serviceEnv, type Service, type TopologyPlan } from './topology-services';

export interface TopologyOptions {
  root: string;
  /** The machine's PostgreSQL, any database (the topology's own is created beside it). */
  postgresUrl: string;
  database: string;
  kafkaBrokers: string;
  keycloakUrl: string;
  proxyPort: number;
  /** The services take basePort+1.., their ops listeners basePort+11... */
  basePort: number;
  log: (line: string) => void;
}

export interface TopologyReport {
  runtime: 'dist' | 'tsx';
  startSeconds: Record<string, number>;
  /** Resident memory of each process still running at the end, before the stop. */
  residentMB: Record<string, number | undefined>;
  story: string[];
  takeover: TakeoverFigures;
  relay: { bidsWhileDown: number; restartSeconds: number; caughtUpSeconds: number };
  rateLimits: RateLimitFigures;
  topic: { events: number; messages: number };
  readModels: { tables: number; rows: number };
  stopped: Record<string, string>;
  totalSeconds: number;
}

const withDatabase = (url: string, database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();
const seconds = (from: number) => Math.round((Date.now() - from) / 100) / 10;

export async function runTopology(options: TopologyOptions): Promise<TopologyReport> {
  const began = Date.now();
  const { root, log } = options;
  const runDir = path.join(root, '.tmp', 'topology');
  await rm(runDir, { recursive: true, force: true });
  await mkdir(path.join(runDir, 'logs'), { recursive: true });
  const logDir = path.join(runDir, 'logs');
  const admin = createPgDatabase(withDatabase(options.postgresUrl, 'postgres'));
  for (const name of [options.database, `${options.database}_replay`]) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  }
  await admin.close();

  const smtp = await startSmtpServer();
  const p = options.basePort;
  const plan: TopologyPlan = {
    databaseUrl: withDatabase(options.postgresUrl, options.database),
    kafkaBrokers: options.kafkaBrokers,
    // A topic of this run: a broker that has never seen it, as a fresh one.
    topic: `dtn.topology.${Date.now().toString(36)}`,
    issuer: `${options.keycloakUrl}/realms/dtn`,
    proxyPort: options.proxyPort,
    proxyAddress: '127.0.0.1',
    smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
    dataDir: path.join(runDir, 'data'),
    ports: { commandService: p + 1, queryService: p + 2 },
    metricsPorts: { commandService: p + 11, queryService: p + 12, relay: p + 13, projectionsA: p + 14, projectionsB: p + 15 },
  };
  const runtime = serviceCommand('seed', root).runtime;
  const running: Started[] = [];
  const startSeconds: Record<string, number> = {};
  const metrics = (port: number) => `http://127.0.0.1:${port}`;

  const start = async (name: string, service: Service, readyUrl: string, replica: 'A' | 'B' = 'A') => {
    const { command, args } = serviceCommand(service, root);
    const started = startProcess({ name, command, args, env: serviceEnv(service, plan, replica), cwd: root, logDir });
    running.push(started);
    await poll(
      `${name} is ready (${readyUrl})`,
      async () => {
        if (!started.alive()) throw new Error(`${name} exited: ${(await started.log()).slice(-2000)}`);
        return answers(readyUrl).catch(() => false);
      },
      240_000,
    );
    startSeconds[name] = seconds(started.spawnedAt);
    log(`${name} ready in ${startSeconds[name]} s (pid ${started.pid})`);
    return started;
  };

  const db = createPgDatabase(plan.databaseUrl);
  const kafka = quietKafka(plan.kafkaBrokers.split(','), 'dtn-topology-test');
  const kafkaAdmin = kafka.admin();
  const stopped: Record<string, string> = {};
  try {
    log(`runtime: ${runtime} on node ${process.version}; database ${options.database}; topic ${plan.topic}; logs in ${logDir}`);
    const { command, args } = serviceCommand('seed', root);
    const seed = startProcess({ name: 'seed', command, args, env: serviceEnv('seed', plan), cwd: root, logDir });
    const seeded = await seed.exited;
    stopped.seed = `exit ${seeded.code ?? seeded.signal}`;
    if (seeded.code !== 0) throw new Error(`the seed failed (${seeded.code ?? seeded.signal}): ${(await seed.log()).slice(-2000)}`);
    startSeconds.seed = seconds(seed.spawnedAt);
    log(`seed done in ${startSeconds.seed} s: ${(await seed.log()).trim().split('\n').at(-1)}`);
    const store = await createPostgresEventStore(db);

    const relay = await start('relay', 'relay', `${metrics(plan.metricsPorts.relay)}/readyz`);
    await start('projections-a', 'projections', `${metrics(plan.metricsPorts.projectionsA)}/readyz`, 'A');
    const projectionsB = await start('projections-b', 'projections', `${metrics(plan.metricsPorts.projectionsB)}/readyz`, 'B');
    const head = await store.headPosition();
    const projecting = Date.now();
    if (head && !(await waitForCatchUp(db, head, { timeoutMs: 300_000, pollMs: 200 })))
      throw new Error('the projections did not catch up with the seed');
    startSeconds['projections caught up with the seed'] = seconds(projecting);
    await start('command-service', 'command-service', `${metrics(plan.metricsPorts.commandService)}/readyz`);
    await start('query-service', 'query-service', `${metrics(plan.metricsPorts.queryService)}/readyz`);
    const proxyUrl = `http://127.0.0.1:${plan.proxyPort}`;
    const nginx = await startNginx(
      {
        listen: `127.0.0.1:${plan.proxyPort}`,
        commandService: `127.0.0.1:${plan.ports.commandService}`,
        queryService: `127.0.0.1:${plan.ports.queryService}`,
        root: path.join(root, 'frontend', 'dist'),
        runDir: path.join(runDir, 'nginx'),
      },
      await readFile(path.join(root, 'deploy/proxy/nginx.conf'), 'utf8'),
      logDir,
    );
    running.push(nginx);
    await poll('nginx answers', async () => nginx.alive() && answers(`${proxyUrl}/proxy-health`).catch(() => false), 30_000);
    startSeconds.nginx = seconds(nginx.spawnedAt);

    // Sign-in: the app learns the issuer and its client through the proxy, as the browser does.
    const api = proxyClient(proxyUrl);
    const authConfig = expectStatus(await api.call('GET', '/auth/config'), 'GET /auth/config').json<{
      mode: string;
      authority: string;
      clientId: string;
    }>();
    if (authConfig.mode !== 'oidc') throw new Error(`the services sign in with ${authConfig.mode}, not oidc`);
    const token = async (email: string) =>
      (
        await signIn({
          issuer: authConfig.authority,
          clientId: authConfig.clientId,
          redirectUri: `http://localhost:${plan.proxyPort}/`,
          email,
          password: 'demo',
        })
      ).accessToken;
    const tokens = {
      buyer: await token('principal@lonestar.example'),
      seller: await token('principal@pacific.example'),
      other: await token('principal@heartland.example'),
    };
    log(`signed in at ${authConfig.authority} (authorization code + PKCE, client ${authConfig.clientId})`);

    const story = await runOfferStory({ api, tokens, mailbox: smtp });
    for (const step of story.steps) log(`offer story: ${step}`);

    const group = (slug: string) => demoDealerGroups.find((g) => g.slug === slug)!.id;
    const buyers = [
      { token: tokens.buyer, dealerGroupId: group('lonestar') },
      { token: tokens.other, dealerGroupId: group('heartland') },
    ];
    await kafkaAdmin.connect();
    const takeover = await killOneConsumerUnderLoad({
      api,
      buyers,
      survivorMetrics: `${metrics(plan.metricsPorts.projectionsA)}/metrics`,
      victim: projectionsB,
      admin: kafkaAdmin,
      topic: plan.topic,
      db,
      store,
    });
    stopped['projections-b'] = 'killed (-9)';
    log(`consumer killed under load: ${JSON.stringify(takeover)}`);

    const restarted = await restartRelay({
      relay,
      startRelay: () => start('relay (restarted)', 'relay', `${metrics(plan.metricsPorts.relay)}/readyz`),
      api,
      // A buyer the load did not use: every bid while the relay is down is a new one.
      buyer: { token: tokens.seller, dealerGroupId: group('pacific') },
      db,
      store,
    });
    stopped.relay = `exit ${restarted.exitCode}`;
    log(
      `relay stopped (exit ${restarted.exitCode}) and restarted: ${restarted.bidsWhileDown} bids while down, caught up ${restarted.caughtUpSeconds} s after the restart`,
    );

    const rateLimits = await rateLimitsPerClient(proxyUrl, story.vendorUid);
    log('rate limits: 127.0.0.2 cut off at request 31 (also when claiming another X-Forwarded-For), 127.0.0.3 still answered');

    const topic = await topicAgreesWithStore(store, kafka, plan.topic);
    log(`topic: ${topic.messages} messages for ${topic.events} stored events, each once`);
    const readModels = await readModelsAgreeWithStore(
      db,
      store,
      withDatabase(options.postgresUrl, `${options.database}_replay`),
      serviceEnv('projections', plan).PUBLIC_BASE_URL!,
    );
    log(`read models: ${readModels.tables} tables, ${readModels.rows} rows, equal to a replay of the store`);
    await store.close();

    const resident: Record<string, number | undefined> = {};
    for (const proc of running) if (proc.alive()) resident[proc.name] = await residentMB(proc.pid);

    // Stop in the reverse order of the compose dependencies; each must exit by itself, cleanly.
    for (const proc of [...running].reverse()) {
      if (!proc.alive()) continue;
      const exit = await proc.stopGracefully(proc.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      stopped[proc.name] = exit.code === 0 ? 'exit 0' : `exit ${exit.code ?? exit.signal}`;
      if (exit.code !== 0) throw new Error(`${proc.name} stopped with ${exit.code ?? exit.signal}: ${(await proc.log()).slice(-1500)}`);
    }
    const left = running.filter((proc) => isRunning(proc.pid));
    if (left.length > 0) throw new Error(`still running after the stop: ${left.map((proc) => `${proc.name} (${proc.pid})`).join(', ')}`);
    return {
      runtime,
      startSeconds,
      residentMB: resident,
      story: story.steps,
      takeover,
      relay: {
        bidsWhileDown: restarted.bidsWhileDown,
        restartSeconds: restarted.restartSeconds,
        caughtUpSeconds: restarted.caughtUpSeconds,
      },
      rateLimits,
      topic,
      readModels,
      stopped,
      totalSeconds: seconds(began),
    };
  } finally {
    for (const proc of running) if (proc.alive()) await proc.stopGracefully('SIGTERM', 10_000);
    await kafkaAdmin.disconnect().catch(() => undefined);
    await db.close();
    await smtp.close();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
