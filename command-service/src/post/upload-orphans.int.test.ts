import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { ValidationError } from '@dtn/platform/errors';
import { describeMediaFile } from '@dtn/platform/media/media-file';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import type { MediaStorage } from '@dtn/platform/media/media-storage';
import { sampleMedia } from '@dtn/platform/media/sample-media';
import { as, createWorld, type World } from '../testing/test-world';
import { createPostHandlers } from './handlers';
import type { IncomingUpload } from './uploaded-files';
import { uploadMedia } from './upload-media';
import { uploadQuota } from './upload-quota';

/** An upload that fails after it stored its files (a concurrent upload filled the post between
 * its check and its append) leaves none of them behind, and none of its quota taken. Real
 * PostgreSQL, a real folder; the first upload is held just before it stores, until the second
 * has landed. */
let world: World;
let dir: string;
let mediaDir: string;

beforeAll(async () => {
  world = await createWorld();
  dir = await mkdtemp(join(tmpdir(), 'dtn-upload-orphans-'));
  mediaDir = join(dir, 'media');
}, 60_000);

afterAll(async () => {
  await world?.dispose();
  await rm(dir, { recursive: true, force: true });
});

let written = 0;
const uploadOf = async (seeds: number[]): Promise<IncomingUpload> => {
  const files = await Promise.all(
    seeds.map(async (seed) => {
      const path = join(dir, `received-${written++}`);
      await writeFile(path, sampleMedia.gif!(seed));
      return { ...(await describeMediaFile(path)), name: `car-${seed}.gif` };
    }),
  );
  return { maxBytes: files.reduce((sum, f) => sum + f.size, 0), receive: async () => files };
};

it('removes what a failed upload newly stored and gives its quota back', async () => {
  const media = localMediaStorage(mediaDir);
  const quota = uploadQuota(world.db, 1_000_000);
  const ctx = as(world.seller);
  const posts = createPostHandlers(world.store, { inventory: world.commands, media });
  const { id } = await posts.createPost(
    { postType: 'GENERAL', postVisibility: 'GENERAL', content: 'Two uploads', attachmentCount: 3 },
    {
      sellAuthority: true,
      dealershipIds: world.seller.dealershipIds,
    },
    ctx,
  );

  let opened!: () => void;
  const gate = new Promise<void>((resolve) => (opened = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const heldMedia: MediaStorage = {
    ...media,
    async put(key, file, contentType) {
      held();
      await gate;
      return media.put(key, file, contentType);
    },
  };

  const first = uploadMedia({ store: world.store, media: heldMedia, quota }, id, await uploadOf([1, 2, 3]), ctx);
  const failed = first.then(
    () => null,
    (error: unknown) => error,
  );
  await holding;
  const second = await uploadMedia({ store: world.store, media, quota }, id, await uploadOf([4, 5, 6]), ctx);
  opened();
  expect(await failed).toBeInstanceOf(ValidationError);

  const onDisk = (await readdir(mediaDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  expect(onDisk.sort()).toEqual(second.attached.map((key) => key.split('/')[1]).sort());
  const events = (await world.store.readStream(streamIds.post(id))).events.map((e) => e.type);
  expect(events).toEqual(['PostCreated', 'PostMediaAttached']);
  const reserved = await world.db.query<{ n: number }>('SELECT sum(bytes)::int AS n FROM media_upload_reservations WHERE user_id = $1', [
    world.seller.id,
  ]);
  expect(reserved.rows[0]!.n).toBe([4, 5, 6].reduce((sum, seed) => sum + sampleMedia.gif!(seed).length, 0));
});
