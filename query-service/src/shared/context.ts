import type { SqlClient } from '@dtn/platform/db/database';

/** What every query route needs: the read-model database and a clock (days in inventory and
 * age buckets are relative to now; tests pin it). */
export interface QueryContext {
  db: SqlClient;
  now: () => Date;
}
