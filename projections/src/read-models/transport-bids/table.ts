import { defineTables } from '../../migrations/read-model-tables';

/** rm_transport_bids: one row per vendor invited to quote an offer's transport. No semicolons
 * inside statements (migrate.ts splits on them). */
export const transportBidsTables = defineTables(
  'transport-bids',
  ['rm_transport_bids'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_transport_bids (
  id uuid PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  offer_id uuid NOT NULL,
  transport_vendor_id uuid NOT NULL,
  status text NOT NULL,
  bid_amount numeric(12,2),
  make text NOT NULL,
  model text NOT NULL,
  distance_km double precision NOT NULL,
  expiration_date_time timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_transport_bids_offer ON rm_transport_bids (offer_id);
`,
    },
  ],
);
