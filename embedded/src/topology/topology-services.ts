/**
 * The processes the compose file names (docker-compose.yml), as the topology script runs them on
 * one machine: each on its own ports, all against one database of the machine's PostgreSQL, Kafka
 * on KAFKA_BROKERS, Keycloak as the issuer.
 *
 *   serviceCommand(service, root)   THE one place that says how a service is started: the
 *                                   compiled build (`node dist/...js`, `npm run build`) when it is
 *                                   there, else its TypeScript source through tsx
 *   serviceEnv(service, plan)       its environment, the variables of the compose file
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The proxy's port: the realm's client accepts redirects to it (deploy/keycloak/realm-dtn.json). */
export const topologyProxyPort = 8088;

export type Service = 'seed' | 'command-service' | 'query-service' | 'relay' | 'projections';

const entryPoints: Record<Service, { built: string; source: string; httpServer?: boolean }> = {
  seed: { built: 'dist/seed/seed-cli.js', source: 'embedded/src/seed/seed-cli.ts' },
  'command-service': { built: 'dist/command-service/server.js', source: 'command-service/src/server.ts', httpServer: true },
  'query-service': { built: 'dist/query-service/server.js', source: 'query-service/src/server.ts', httpServer: true },
  relay: { built: 'dist/projections/relay-main.js', source: 'projections/src/relay-main.ts' },
  projections: { built: 'dist/projections/main.js', source: 'projections/src/main.ts' },
};

export function serviceCommand(service: Service, root: string): { command: string; args: string[]; runtime: 'dist' | 'tsx' } {
  const entry = entryPoints[service];
  // The HTTP servers with 64 MB semi-spaces, as in the compose file and `npm start`.
  const flags = entry.httpServer ? ['--max-semi-space-size=64'] : [];
  const built = path.join(root, entry.built);
  if (existsSync(built)) return { command: process.execPath, args: [...flags, '--enable-source-maps', built], runtime: 'dist' };
  return { command: process.execPath, args: [...flags, '--import', 'tsx', path.join(root, entry.source)], runtime: 'tsx' };
}

export interface TopologyPlan {
  databaseUrl: string;
  kafkaBrokers: string;
  topic: string;
  /** Keycloak's realm as the services know it (the tokens' `iss`). */
  issuer: string;
  proxyPort: number;
  /** The address the proxy connects from: the only one whose X-Forwarded-For is believed. */
  proxyAddress: string;
  smtpUrl: string;
  /** DATA_DIR of the services: post media under media/. */
  dataDir: string;
  ports: { commandService: number; queryService: number };
  metricsPorts: Record<'commandService' | 'queryService' | 'relay' | 'projectionsA' | 'projectionsB', number>;
}

/** What every Node service shares (x-node-env in the compose file). */
function shared(plan: TopologyPlan): Record<string, string> {
  return {
    DATABASE_URL: plan.databaseUrl,
    DATA_DIR: plan.dataDir,
    AUTH_MODE: 'oidc',
    OIDC_ISSUER: plan.issuer,
    OIDC_JWKS_URI: `${plan.issuer}/protocol/openid-connect/certs`,
    OIDC_AUDIENCE: 'dtn-api',
    OIDC_CLIENT_ID: 'dtn-frontend',
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: `http://localhost:${plan.proxyPort}`,
    DEMO_MODE: 'false',
    HOST: '127.0.0.1',
  };
}

const kafkaEnv = (plan: TopologyPlan) => ({ KAFKA_BROKERS: plan.kafkaBrokers, KAFKA_TOPIC: plan.topic, KAFKA_CLIENT_ID: 'dtn-topology' });

export function serviceEnv(service: Service, plan: TopologyPlan, replica: 'A' | 'B' = 'A'): Record<string, string> {
  switch (service) {
    case 'seed':
      return shared(plan);
    case 'command-service':
    case 'query-service': {
      const which = service === 'command-service' ? 'commandService' : 'queryService';
      return {
        ...shared(plan),
        PORT: String(plan.ports[which]),
        METRICS_PORT: String(plan.metricsPorts[which]),
        TRUST_PROXY: plan.proxyAddress,
      };
    }
    case 'relay':
      return { ...shared(plan), ...kafkaEnv(plan), METRICS_PORT: String(plan.metricsPorts.relay) };
    case 'projections':
      return {
        ...shared(plan),
        ...kafkaEnv(plan),
        PROJECTIONS_SOURCE: 'kafka',
        // The outbox drain sends the emails (the vendors' quote links) to the script's mailbox.
        SMTP_URL: plan.smtpUrl,
        METRICS_PORT: String(plan.metricsPorts[replica === 'A' ? 'projectionsA' : 'projectionsB']),
      };
  }
}
