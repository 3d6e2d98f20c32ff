import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from './compose-file';
import { freePort, isGone, output, pollUntil } from './processes';

/**
 * A container runtime whose command is `npm start` sends its stop signal to npm alone (PID 1).
 * npm passes SIGTERM on to its script's process only, so the server must be that process (the
 * start script execs it): once a shell stood between them, and the server and its embedded
 * PostgreSQL ran on, orphaned. Real npm, real processes; the first run may build the frontend.
 */
describe('npm start', () => {
  it('stops the server and its embedded PostgreSQL when npm alone gets SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dtn-npm-start-'));
    // Jest's NODE_ENV=test would make the frontend build bundle React's development build.
    const { NODE_ENV: _test, ...env } = process.env;
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...env,
        PORT: String(await freePort()),
        METRICS_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that whatever a failed run leaves is killed below.
      detached: true,
    });
    const printed = output(npm);
    const left: number[] = [];
    try {
      await printed.waitFor('Listening on', 300_000);
      // The process that started the embedded server writes its pid beside the cluster.
      const server = Number(readFileSync(path.join(dataDir, 'postgres.owner'), 'utf8'));
      const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      left.push(server, postmaster);
      expect([isGone(server), isGone(postmaster)]).toEqual([false, false]);

      process.kill(npm.pid!, 'SIGTERM');

      await pollUntil(() => isGone(server) && isGone(postmaster), {
        timeoutMs: 60_000,
        what: () => `the server (${server}) and PostgreSQL (${postmaster}) gone after npm's SIGTERM:\n${printed.text().slice(-2000)}`,
      });
      await pollUntil(() => npm.exitCode !== null || npm.signalCode !== null, { timeoutMs: 30_000, what: 'npm exited' });
      expect(printed.text()).toContain('Dealer Trade Network shutting down (SIGTERM)');
    } finally {
      for (const pid of [-npm.pid!, ...left]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    }
  });
});
