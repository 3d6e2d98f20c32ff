/**
 * `npm run topology`: the production topology started on this machine and tested through its
 * proxy (run-topology.ts), the same run CI makes (.ci/run). Needs what CI starts: PostgreSQL
 * (TOPOLOGY_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432), Kafka
 * (KAFKA_BROKERS, default 127.0.0.1:9092: `npm run kafka`), Keycloak with the realm dtn
 * (KEYCLOAK_URL, default http://127.0.0.1:8180: `npm run keycloak`) and Debian's nginx
 * (`apt-get install nginx`). TOPOLOGY_DATABASE (dtn_topology) is dropped and created again.
 * Prints each step and its figures; exits 0 when every check held, 1 otherwise. Logs of each
 * process in .tmp/topology/logs/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTopology } from './run-topology';
import { topologyProxyPort } from './topology-services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const env = process.env;
try {
  const report = await runTopology({
    root,
    postgresUrl: env.TOPOLOGY_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432',
    database: env.TOPOLOGY_DATABASE || 'dtn_topology',
    kafkaBrokers: env.KAFKA_BROKERS || '127.0.0.1:9092',
    keycloakUrl: env.KEYCLOAK_URL || 'http://127.0.0.1:8180',
    proxyPort: topologyProxyPort,
    basePort: Number(env.TOPOLOGY_BASE_PORT || 18080),
    log: (line) => console.log(`topology: ${line}`),
  });
  console.log('topology: every check held; figures:');
  console.log(JSON.stringify(report, null, 2));
} catch (error) {
  console.error('topology: FAILED', error);
  process.exitCode = 1;
}
