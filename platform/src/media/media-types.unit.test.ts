import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allowedMedia, mediaKeyFor, sniffMediaFile } from './media-types';
import { isMediaKey } from './media-storage';
import { sampleMedia, textFile } from './sample-media';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dtn-media-types-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Uploads are sniffed on disk, where they were received. */
const sniff = async (bytes: Uint8Array) => {
  const path = join(dir, `${Math.random()}`);
  await writeFile(path, bytes);
  return sniffMediaFile(path);
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('post media types (by content)', () => {
  it.each(Object.keys(sampleMedia))('recognises a real %s file', async (ext) => {
    expect(await sniff(sampleMedia[ext]!())).toEqual({ ext, contentType: allowedMedia[ext] });
  });

  it('refuses text and types a post may not carry', async () => {
    expect(await sniff(textFile())).toBeNull();
    expect(await sniff(new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeNull();
  });

  it('names content by its hash under a 36-character folder', () => {
    const key = mediaKeyFor(sha256(sampleMedia.png!()), 'png');
    expect(key.split('/')[0]).toHaveLength(36);
    expect(isMediaKey(key)).toBe(true);
    expect(mediaKeyFor(sha256(sampleMedia.png!()), 'png')).toBe(key);
    expect(mediaKeyFor(sha256(sampleMedia.png!(2)), 'png')).not.toBe(key);
    expect(isMediaKey('../../etc/passwd')).toBe(false);
  });
});
