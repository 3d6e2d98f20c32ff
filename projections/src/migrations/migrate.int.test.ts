import { describe, it, expect } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels, readModelMigrations } from './migrate';

/** Tables, columns and indexes of the test schema: what a migration run leaves. */
async function schemaOf(db: TestDatabase) {
  const columns = await db.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> 'rm_migrations' ORDER BY 1, 2`,
  );
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`,
  );
  return { columns: columns.rows, indexes: indexes.rows.map((r) => [r.indexname, r.indexdef.replace(/\bt_[0-9a-f]+\./g, '')]) };
}

describe('migrateReadModels', () => {
  it('applies each migration once and records it, however often and concurrently it runs', async () => {
    const db = await createTestDatabase();
    try {
      const runs = await Promise.all([migrateReadModels(db), migrateReadModels(db)]);
      // Each migration is applied by exactly one of the concurrent runs (which one is a race).
      expect(runs.flatMap((r) => r.applied).sort()).toEqual(readModelMigrations.map((m) => m.id).sort());
      expect(await migrateReadModels(db)).toEqual({ applied: [] });
      const { rows } = await db.query<{ id: string }>('SELECT id FROM rm_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(readModelMigrations.map((m) => m.id).sort());
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'rm\\_%' ORDER BY 1`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'rm_aging_exits',
        'rm_buy_list_items',
        'rm_checkpoints',
        'rm_comments',
        'rm_dealer_groups',
        'rm_dealerships',
        'rm_inventory',
        'rm_inventory_supply',
        'rm_invites',
        'rm_leads',
        'rm_market_dirty',
        'rm_market_sales',
        'rm_market_values',
        'rm_match_buy_list_items',
        'rm_match_dealerships',
        'rm_match_vehicles',
        'rm_migrations',
        'rm_notification_dealerships',
        'rm_notification_offers',
        'rm_notification_staff',
        'rm_notification_unread',
        'rm_notification_vehicles',
        'rm_notifications',
        'rm_offer_messages',
        'rm_offers',
        'rm_outbox',
        'rm_posts',
        'rm_transport_bids',
        'rm_transport_vendors',
        'rm_users',
      ]);
      // The Kafka relay's and consumer groups' bookkeeping (009-kafka), kept apart from the read models.
      const kafka = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
           AND table_name IN ('relay_checkpoints', 'kafka_consumer_offsets', 'kafka_consumer_streams') ORDER BY 1`,
      );
      expect(kafka.rows.map((r) => r.table_name)).toEqual(['kafka_consumer_offsets', 'kafka_consumer_streams', 'relay_checkpoints']);
      // The trade-in search's partial index, after the table it indexes.
      const { rows: tradeIns } = await db.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'rm_inventory_trade_ins'`,
      );
      expect(tradeIns[0]?.indexdef).toMatch(/ON .*rm_inventory .*\(dealership_id\) WHERE trade_in/);
    } finally {
      await db.dispose();
    }
  });

  it("runs the read models' migrations harmlessly on a database recorded under the old numbered ids", async () => {
    const db = await createTestDatabase();
    try {
      await migrateReadModels(db);
      const before = await schemaOf(db);
      // What such a database holds: every table, and the ids of the old single list.
      await db.query(`DELETE FROM rm_migrations`);
      const oldIds = [
        '001-foundation',
        '002-trade-in-index',
        '003-offers',
        '005-invites',
        '006-buy-lists',
        '007-social',
        '008-leads',
        '009-kafka',
        '010-parked-events',
        '011-push-log',
      ];
      for (const id of oldIds) await db.query('INSERT INTO rm_migrations (id) VALUES ($1)', [id]);

      const { applied } = await migrateReadModels(db);
      expect(applied).toEqual(readModelMigrations.map((m) => m.id).filter((id) => !oldIds.includes(id)));
      expect(await schemaOf(db)).toEqual(before);
    } finally {
      await db.dispose();
    }
  });
});
