import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { localMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { mediaStorageFromEnv } from './media-storage-from-env';
import { describeMediaFile, type MediaFile } from './media-file';
import { mediaKeyFor } from './media-types';
import { sampleMedia } from './sample-media';
import { s3MediaStorage } from './s3-media-storage';

/** Both adapters against the same contract: a real S3-compatible HTTP server (s3rver on
 * 127.0.0.1) and a real folder. */
let server: S3rver;
let s3Dir: string;
let diskDir: string;
let endpoint: string;
let files = 0;

/** Adapters store files from disk, where uploads are received. */
const onDisk = async (bytes: Uint8Array): Promise<MediaFile> => {
  const path = join(diskDir, `upload-${files++}`);
  await writeFile(path, bytes);
  return describeMediaFile(path);
};

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'dtn-s3rver-'));
  diskDir = await mkdtemp(join(tmpdir(), 'dtn-media-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'media' }, { name: 'media-from-env' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(diskDir, { recursive: true, force: true });
});

const adapters: [string, () => MediaStorage][] = [
  [
    'S3-compatible',
    () => s3MediaStorage({ endpoint, bucket: 'media', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
  ],
  [
    'S3 from the environment',
    () =>
      mediaStorageFromEnv({
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'media-from-env',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
  ],
  ['local disk', () => localMediaStorage(diskDir)],
];

describe.each(adapters)('%s media storage', (_name, storage) => {
  it('stores a file under a content-addressed key and gives its bytes back with the content type', async () => {
    const file = await onDisk(sampleMedia.webp!(7));
    const key = mediaKeyFor(file.sha256, 'webp');
    expect(await storage().put(key, file, 'image/webp')).toBe(true);
    const stored = await storage().get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(sampleMedia.webp!(7)))).toBe(true);
  });

  it('streams a file of many chunks whole, and says when the key was stored already', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const file = await onDisk(bytes);
    const key = mediaKeyFor(file.sha256, 'mp4');
    expect(await storage().put(key, file, 'video/mp4')).toBe(true);
    expect(await storage().put(key, file, 'video/mp4')).toBe(false);
    expect(Buffer.from((await storage().get(key))!.bytes).equals(bytes)).toBe(true);
  });

  it('removes a key, and removing it again changes nothing', async () => {
    const file = await onDisk(sampleMedia.gif!(5));
    const key = mediaKeyFor(file.sha256, 'gif');
    await storage().put(key, file, 'image/gif');
    await storage().remove(key);
    expect(await storage().get(key)).toBeNull();
    await storage().remove(key);
    expect(await storage().put(key, file, 'image/gif')).toBe(true);
  });

  it('answers null for a key never stored and refuses a key that is no media key', async () => {
    expect(await storage().get(mediaKeyFor('0'.repeat(64), 'gif'))).toBeNull();
    await expect(storage().get('../secrets.txt')).rejects.toThrow(/Not a media key/);
    await expect(storage().remove('../secrets.txt')).rejects.toThrow(/Not a media key/);
  });
});
