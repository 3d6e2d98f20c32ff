/**
 * What one hostile request body costs `npm start`'s server (its own data folder, started as the
 * other benches start it), posted anonymously to a path that does not exist:
 *   - the longest /healthz answer while one body is in flight (a probe that asks again as soon
 *     as it is answered: how long everyone else waits), five times;
 *   - the slowest /healthz answer while ten such bodies are sent at once.
 * Bodies: `deep`, 900 KB of `[` and `]` nested 450,000 levels; `keys`, the costliest shape the
 * limits still let through (about 1 MB of 16-key objects whose keys are all different names).
 *
 *   npx tsx bench/src/hostile-body.ts [deep|keys]      prints the figures; not in `npm run bench`
 */
import { request } from 'node:http';
import { startEmbeddedApp } from './embedded-app';

const shapes = {
  deep: () => '['.repeat(450_000) + ']'.repeat(450_000),
  keys: () =>
    `[${Array.from({ length: 5_600 }, (_, j) => `{${Array.from({ length: 16 }, (_, i) => `"k${j * 16 + i}":0`).join(',')}}`).join(',')}]`,
};
const shape = (process.argv[2] ?? 'deep') as keyof typeof shapes;
const body = Buffer.from(shapes[shape]());

function post(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/no/such/path`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends `count` bodies at once and probes /healthz until they are all answered (with none, for
 * a second: what the machine's load alone costs a probe). */
async function whileSending(url: string, count: number) {
  let done = false;
  const sent =
    count > 0 ? Promise.all(Array.from({ length: count }, () => post(url))) : new Promise<number[]>((r) => setTimeout(() => r([]), 1000));
  void sent.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${url}/healthz`)).text();
    latencies.push(performance.now() - started);
  }
  return { statuses: [...new Set(await sent)], slowestMs: Math.max(...latencies), probes: latencies.length };
}

const app = await startEmbeddedApp();
try {
  const idle = await whileSending(app.url, 0);
  console.log(
    `${shape}: ${(body.length / 1000).toFixed(0)} KB; /healthz at most ${idle.slowestMs.toFixed(0)} ms with no body sent (${idle.probes} probes in 1 s)`,
  );
  const single = [];
  for (let i = 0; i < 5; i++) single.push(await whileSending(app.url, 1));
  console.log(
    `one body (HTTP ${single[0]!.statuses.join(', ')}): /healthz at most ${single.map((s) => s.slowestMs.toFixed(0)).join(', ')} ms`,
  );
  const ten = await whileSending(app.url, 10);
  console.log(`ten at once (HTTP ${ten.statuses.join(', ')}): /healthz at most ${ten.slowestMs.toFixed(0)} ms over ${ten.probes} probes`);
} finally {
  await app.stop();
}
