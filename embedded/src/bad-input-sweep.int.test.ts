import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { routeCatalogue, type RouteSpec } from '@dtn/contracts';
import { variantsOf } from '@dtn/contracts/schema-leaves';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { waitForCatchUp } from '@dtn/projections';
import { badInputCases, paramsSample, type BadInputCase } from './bad-input-cases';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';

/**
 * The bad-input sweep of issue 11, a sibling of the authorization matrix's "bad input" table:
 * every catalogue route with a body, a query string or path parameters is sent, one field at a
 * time, NUL, a lone surrogate, a 1 MB string, 1e-9 and 1e308, out-of-range coordinates (see
 * ./bad-input-cases). Each answer is a 400 problem+json naming the field (never a 5xx), and the
 * event store holds exactly as many events afterwards. The cases come from the zod schemas, so a
 * new route or field joins by being in the catalogue.
 */
const now = new Date();
const data = generateDemoData(now, { vehicleCount: 20 });
const swept = routeCatalogue.filter((r) => r.body !== undefined || r.querystring !== undefined || r.params !== undefined);
const cases = swept.map((route) => [`${route.method} ${route.url}`, route, badInputCases(route)] as const);
const total = cases.reduce((sum, [, , list]) => sum + list.length, 0);

let db: TestDatabase;
let server: EmbeddedServer;
let port: number;
let token: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  server = await createEmbeddedServer({ db, store, seed: { data, now } });
  const email = 'sweep-admin@sweep.example';
  await server.commands.registerUser(
    {
      userId: `sweep|${email}`,
      firstName: 'Sweep',
      lastName: 'Admin',
      email,
      role: 'Admin',
      buyAuthority: true,
      sellAuthority: true,
      dealerGroupId: null,
      dealershipIds: [],
      postalCode: '75001',
    },
    { actor: null },
  );
  await waitForCatchUp(db, (await store.headPosition())!, { timeoutMs: 60_000 });
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
  token = (JSON.parse((await send({ method: 'POST', url: '/auth/dev/token', body: { email } })).body) as { access_token: string })
    .access_token;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await db?.dispose();
});

let sent = 0;

/** Each request from its own loopback address: the public routes' per-IP rate limits would
 * otherwise answer 429 before the input is looked at. The path goes exactly as written. */
function send(request: {
  method: string;
  url: string;
  body?: unknown;
  auth?: boolean;
}): Promise<{ status: number; type: string; body: string }> {
  sent += 1;
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers: Record<string, string> = request.auth && token ? { authorization: `Bearer ${token}` } : {};
  if (payload !== undefined)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
  const localAddress = `127.1.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every event stored (committed rows): "nothing appended". */
const events = async () => (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n;

function mismatch(c: BadInputCase, res: { status: number; type: string; body: string }): string | null {
  const got = `${c.name}: ${res.status} ${res.body.slice(0, 160)}`;
  if (res.status >= 500) return got;
  if (c.status !== undefined) return res.status === c.status ? null : got;
  if (c.field === null) return null;
  if (res.status !== 400 || !res.type.includes('application/problem+json')) return got;
  const fields = (JSON.parse(res.body) as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];
  const named = fields.some((f) => f === c.field || f.startsWith(`${c.field}.`));
  return named ? null : `${c.name}: named ${JSON.stringify(fields)}`;
}

describe(`bad-input sweep: ${swept.length} routes, ${total} requests`, () => {
  it('covers every route of the catalogue with a body or a query string', () => {
    const withInput = routeCatalogue.filter((r) => r.body !== undefined || r.querystring !== undefined);
    expect(withInput.length).toBeGreaterThan(25);
    expect(withInput.filter((r) => badInputCases(r).length === 0).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('spoils one part at a time: the path parameters, and the body when the query is spoiled, are valid', () => {
    const invalid = swept.flatMap((route: RouteSpec) => [
      ...(route.params && !route.params.safeParse(paramsSample(route)).success ? [`${route.url} params`] : []),
      ...(route.body && route.querystring && !route.body.safeParse(variantsOf(route.body)[0]!.sample).success ? [`${route.url} body`] : []),
    ]);
    expect(invalid).toEqual([]);
  });

  it.each(cases)(
    '%s',
    async (_name, route, list) => {
      const mismatches: string[] = [];
      const before = await events();
      for (const c of list) {
        const problem = mismatch(c, await send({ method: c.method, url: c.url, body: c.body, auth: route.auth !== 'public' }));
        if (problem) mismatches.push(problem);
      }
      expect(mismatches).toEqual([]);
      expect(await events()).toBe(before);
    },
    300_000,
  );
});
