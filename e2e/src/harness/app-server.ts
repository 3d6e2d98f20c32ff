/**
 * Runs the product the way a user does: `npm start` (builds the frontend, then the embedded
 * server with its embedded PostgreSQL in a fresh data folder, seeding the demo on first start) on
 * a free port.
 *
 *   const app = await startApp();  app.url ...  await app.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningApp {
  url: string;
  /** The frontend build this app serves (its own per run; frontend/dist when reusing an app). */
  distDir: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/** `env`: more environment for this run (AUTH_MODE=oidc and the OIDC_* settings, say). */
export async function startApp({ timeoutMs = 240_000, env = {} } = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-e2e-'));
  const distDir = path.join(dataDir, 'dist');
  let printed = '';
  // Jest sets NODE_ENV=test, which would make `vite build` bundle React's development build.
  const { NODE_ENV: _testEnv, ...userEnv } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    // FRONTEND_DIST: this run builds and serves its own copy of the app, so browser suites
    // running side by side (or a developer's own `npm start`) never overwrite each other's files.
    env: {
      ...userEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      METRICS_PORT: '0',
      FRONTEND_DIST: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => printed.slice(-4000);
  try {
    await waitUntilReady(url, child, output, timeoutMs);
  } catch (error) {
    await stopProcess(child);
    await removeDataDir(dataDir);
    throw error;
  }
  return {
    url,
    distDir,
    output,
    async stop() {
      await stopProcess(child);
      await removeDataDir(dataDir);
    },
  };
}

/** Retries: the embedded PostgreSQL server may still be writing its files as it shuts down. */
const removeDataDir = (dataDir: string) => rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });

/** SIGTERM to the whole process group (npm and the node child), then SIGKILL if it lingers. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * E2E_APP_URL set: drive an app that is already running (quick reruns while writing tests; the
 * bundle check then reads whatever frontend/dist holds). Otherwise startApp().
 */
export async function startOrReuseApp(): Promise<RunningApp> {
  const existing = process.env.E2E_APP_URL;
  if (!existing) return startApp();
  return { url: existing.replace(/\/$/, ''), distDir: path.join(repoRoot, 'frontend/dist'), output: () => '', stop: async () => undefined };
}
