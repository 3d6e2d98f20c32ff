import { defineTables } from '../../migrations/read-model-tables';

/** rm_aging_exits. No semicolons inside statements (migrate.ts splits on them). */
export const agingExitsTables = defineTables(
  'aging-exits',
  ['rm_aging_exits'],
  [
    {
      id: '001-table',
      sql: `
-- One row per vehicle: when it entered its dealership's inventory and when it left it (sold in
-- the network or reported sold by the feed; null while on sale), for the aging report's exits
-- by month of listing. A relisted vehicle (demo reset) is on sale again.
CREATE TABLE IF NOT EXISTS rm_aging_exits (
  inventory_id uuid PRIMARY KEY,
  dealership_id uuid NOT NULL,
  listed_at timestamptz NOT NULL,
  exited_at timestamptz
);
CREATE INDEX IF NOT EXISTS rm_aging_exits_dealership ON rm_aging_exits (dealership_id, listed_at);
`,
    },
  ],
);
