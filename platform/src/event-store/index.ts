import type { Database } from '../db/database';
import { createEsdbEventStore } from './esdb-event-store';
import { createPostgresEventStore } from './postgres-event-store';
import type { EventStore } from './port';

export * from './port';
export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export { createEsdbEventStore } from './esdb-event-store';
export { appendEvents } from './postgres-append';
export { migrateEventStore } from './postgres-schema';

/** EventStoreDB when a URL is configured (production), else the events table in `db`. */
export async function createEventStoreFromEnv(config: { esdbUrl?: string; db: Database; pollIntervalMs?: number }): Promise<EventStore> {
  if (config.esdbUrl) return createEsdbEventStore(config.esdbUrl);
  return createPostgresEventStore(config.db, config.pollIntervalMs === undefined ? {} : { pollIntervalMs: config.pollIntervalMs });
}
