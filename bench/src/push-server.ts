/**
 * The embedded composition on the bench database, as a process of its own, for the push
 * benchmark (push.bench.ts): its memory is then the server's alone. Prints one JSON line
 * {port} when it listens; on a line `memory` on stdin it collects garbage and prints {memory: {heapKb, externalKb,
 * rssKb}} (live JavaScript objects, buffers held outside the heap, resident set); SIGTERM closes it
 * and drops its schema.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { createPostgresEventStore } from '@dtn/platform/event-store/postgres-event-store';
import { createEmbeddedServer } from '@dtn/embedded/embedded-server';
import { generateDemoData } from '@dtn/embedded/seed/demo-data';
import type { AddressInfo } from 'node:net';
import { openBenchDatabase } from './bench-database';
import { onShutdown } from '@dtn/platform/process/on-shutdown';

const { db, dispose } = await openBenchDatabase(20);
const now = new Date();
const store = await createPostgresEventStore(db);
const server = await createEmbeddedServer({ db, store, seed: { data: generateDemoData(now, { vehicleCount: 600 }), now } });
await server.app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (server.app.server.address() as AddressInfo).port }));
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
process.stdin.setEncoding('utf8').on('data', (text: string) => {
  if (!text.split('\n').includes('memory')) return;
  collectGarbage();
  const { heapUsed, external, rss } = process.memoryUsage();
  console.log(
    JSON.stringify({
      memory: { heapKb: Math.round(heapUsed / 1024), externalKb: Math.round(external / 1024), rssKb: Math.round(rss / 1024) },
    }),
  );
});
onShutdown(
  async () => {
    await server.close();
    await dispose();
  },
  { name: 'Push bench server' },
);
