/**
 * `npm start` as a new user runs it: the README's start command in a child process, timed from
 * the command to the app answering /readyz on its port (then stopped with SIGTERM, as Ctrl-C).
 * - first start: a fresh data folder and no frontend build (the embedded PostgreSQL initialises,
 *   migrations run, the demo is seeded, Vite builds the app);
 * - restart: the same data folder and build (nothing to build, initialise or seed).
 * STARTUP_RESTARTS (default 3) restarts; the median is the figure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './embedded-app';
import { percentile, round } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const restarts = Number(process.env.STARTUP_RESTARTS ?? 3);

async function timedStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', METRICS_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before it was ready`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

export async function startupBenchmark() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-startup-'));
  const distDir = await mkdtemp(path.join(tmpdir(), 'dtn-startup-dist-'));
  const env = { DATA_DIR: dataDir, FRONTEND_DIST: distDir };
  try {
    const firstMs = await timedStart(env);
    const restartMs: number[] = [];
    for (let i = 0; i < restarts; i++) restartMs.push(await timedStart(env));
    return {
      firstStartSeconds: round(firstMs / 1000),
      restartSeconds: restartMs.map((ms) => round(ms / 1000)),
      medianRestartSeconds: round(
        percentile(
          [...restartMs].sort((a, b) => a - b),
          50,
        ) / 1000,
      ),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    await rm(distDir, { recursive: true, force: true });
  }
}
