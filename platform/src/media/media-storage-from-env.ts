import { join } from 'node:path';
import { localMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { s3MediaStorage } from './s3-media-storage';

/**
 * The media storage the environment configures: S3-compatible when S3_BUCKET is set
 * (S3_ENDPOINT, S3_REGION (default us-east-1), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), else
 * local disk under DATA_DIR/media (DATA_DIR default `.data`, as the app config's).
 */
export function mediaStorageFromEnv(env: NodeJS.ProcessEnv = process.env): MediaStorage {
  if (env.S3_BUCKET) {
    return s3MediaStorage({
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    });
  }
  return localMediaStorage(join(env.DATA_DIR || '.data', 'media'));
}

/** Most bytes one uploaded file may have: MEDIA_MAX_BYTES, default 25 MB. */
export function mediaMaxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MEDIA_MAX_BYTES);
  return Number.isInteger(value) && value > 0 ? value : 25 * 1024 * 1024;
}

/** Most bytes one user may upload in any 24 hours: MEDIA_QUOTA_BYTES_PER_DAY, default 1 GiB (eight
 * posts of five 25 MB videos, or about forty of five phone photos). */
export function mediaQuotaBytesPerDayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MEDIA_QUOTA_BYTES_PER_DAY);
  return Number.isInteger(value) && value > 0 ? value : 1024 * 1024 * 1024;
}
