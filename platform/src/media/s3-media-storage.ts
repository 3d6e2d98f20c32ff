import { createReadStream } from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStorage } from './media-storage';

export interface S3MediaOptions {
  /** e.g. http://127.0.0.1:4569 or a provider's endpoint; unset = AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys go under this prefix in the bucket (e.g. `posts/`). */
  prefix?: string;
}

const named = (error: unknown, ...names: string[]) => names.includes((error as { name?: string }).name ?? '');

/** Media in an S3-compatible bucket. Path-style addressing, which MinIO, s3rver and most
 * S3-compatible stores need (virtual-hosted buckets want DNS per bucket). */
export function s3MediaStorage(options: S3MediaOptions): MediaStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const prefix = options.prefix ?? '';
  const stored = async (key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: prefix + key }));
      return true;
    } catch (error) {
      if (named(error, 'NotFound', 'NoSuchKey')) return false;
      throw error;
    }
  };
  return {
    client,
    async put(key, file, contentType) {
      assertMediaKey(key);
      if (await stored(key)) return false;
      // A stream of a known length goes up as it is read (without ContentLength the SDK would
      // buffer it). The checksum is the one taken while the upload was received: S3 checks it,
      // and the SDK need not frame the stream to send one of its own (aws-chunked, which
      // S3-compatible stores such as s3rver take for part of the file).
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: prefix + key,
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ChecksumSHA256: Buffer.from(file.sha256, 'hex').toString('base64'),
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return true;
    },
    async remove(key) {
      assertMediaKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: prefix + key }));
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: prefix + key }));
        if (!object.Body) return null;
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || named(error, 'NoSuchKey')) return null;
        throw error;
      }
    },
  };
}
