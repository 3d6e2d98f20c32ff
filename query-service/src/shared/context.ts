import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { MediaStorage } from '@dtn/platform/media/media-storage';

/** What every query route needs: the read-model database and a clock (days in inventory and
 * age buckets are relative to now; tests pin it). */
export interface QueryContext {
  db: Database;
  now: () => Date;
  /** The event store, read only: the auditors' offer history folds an offer's own stream. */
  store?: EventStore;
  /** Where post media are read from; default from the environment (S3_* or DATA_DIR/media). */
  media?: MediaStorage;
  /** Serve GET /api/push (the live stream; push/push-hub.ts)? Default true. */
  push?: boolean;
}
