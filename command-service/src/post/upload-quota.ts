/**
 * Each user's upload quota: at most `bytesPerDay` bytes in any 24 hours (MEDIA_QUOTA_BYTES_PER_DAY,
 * docs/architecture.md "Uploads"). An upload reserves the most it may carry before a byte of it is
 * read, keeps what it stored and gives the rest back; a failed upload gives it all back.
 *
 *   uploadQuota(db, bytesPerDay).reserve(userId, bytes, now)  a Reservation; 429 when the day's
 *                                                            quota cannot take it (Retry-After:
 *                                                            until it can), 413 when no day could
 *   Reservation.settle(bytes)                                what the upload stored
 *   Reservation.release()                                    nothing was stored
 *
 * The check and the reservation are one atomic call in PostgreSQL (migration
 * 014-media-upload-quota), so concurrent uploads of one user cannot overrun it.
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { newId } from '@dtn/platform/commands/ids';
import { PayloadTooLargeError, TooManyRequestsError } from '@dtn/platform/errors';

const dayMs = 86_400_000;

export interface Reservation {
  settle(bytes: number): Promise<void>;
  release(): Promise<void>;
}

export interface UploadQuota {
  reserve(userId: string, bytes: number, now: Date): Promise<Reservation>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function uploadQuota(db: SqlClient, bytesPerDay: number): UploadQuota {
  const quota = `${bytesPerDay} bytes (${megabytes(bytesPerDay)}) per user in any 24 hours (MEDIA_QUOTA_BYTES_PER_DAY)`;
  return {
    async reserve(userId, bytes, now) {
      if (bytes > bytesPerDay) {
        throw new PayloadTooLargeError(`This upload is larger than the upload quota of ${quota}.`, [
          { field: 'body.files', message: `An upload may carry at most ${quota}; this one carries up to ${bytes} bytes.` },
        ]);
      }
      const id = newId();
      const { rows } = await db.query<{ reserved: boolean; used_bytes: string; free_at: Date | null }>(
        'SELECT reserved, used_bytes::text, free_at FROM media_upload_reserve($1, $2, $3, $4, $5, $6)',
        [id, userId, bytes, now, `${dayMs} milliseconds`, bytesPerDay],
      );
      const { reserved, used_bytes: used, free_at: freeAt } = rows[0]!;
      if (!reserved) {
        const retryAfterSeconds = freeAt ? Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000)) : undefined;
        const when = freeAt ? ` Try again after ${freeAt.toISOString()}.` : '';
        throw new TooManyRequestsError(
          `The upload quota of ${quota} is used up: ${megabytes(Number(used))} uploaded in the last 24 hours, and this upload may carry ${megabytes(bytes)}.${when}`,
          [{ field: 'body.files', message: `Over the upload quota of ${quota}.${when}` }],
          retryAfterSeconds,
        );
      }
      return {
        async settle(stored) {
          await db.query('UPDATE media_upload_reservations SET bytes = $2 WHERE id = $1 AND bytes >= $2', [id, stored]);
        },
        async release() {
          await db.query('DELETE FROM media_upload_reservations WHERE id = $1', [id]);
        },
      };
    },
  };
}
