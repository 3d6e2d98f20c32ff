import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPgDatabase } from '@dtn/platform/db/pg-database';
import { entryPoints } from '../../../scripts/build-entries';
import { repoRoot } from './compose-file';
import { freePort, output, pollUntil } from './processes';

/**
 * `npm run build` (scripts/build.ts) into a folder of its own inside the repository (node finds
 * node_modules from there as from dist/), then its output run by plain node: no tsx, no
 * TypeScript. The embedded composition is the entry that reads the most files beside its sources
 * (the vehicle dataset, the seed's photos, the frontend two folders above it), so it runs whole.
 */
const work = path.join(repoRoot, '.tmp', `build-test-${randomBytes(4).toString('hex')}`);
const out = path.join(work, 'dist');
const serverUrl = process.env.TEST_DATABASE_URL!;
const database = `dtn_build_${randomBytes(4).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const server = createPgDatabase(serverUrl, { max: 1 });
  try {
    await server.query(sql);
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  const build = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--outdir', out], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
  await admin(`CREATE DATABASE ${database}`);
});

afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
});

describe('the compiled build', () => {
  it.each(entryPoints)('writes dist/$out.js with its source map', ({ out: name }) => {
    expect(existsSync(path.join(out, `${name}.js`))).toBe(true);
    expect(existsSync(path.join(out, `${name}.js.map`))).toBe(true);
  });

  it('maps a stack trace back to the TypeScript sources', () => {
    const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(out, 'command-service/server.js')], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Invalid configuration: PORT');
    expect(run.stderr).toMatch(/platform\/src\/config\.ts:\d+/);
  });

  it('runs the embedded composition with node alone: seeds, serves the frontend and the API, and stops on SIGTERM', async () => {
    // The frontend build the composition serves sits two folders above its entry, as in a checkout.
    await mkdir(path.join(work, 'frontend/dist'), { recursive: true });
    await writeFile(path.join(work, 'frontend/dist/index.html'), '<!doctype html><title>compiled build test</title>');
    const [port, metricsPort] = [await freePort(), await freePort()];
    const dataDir = path.join(work, 'data');
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    const { NODE_ENV: _test, FRONTEND_DIST: _dist, ...env } = process.env;
    const server = spawn(process.execPath, ['--enable-source-maps', path.join(out, 'embedded/main.js')], {
      env: {
        ...env,
        DATABASE_URL: url.href,
        AUTH_MODE: 'dev',
        DATA_DIR: dataDir,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const printed = output(server);
    try {
      // Seeding reads the vehicle dataset and stores the post photos: both found from dist/.
      await printed.waitFor('demo data seeded', 240_000);
      await printed.waitFor('Listening on', 60_000);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(await page.text()).toContain('compiled build test');
      const users = await fetch(`http://127.0.0.1:${port}/auth/dev/users`);
      expect(((await users.json()) as unknown[]).length).toBeGreaterThan(5);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).status).toBe(200);
      expect(readdirSync(path.join(dataDir, 'media')).length).toBeGreaterThan(0);

      server.kill('SIGTERM');
      const code = await pollUntil(() => (server.exitCode === null ? undefined : { code: server.exitCode }), {
        timeoutMs: 60_000,
        what: 'the server exited after SIGTERM',
      });
      expect(code).toEqual({ code: 0 });
      expect(printed.text()).toContain('Dealer Trade Network shutting down (SIGTERM)');
    } finally {
      server.kill('SIGKILL');
    }
  });
});
