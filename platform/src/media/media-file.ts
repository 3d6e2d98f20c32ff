import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file on its way to the media storage, on disk: its bytes are never all in memory at once
 * (an upload of 5 x 24 MB held whole took a server from about 550 MB to 1,240 MB resident). */
export interface MediaFile {
  path: string;
  size: number;
  /** Hex; the file's storage key follows from it (media-types: mediaKeyFor). */
  sha256: string;
}

/** Writes `source` to `path` chunk by chunk, hashing and counting on the way. */
export async function writeMediaFile(source: Readable, path: string): Promise<MediaFile> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, measure, createWriteStream(path));
  return { path, size, sha256: hash.digest('hex') };
}

/** The same of a file already on disk (the demo seed's pictures), read as a stream. */
export async function describeMediaFile(path: string): Promise<MediaFile> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { path, size, sha256: hash.digest('hex') };
}
