import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { createEmbeddedServer } from '@dtn/embedded/embedded-server';
import { generateDemoData } from '@dtn/embedded/seed/demo-data';
import { buildWorld } from '@dtn/embedded/testing/not-yours-world';
import { openBenchDatabase } from './bench-database';
import { percentile, round } from './stats';

/**
 * Not yours costs what not there costs: for routes whose answer to someone else's id is the
 * unknown id's 404, the latency of that answer against a random id's, over real HTTP on the
 * embedded composition, one request at a time. The three kinds of call (someone else's id, a
 * random id, another random id as the control) take turns in a rotating order, so the machine's
 * drift hits them alike; a difference between the first two no larger than the control's is no
 * timing oracle. BENCH_NOT_YOURS_ROUNDS calls of each (default 400).
 */
const ROUNDS = Number(process.env.BENCH_NOT_YOURS_ROUNDS ?? 400);
const WARM_UP = 40;

interface Probe {
  name: string;
  who: string;
  method: string;
  /** The call with `id` in the swept place. */
  url: (id: string) => string;
  theirs: string;
}

/** Median and the mean of the middle 80% (one slow request in 400 does not move it). */
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 10);
  const middle = sorted.slice(cut, sorted.length - cut);
  return { p50: round(percentile(sorted, 50)), mean: round(middle.reduce((a, b) => a + b, 0) / middle.length) };
}

export async function notYoursBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(20);
  const now = new Date();
  const data = generateDemoData(now, { vehicleCount: 200 });
  const store = await createPostgresEventStore(db);
  const server = await createEmbeddedServer({ db, store, seed: { data, now } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  try {
    const world = await buildWorld({ base, db, store, data });
    const outsider = 'principal@heartland.example';
    const seller = 'principal@pacific.example';
    const own = world.own.heartland;
    const probes: Probe[] = [
      {
        name: 'GET /api/offer/{id}/history, another group',
        who: outsider,
        method: 'GET',
        url: (id) => `/api/offer/${id}/history`,
        theirs: world.things.offer.id,
      },
      {
        name: 'GET /api/offer/{id}/history, the seller before the bid',
        who: seller,
        method: 'GET',
        url: (id) => `/api/offer/${id}/history`,
        theirs: world.transportOffer.id,
      },
      {
        name: 'GET /api/offer/incoming/{id}, another group',
        who: outsider,
        method: 'GET',
        url: (id) => `/api/offer/incoming/${id}`,
        theirs: world.things.offer.id,
      },
      {
        name: 'PUT /api/offer/restore/{id}, another group',
        who: outsider,
        method: 'PUT',
        url: (id) => `/api/offer/restore/${id}`,
        theirs: world.things.offer.id,
      },
      {
        name: 'PUT /api/offer/dismiss/seller/{id}, the seller before the bid',
        who: seller,
        method: 'PUT',
        url: (id) => `/api/offer/dismiss/seller/${id}`,
        theirs: world.transportOffer.id,
      },
      {
        name: 'GET /api/transportation/approvebid/{id}, another group',
        who: outsider,
        method: 'GET',
        url: (id) => `/api/transportation/approvebid/${id}`,
        theirs: world.things.transportBid.id,
      },
      {
        name: 'GET /api/transportation/details/.../from/{id}/to/..., another group',
        who: outsider,
        method: 'GET',
        url: (id) => `/api/transportation/details/user/${own.userId}/transport/from/${id}/to/${own.dealershipId}`,
        theirs: world.things.dealership.id,
      },
      {
        name: 'GET /api/user/{id}, another group',
        who: outsider,
        method: 'GET',
        url: (id) => `/api/user/${id}`,
        theirs: world.things.user.id,
      },
      {
        name: 'PUT /api/invite/revoke?inviteId={id}, another group',
        who: outsider,
        method: 'PUT',
        url: (id) => `/api/invite/revoke?inviteId=${id}`,
        theirs: world.things.invite.id,
      },
    ];
    const timed = async (probe: Probe, id: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${probe.url(id)}`, {
        method: probe.method,
        headers: { authorization: `Bearer ${world.tokens[probe.who]}` },
      });
      await res.arrayBuffer();
      if (res.status !== 404) throw new Error(`${probe.name}: ${res.status}, expected 404`);
      return performance.now() - t0;
    };
    const rows = [];
    for (const probe of probes) {
      const kinds = [() => probe.theirs, () => randomUUID(), () => randomUUID()];
      const samples: number[][] = [[], [], []];
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        for (let k = 0; k < 3; k++) {
          const kind = (round + k) % 3;
          const ms = await timed(probe, kinds[kind]!());
          if (round >= WARM_UP) samples[kind]!.push(ms);
        }
      }
      const [theirs, unknown, control] = samples.map(summary) as [
        ReturnType<typeof summary>,
        ReturnType<typeof summary>,
        ReturnType<typeof summary>,
      ];
      rows.push({
        route: probe.name,
        theirs,
        unknown,
        control,
        difference: { p50: round(theirs.p50 - unknown.p50), mean: round(theirs.mean - unknown.mean) },
        controlDifference: { p50: round(control.p50 - unknown.p50), mean: round(control.mean - unknown.mean) },
      });
    }
    return { label, rounds: ROUNDS, rows };
  } finally {
    await server.close();
    await dispose();
  }
}
