import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  return {
    client,
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: prefix + key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: prefix + key }));
        if (!object.Body) return null;
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
