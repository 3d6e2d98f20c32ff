import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { localMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { mediaStorageFromEnv } from './media-storage-from-env';
import { mediaKeyFor } from './media-types';
import { sampleMedia } from './sample-media';
import { s3MediaStorage } from './s3-media-storage';

/** Both adapters against the same contract: a real S3-compatible HTTP server (s3rver on
 * 127.0.0.1) and a real folder. */
let server: S3rver;
let s3Dir: string;
let diskDir: string;
let endpoint: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'dtn-s3rver-'));
  diskDir = await mkdtemp(join(tmpdir(), 'dtn-media-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'media' }] });
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
    () => mediaStorageFromEnv({ S3_ENDPOINT: endpoint, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
  ],
  ['local disk', () => localMediaStorage(diskDir)],
];

describe.each(adapters)('%s media storage', (_name, storage) => {
  it('stores bytes under a content-addressed key and gives them back with the content type', async () => {
    const bytes = sampleMedia.webp!(7);
    const key = mediaKeyFor(bytes, 'webp');
    await storage().put(key, bytes, 'image/webp');
    const stored = await storage().get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers null for a key never stored and refuses a key that is no media key', async () => {
    expect(await storage().get(mediaKeyFor(sampleMedia.gif!(99), 'gif'))).toBeNull();
    await expect(storage().get('../secrets.txt')).rejects.toThrow(/Not a media key/);
  });
});
