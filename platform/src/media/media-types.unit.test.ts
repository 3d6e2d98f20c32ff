import { describe, expect, it } from '@jest/globals';
import { allowedMedia, mediaKeyFor, sniffMedia } from './media-types';
import { isMediaKey } from './media-storage';
import { sampleMedia, textFile } from './sample-media';

describe('post media types (by content)', () => {
  it.each(Object.keys(sampleMedia))('recognises a real %s file', async (ext) => {
    expect(await sniffMedia(sampleMedia[ext]!())).toEqual({ ext, contentType: allowedMedia[ext] });
  });

  it('refuses text and types a post may not carry', async () => {
    expect(await sniffMedia(textFile())).toBeNull();
    expect(await sniffMedia(new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeNull();
  });

  it('names content by its hash under a 36-character folder', () => {
    const key = mediaKeyFor(sampleMedia.png!(), 'png');
    expect(key.split('/')[0]).toHaveLength(36);
    expect(isMediaKey(key)).toBe(true);
    expect(mediaKeyFor(sampleMedia.png!(), 'png')).toBe(key);
    expect(mediaKeyFor(sampleMedia.png!(2), 'png')).not.toBe(key);
    expect(isMediaKey('../../etc/passwd')).toBe(false);
  });
});
