/**
 * Test support (not a test): the command service in a process of its own, for
 * upload-memory.int.test.ts to read that process's memory alone. Builds a test world on
 * TEST_DATABASE_URL and real post media in a temporary folder, listens on a free loopback port,
 * prints `{"url": ...}` on one line, and on SIGTERM closes and removes both.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import { buildCommandService } from '../app';
import { createWorld } from '../testing/test-world';

const world = await createWorld();
const mediaDir = await mkdtemp(join(tmpdir(), 'dtn-upload-memory-'));
const app = await buildCommandService({
  store: world.store,
  db: world.db,
  auth: { mode: 'dev' },
  media: localMediaStorage(mediaDir),
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url })}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await world.dispose();
    await rm(mediaDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
