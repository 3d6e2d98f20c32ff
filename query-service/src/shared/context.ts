import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';

/** What every query route needs: the read-model database and a clock (days in inventory and
 * age buckets are relative to now; tests pin it). */
export interface QueryContext {
  db: SqlClient;
  now: () => Date;
  /** The event store, read only: the auditors' offer history folds an offer's own stream. */
  store?: EventStore;
}
