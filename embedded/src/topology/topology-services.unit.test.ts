import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '@dtn/platform/config';
import { serviceCommand, serviceEnv, topologyProxyPort, type TopologyPlan } from './topology-services';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const plan: TopologyPlan = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/dtn_topology',
  kafkaBrokers: '127.0.0.1:9092',
  topic: 'dtn.topology.test',
  issuer: 'http://127.0.0.1:8180/realms/dtn',
  proxyPort: topologyProxyPort,
  proxyAddress: '127.0.0.1',
  smtpUrl: 'smtp://mailer:s3cret@127.0.0.1:2525',
  dataDir: '/tmp/topology/data',
  ports: { commandService: 18081, queryService: 18082 },
  metricsPorts: { commandService: 18091, queryService: 18092, relay: 18093, projectionsA: 18094, projectionsB: 18095 },
};

describe('the topology services', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('runs the compiled build where `npm run build` left it, else the TypeScript source through tsx', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'dtn-topology-root-'));
    folders.push(root);
    expect(serviceCommand('relay', root)).toMatchObject({
      runtime: 'tsx',
      args: ['--import', 'tsx', path.join(root, 'projections/src/relay-main.ts')],
    });
    await mkdir(path.join(root, 'dist/command-service'), { recursive: true });
    await writeFile(path.join(root, 'dist/command-service/server.js'), '');
    const built = serviceCommand('command-service', root);
    expect(built.runtime).toBe('dist');
    expect(built.args.at(-1)).toBe(path.join(root, 'dist/command-service/server.js'));
    expect(built.args).toContain('--max-semi-space-size=64');
  });

  it("gives each service an environment its own configuration accepts, oidc against the realm's issuer", () => {
    for (const service of ['seed', 'command-service', 'query-service', 'relay', 'projections'] as const) {
      const config = loadConfig(serviceEnv(service, plan));
      expect(config.auth).toMatchObject({ mode: 'oidc', issuer: plan.issuer, audience: 'dtn-api' });
      expect(config.demoMode).toBe(false);
    }
    expect(loadConfig(serviceEnv('command-service', plan)).trustProxy).toEqual(['127.0.0.1']);
    expect(serviceEnv('projections', plan, 'B')).toMatchObject({
      PROJECTIONS_SOURCE: 'kafka',
      METRICS_PORT: '18095',
      KAFKA_TOPIC: plan.topic,
    });
  });

  it("signs in at a proxy port the realm's client accepts as a redirect", () => {
    const realm = JSON.parse(readFileSync(path.join(repo, 'deploy/keycloak/realm-dtn.json'), 'utf8')) as {
      clients: { clientId: string; redirectUris: string[] }[];
    };
    const client = realm.clients.find((c) => c.clientId === 'dtn-frontend')!;
    expect(client.redirectUris).toEqual(expect.arrayContaining([`http://localhost:${topologyProxyPort}/*`, 'http://localhost:8080/*']));
  });
});
