/**
 * `npm start` as a new user runs it: the README's start command in a child process, timed from
 * the command to the app answering /readyz on its port (then stopped with SIGTERM, as Ctrl-C).
 * - first start: a fresh data folder and no frontend build (the embedded PostgreSQL initialises,
 *   migrations run, the demo is seeded, Vite builds the app);
 * - restart: the same data folder and build (nothing to build, initialise or seed).
 * STARTUP_RESTARTS (default 3) restarts; the median is the figure.
 * - after a crash, one start each: after SIGKILL of the whole process group (Node and its
 *   PostgreSQL alike, as the OOM killer or a closed session ends them); after SIGKILL of the Node
 *   server alone (its PostgreSQL left behind); and with a postmaster.pid that names another live
 *   process (a killed server's pid, taken since), which must survive the start.
 */
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './embedded-app';
import { percentile, round } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const restarts = Number(process.env.STARTUP_RESTARTS ?? 3);

type End = 'stop' | 'crash' | 'kill-node';

/** The Node server: the parent of the cluster's postmaster. */
const serverPid = (dataDir: string) => {
  const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!;
  const stat = readFileSync(`/proc/${postmaster}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

async function timedStart(env: Record<string, string>, end: End = 'stop'): Promise<number> {
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
    // A start that failed has nothing left to kill.
    if (child.exitCode === null) {
      if (end === 'kill-node') process.kill(serverPid(env.DATA_DIR!), 'SIGKILL');
      process.kill(-child.pid!, end === 'stop' ? 'SIGTERM' : 'SIGKILL');
    }
    await exited;
  }
}

/** A start whose postmaster.pid (a crashed run's) names a live stranger that ignores SIGINT, as
 * another cluster's backend does (SIGINT cancels its query). */
async function startWithStalePid(env: Record<string, string>, lines: string[]): Promise<{ seconds: number; strangerSurvived: boolean }> {
  const stranger = spawn('sh', ['-c', 'trap "" INT; exec sleep 600'], { stdio: 'ignore' });
  await writeFile(path.join(env.DATA_DIR!, 'postgres', 'postmaster.pid'), [String(stranger.pid), ...lines.slice(1)].join('\n'));
  try {
    const seconds = round((await timedStart(env)) / 1000);
    return { seconds, strangerSurvived: stranger.exitCode === null && stranger.signalCode === null };
  } finally {
    stranger.kill('SIGKILL');
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
    // Each crash ends the start before the timed one: everything killed, then the server alone,
    // then everything again, which leaves the postmaster.pid a stranger's pid is written into.
    await timedStart(env, 'crash');
    const afterCrashMs = await timedStart(env, 'kill-node');
    const afterNodeKilledMs = await timedStart(env, 'crash');
    const lines = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
    const stale = await startWithStalePid(env, lines);
    return {
      afterCrashSeconds: round(afterCrashMs / 1000),
      afterNodeKilledSeconds: round(afterNodeKilledMs / 1000),
      withStalePid: stale,
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
