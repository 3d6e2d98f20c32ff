import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newId } from '@dtn/platform/commands/ids';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { PayloadTooLargeError, TooManyRequestsError } from '@dtn/platform/errors';
import { migrateReadModels } from '@dtn/projections';
import { uploadQuota } from './upload-quota';

/** The quota's ledger on a real PostgreSQL, with a clock the tests move (no waiting a day). */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateReadModels(db);
}, 60_000);
afterAll(async () => {
  await db?.dispose();
});

const hour = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 0, 5, 9) + hours * hour);
const refusal = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('uploadQuota', () => {
  it('takes uploads up to the quota in any 24 hours, then refuses until the oldest has aged out', async () => {
    const quota = uploadQuota(db, 1_000);
    const user = newId();
    await quota.reserve(user, 600, at(0));
    await quota.reserve(user, 300, at(5));
    const refused = await refusal(quota.reserve(user, 200, at(6)));
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).message).toContain('1000 bytes');
    expect((refused as TooManyRequestsError).message).toContain('MEDIA_QUOTA_BYTES_PER_DAY');
    // The 600 bytes of hour 0 leave at hour 24: 18 hours after hour 6.
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(18 * 3_600);
    expect(await refusal(quota.reserve(user, 200, new Date(at(24).getTime() - 1)))).toBeInstanceOf(TooManyRequestsError);
    await quota.reserve(user, 200, at(24));
    expect(await refusal(quota.reserve(user, 600, at(25)))).toBeInstanceOf(TooManyRequestsError);
  });

  it('keeps what an upload settled on and gives back what it released', async () => {
    const quota = uploadQuota(db, 1_000);
    const user = newId();
    const settled = await quota.reserve(user, 900, at(0));
    await settled.settle(400);
    const released = await quota.reserve(user, 600, at(1));
    await released.release();
    await quota.reserve(user, 600, at(2));
    expect(await refusal(quota.reserve(user, 1, at(3)))).toBeInstanceOf(TooManyRequestsError);
  });

  it('is each user’s own, and an upload past the whole quota is 413, whatever was used', async () => {
    const quota = uploadQuota(db, 1_000);
    const [one, two] = [newId(), newId()];
    await quota.reserve(one, 1_000, at(0));
    await quota.reserve(two, 1_000, at(0));
    const tooLarge = await refusal(quota.reserve(newId(), 1_001, at(0)));
    expect(tooLarge).toBeInstanceOf(PayloadTooLargeError);
    expect((tooLarge as PayloadTooLargeError).errors).toEqual([{ field: 'body.files', message: expect.stringContaining('1000 bytes') }]);
  });

  it('lets concurrent reservations of one user take no more than the quota', async () => {
    const quota = uploadQuota(db, 1_000);
    const user = newId();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        quota.reserve(user, 300, at(0)).then(
          () => 'reserved',
          (error: unknown) => (error instanceof TooManyRequestsError ? 'refused' : error),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'reserved')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(9);
  });
});
