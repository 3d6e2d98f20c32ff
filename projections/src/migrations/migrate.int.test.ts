import { describe, it, expect } from '@jest/globals';
import { createTestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels, readModelMigrations } from './migrate';

describe('migrateReadModels', () => {
  it('applies each migration once and records it, however often and concurrently it runs', async () => {
    const db = await createTestDatabase();
    try {
      const runs = await Promise.all([migrateReadModels(db), migrateReadModels(db)]);
      // Each migration is applied by exactly one of the concurrent runs (which one is a race).
      expect(runs.flatMap((r) => r.applied).sort()).toEqual(readModelMigrations.map((m) => m.id).sort());
      expect(await migrateReadModels(db)).toEqual({ applied: [] });
      const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(readModelMigrations.map((m) => m.id));
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'rm\\_%' ORDER BY 1`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'rm_buy_list_items', 'rm_checkpoints', 'rm_comments', 'rm_dealer_groups', 'rm_dealerships', 'rm_inventory', 'rm_invites', 'rm_leads', 'rm_match_buy_list_items', 'rm_match_dealerships', 'rm_match_vehicles', 'rm_migrations',
        'rm_notification_offers', 'rm_notification_staff', 'rm_notification_vehicles', 'rm_notifications',
        'rm_offer_messages', 'rm_offers', 'rm_outbox', 'rm_posts', 'rm_transport_bids', 'rm_transport_vendors', 'rm_users',
      ]);
      // The Kafka relay's and consumer groups' bookkeeping (009-kafka), kept apart from the read models.
      const kafka = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
           AND table_name IN ('relay_checkpoints', 'kafka_consumer_offsets', 'kafka_consumer_streams') ORDER BY 1`,
      );
      expect(kafka.rows.map((r) => r.table_name)).toEqual(['kafka_consumer_offsets', 'kafka_consumer_streams', 'relay_checkpoints']);
    } finally {
      await db.dispose();
    }
  });
});
