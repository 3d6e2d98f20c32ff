import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { routeCatalogue } from '@dtn/contracts';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { sampleMedia } from '@dtn/platform/media/sample-media';
import { idFieldsOf, notSwept, notYoursCases, requestFor, type Kind, type NotYoursCase } from './not-yours-cases';
import { createEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { generateDemoData } from './seed/demo-data';
import { buildWorld, type Own, type Thing, type World } from './testing/not-yours-world';

/**
 * Not yours looks like not there: every id a signed-in route takes (path, query or body, from
 * ./not-yours-cases) is sent once with someone else's thing and once with a random id, by callers
 * who must not see the thing: users of a third dealer group (one holding every permission but
 * the Admin's, one holding none), the seller's staff while the offer is still in its transport
 * stage, and a colleague of the buyer. The two answers must be the same: status, content type and
 * body, all but the problem's `instance` (the path). Nothing may be written.
 */
let db: TestDatabase;
let server: EmbeddedServer;
let base: string;
let world: World;
let eventsBefore: string;

const events = async () => (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM es_events')).rows[0]!.n;

beforeAll(async () => {
  db = await createTestDatabase();
  const store = await createPostgresEventStore(db);
  const now = new Date();
  const data = generateDemoData(now, { vehicleCount: 60 });
  server = await createEmbeddedServer({ db, store, seed: { now, data } });
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  world = await buildWorld({ base, db, store, data });
  eventsBefore = await events();
}, 180_000);

afterAll(async () => {
  await server?.close();
  await db?.dispose();
});

interface Perspective {
  name: string;
  who: string;
  own: () => Own;
  things: () => Partial<Record<Kind, Thing>>;
}
const perspectives: Perspective[] = [
  {
    name: 'another group, every permission',
    who: 'principal@heartland.example',
    own: () => world.own.heartland,
    things: () => world.things,
  },
  { name: 'another group, no permission', who: 'bdc@heartland.example', own: () => world.own.heartlandBdc, things: () => world.things },
  {
    name: "the seller's staff before the bid",
    who: 'principal@pacific.example',
    own: () => world.own.pacific,
    things: () => ({ offer: world.transportOffer, transportBid: world.things.transportBid }),
  },
  {
    name: "the buyer's colleague",
    who: 'salesdirector@lonestar.example',
    own: () => world.own.lonestarColleague,
    things: () => ({ offer: world.things.offer, transportBid: world.things.transportBid, buyListItem: world.things.buyListItem }),
  },
];

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

/** Where a route takes an offer beside the swept id: the same one, nobody's, in both calls. */
const anOffer = randomUUID();

async function send(who: string, method: string, c: NotYoursCase, id: string, thing: Thing, own: Own): Promise<Answer> {
  const values: Record<string, string> = { id, anOffer, vehicle: thing.vehicleId ?? '' };
  for (const [name, value] of Object.entries(own)) values[`own.${name}`] = value;
  for (const [name, value] of Object.entries(world.shared)) values[`shared.${name}`] = value;
  const request = requestFor(c, values);
  const headers: Record<string, string> = { authorization: `Bearer ${world.tokens[who]}` };
  let body: string | FormData | undefined;
  if (c.picture) {
    body = new FormData();
    body.append('files', new Blob([sampleMedia.png!(3)]), 'car.png');
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${request.url}`, { method, headers, body });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const parsed: unknown = type.includes('json') && text !== '' ? JSON.parse(text) : text;
  // `instance` echoes the path, which holds the id: the one part allowed to differ.
  if (parsed && typeof parsed === 'object' && 'instance' in parsed) delete (parsed as { instance?: unknown }).instance;
  return { status: res.status, type, body: parsed };
}

async function sweep(c: NotYoursCase): Promise<string[]> {
  const method = c.route.split(' ')[0]!;
  const mismatches: string[] = [];
  for (const p of perspectives) {
    const thing = p.things()[c.kind];
    if (!thing) continue;
    const own = p.own();
    const theirs = await send(p.who, method, c, thing.id, thing, own);
    const unknown = await send(p.who, method, c, randomUUID(), thing, own);
    try {
      expect(theirs).toEqual(unknown);
    } catch {
      mismatches.push(
        `${p.name}: theirs ${theirs.status} ${JSON.stringify(theirs.body)} / unknown ${unknown.status} ${JSON.stringify(unknown.body)}`,
      );
    }
  }
  return mismatches;
}

describe('not yours looks like not there', () => {
  it('sweeps every id of every signed-in route, or says why not', () => {
    const swept = new Set(notYoursCases.map((c) => `${c.route} ${c.field}`));
    const fields = routeCatalogue
      .filter((route) => route.auth !== 'public')
      .flatMap((route) => idFieldsOf(route).map((field) => `${route.method} ${route.url} ${field}`));
    expect(fields.filter((f) => !swept.has(f) && !(f in notSwept))).toEqual([]);
    expect([...swept, ...Object.keys(notSwept)].filter((f) => !fields.includes(f))).toEqual([]);
    expect(swept.size).toBeGreaterThan(50);
  });

  it.each(notYoursCases.map((c) => [`${c.route} ${c.field}`, c] as const))(
    '%s',
    async (_name, c) => {
      expect(await sweep(c)).toEqual([]);
    },
    60_000,
  );

  it('wrote nothing', async () => {
    expect(await events()).toBe(eventsBefore);
  });
});
