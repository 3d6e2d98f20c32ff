import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';

/**
 * `npm start`'s server as its user runs it (embedded/src/main.ts under tsx, its own embedded
 * PostgreSQL in a fresh data folder), whose projections run in a thread of their own
 * (projections-thread.ts): the read models are built there, /readyz asks the thread, and SIGTERM
 * stops the thread, the server and PostgreSQL.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded server with its projections in a thread', () => {
  it('builds the read models there, reports them ready, and stops cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-thread-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'embedded/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    try {
      let ready: Response | undefined;
      while (child.exitCode === null && !(ready = await fetch(`${url}/readyz`).catch(() => undefined))?.ok) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect({ exitCode: child.exitCode, stderr: child.exitCode === null ? '' : stderr }).toEqual({ exitCode: null, stderr: '' });
      expect(await ready!.json()).toEqual({ status: 'ok' });

      // The seeded offers notified the seller's staff: the thread projected them.
      const token = await fetch(`${url}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'principal@lonestar.example' }),
      }).then(async (res) => ((await res.json()) as { access_token: string }).access_token);
      const count = await fetch(`${url}/api/notification/count`, { headers: { authorization: `Bearer ${token}` } });
      expect(count.status).toBe(200);
      expect(((await count.json()) as { count: number }).count).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
