import { describe, it, expect } from '@jest/globals';
import { createTestDatabase } from '@dtn/platform/db/test-database';
import { migrateReadModels } from './migrate';

describe('002-trade-in-index', () => {
  it('adds a partial index over trade-ins by dealership, after the foundation', async () => {
    const db = await createTestDatabase();
    try {
      const { applied } = await migrateReadModels(db);
      expect(applied.indexOf('002-trade-in-index')).toBeGreaterThan(applied.indexOf('001-foundation'));
      const { rows } = await db.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'rm_inventory_trade_ins'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.indexdef).toMatch(/ON .*rm_inventory .*\(dealership_id\) WHERE trade_in/);
    } finally {
      await db.dispose();
    }
  });
});
