import type { AddressInfo } from 'node:net';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { createEmbeddedServer } from '@dtn/embedded/embedded-server';
import { generateDemoData } from '@dtn/embedded/seed/demo-data';
import { openBenchDatabase } from './bench-database';
import { devToken } from './embedded-app';
import { percentile, round, runConcurrently } from './stats';

/** Offers through real HTTP on the embedded composition (command routes, projections, the sale
 * reactor and the query routes in one process, PostgreSQL server underneath):
 * - bid submissions per second (POST /api/offer, status submitted) at concurrency 8;
 * - accept -> notifications readable: the time from an accept's 200 until the buyer's OfferWon
 *   notification is listed by GET /api/notification/count (polled every 2 ms, no position header). */
const SUBMISSIONS = Number(process.env.BENCH_OFFERS ?? 600);
const ACCEPTS = Number(process.env.BENCH_ACCEPTS ?? 40);

export async function offersBenchmark() {
  const { db, label, dispose } = await openBenchDatabase(20);
  const now = new Date();
  const data = generateDemoData(now, { vehicleCount: 2400 });
  const store = await createPostgresEventStore(db);
  const server = await createEmbeddedServer({ db, store, seed: { data, now } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  try {
    const token = (email: string) => devToken(base, email);
    const send = (method: string, path: string, bearer: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const groupOf = (dealershipId: string) => data.dealerships.find((d) => d.id === dealershipId)!.dealerGroupId;
    const buyers = data.users.filter((u) => u.buyAuthority && u.role === 'DealerPrincipal');
    const buyerTokens = await Promise.all(buyers.map((b) => token(b.email)));
    const unsold = data.vehicles.filter((v) => !v.sold);

    // Each submission: a buyer bids on a vehicle of another group (one offer per buyer and
    // vehicle). Accepts take other vehicles, one each, from the end of the list.
    const otherGroupBuyer = (v: (typeof unsold)[number], from = 0) => {
      for (let b = from; b < buyers.length; b++) if (buyers[b]!.dealerGroupId !== groupOf(v.dealershipId)) return b;
      return -1;
    };
    const submitJobs: { buyer: number; inventoryId: string; group: string }[] = [];
    for (const v of unsold.slice(0, unsold.length - ACCEPTS)) {
      for (let b = otherGroupBuyer(v); b >= 0 && submitJobs.length < SUBMISSIONS; b = otherGroupBuyer(v, b + 1)) {
        submitJobs.push({ buyer: b, inventoryId: inventoryIdFor(v.dealershipId, v.vin), group: groupOf(v.dealershipId) });
      }
      if (submitJobs.length >= SUBMISSIONS) break;
    }
    const acceptJobs = unsold.slice(unsold.length - ACCEPTS).map((v) => ({
      buyer: otherGroupBuyer(v),
      inventoryId: inventoryIdFor(v.dealershipId, v.vin),
      group: groupOf(v.dealershipId),
    }));
    const submitted = await runConcurrently(submitJobs.length, 8, async (i) => {
      const job = submitJobs[i]!;
      const res = await send('POST', '/api/offer', buyerTokens[job.buyer]!, {
        inventoryId: job.inventoryId,
        offerAmount: 20000 + i,
        status: 'submitted',
        currency: 'USD',
      });
      if (res.status !== 200) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
    });
    const sortedSubmit = [...submitted.samples].sort((a, b) => a - b);

    // Accept latency: sellers accept offers made on their vehicles, one at a time.
    const sellers = new Map<string, string>();
    for (const u of data.users.filter((u) => u.role === 'DealerPrincipal')) sellers.set(u.dealerGroupId!, await token(u.email));
    const lags: number[] = [];
    for (const job of acceptJobs) {
      const buyerToken = buyerTokens[job.buyer]!;
      const made = await send('POST', '/api/offer', buyerToken, {
        inventoryId: job.inventoryId,
        offerAmount: 30000,
        status: 'submitted',
        currency: 'USD',
      });
      if (made.status !== 200) throw new Error(`offer answered ${made.status}: ${await made.text()}`);
      const { id } = (await made.json()) as { id: string };
      const before = await countWon(send, buyerToken);
      // Let the submission's own effects settle so the figure is the accept's alone.
      await send('GET', '/api/offer/user/count', buyerToken).then((r) => r.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 50));
      const t0 = performance.now();
      const accepted = await send('PUT', `/api/offer/inventory/${job.inventoryId}/approve/${id}`, sellers.get(job.group)!);
      if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${await accepted.text()}`);
      while ((await countWon(send, buyerToken)) === before) await new Promise((resolve) => setTimeout(resolve, 2));
      lags.push(performance.now() - t0);
    }
    lags.sort((a, b) => a - b);
    return {
      label,
      submissions: {
        count: submitJobs.length,
        concurrency: 8,
        perSecond: Math.round((submitJobs.length / submitted.wallMs) * 1000),
        p50: round(percentile(sortedSubmit, 50)),
        p99: round(percentile(sortedSubmit, 99)),
      },
      acceptToNotification: { count: lags.length, p50: round(percentile(lags, 50)), p95: round(percentile(lags, 95)) },
    };
  } finally {
    await server.close();
    await dispose();
  }
}

async function countWon(send: (m: string, p: string, t: string) => Promise<Response>, bearer: string): Promise<number> {
  const res = await send('GET', '/api/notification/count?notificationType=OfferWon', bearer);
  return ((await res.json()) as { count: number }).count;
}
