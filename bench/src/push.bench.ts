/**
 * Live pushes at scale (issue 16): the embedded server in a child process (push-server.ts),
 * STREAMS connected streams of /api/push spread over every demo user, then BIDS bids one after
 * another, each from a buyer on another group's vehicle:
 * - push latency: from each bid's HTTP answer to its `offer` push arriving at every stream that
 *   may see it (the buyer's, and the seller group's staff who see incoming offers), p50/p95;
 * - the server's memory per connected stream: live heap plus buffers outside it after a full
 *   garbage collection, before and after connecting (the resident set is reported beside it, but
 *   it keeps pages the collector freed, so it is not divided).
 */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inventoryIdFor } from '@dtn/command-service/inventory/import-inventory';
import { sseParser } from '@dtn/contracts/sse';
import { generateDemoData } from '@dtn/embedded/seed/demo-data';
import { benchDatabaseUrl } from './bench-database';
import { devToken } from './embedded-app';
import { percentile, round } from './stats';

const STREAMS = Number(process.env.BENCH_PUSH_STREAMS ?? 1000);
const BIDS = Number(process.env.BENCH_PUSH_BIDS ?? 50);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ServerMemory {
  heapKb: number;
  externalKb: number;
  rssKb: number;
}

/** Asks the server (a line on its stdin) to collect garbage and report its memory; waits for the line. */
function memoryOf(stdin: Writable, stdout: Readable): Promise<ServerMemory> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('{"memory"'));
      if (!line) return;
      stdout.off('data', onData);
      resolve((JSON.parse(line) as { memory: ServerMemory }).memory);
    };
    stdout.on('data', onData);
    stdin.write('memory\n');
  });
}

export async function pushBenchmark() {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/src/push-server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: benchDatabaseUrl, LOG_LEVEL: 'error' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`push server exited ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const aborts: AbortController[] = [];
  try {
    const data = generateDemoData(new Date(), { vehicleCount: 600 });
    const tokenOf = (email: string) => devToken(base, email);
    const users = data.users.filter((u) => u.dealerGroupId);
    const tokens = new Map<string, string>();
    for (const u of users) tokens.set(u.email, await tokenOf(u.email));

    // Receipt times per (offerId, stream).
    const received = new Map<string, number[]>();
    let opened = 0;
    const before = await memoryOf(child.stdin, child.stdout);
    const streamsOf = new Map<string, number>();
    await Promise.all(
      Array.from({ length: STREAMS }, async (_, i) => {
        const user = users[i % users.length]!;
        streamsOf.set(user.email, (streamsOf.get(user.email) ?? 0) + 1);
        const abort = new AbortController();
        aborts.push(abort);
        const res = await fetch(`${base}/api/push`, {
          headers: { authorization: `Bearer ${tokens.get(user.email)}` },
          signal: abort.signal,
        });
        opened += 1;
        const parse = sseParser((event) => {
          if (event.event !== 'offer') return;
          const { offerId } = JSON.parse(event.data) as { offerId: string };
          const times = received.get(offerId) ?? [];
          times.push(performance.now());
          received.set(offerId, times);
        });
        const reader = res.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>;
        const decoder = new TextDecoder();
        void (async () => {
          for (;;) {
            const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
            if (done) return;
            parse(decoder.decode(value, { stream: true }));
          }
        })();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await memoryOf(child.stdin, child.stdout);

    const groupOf = (dealershipId: string) => data.dealerships.find((d) => d.id === dealershipId)!.dealerGroupId;
    const buyers = users.filter((u) => u.role === 'DealerPrincipal');
    const vehicles = data.vehicles.filter((v) => !v.sold);
    const lags: number[] = [];
    let deliveries = 0;
    for (let i = 0; i < BIDS; i++) {
      const vehicle = vehicles[i]!;
      const group = groupOf(vehicle.dealershipId);
      const buyer = buyers.find((b) => b.dealerGroupId !== group)!;
      // Who may see it: the buyer's streams, and the seller group's staff who see incoming offers.
      const expected =
        (streamsOf.get(buyer.email) ?? 0) +
        users
          .filter((u) => u.dealerGroupId === group && u.sellAuthority && u.role !== 'BDCManager')
          .reduce((n, u) => n + (streamsOf.get(u.email) ?? 0), 0);
      const res = await fetch(`${base}/api/offer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.get(buyer.email)}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          inventoryId: inventoryIdFor(vehicle.dealershipId, vehicle.vin),
          offerAmount: 20000 + i,
          status: 'submitted',
        }),
      });
      const answeredAt = performance.now();
      const { id } = (await res.json()) as { id: string };
      const deadline = answeredAt + 10_000;
      while ((received.get(id)?.length ?? 0) < expected && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 2));
      for (const at of received.get(id) ?? []) lags.push(Math.max(0, at - answeredAt));
      deliveries += received.get(id)?.length ?? 0;
    }
    lags.sort((a, b) => a - b);
    return {
      streams: opened,
      bids: BIDS,
      deliveries,
      pushLatency: { p50: round(percentile(lags, 50)), p95: round(percentile(lags, 95)), max: round(lags.at(-1) ?? NaN) },
      serverMemoryKb: {
        before,
        after,
        perStreamKb: round((after.heapKb + after.externalKb - before.heapKb - before.externalKb) / STREAMS),
      },
    };
  } finally {
    for (const abort of aborts) abort.abort();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
