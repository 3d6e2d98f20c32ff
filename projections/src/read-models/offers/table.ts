import { defineTables } from '../../migrations/read-model-tables';

/** rm_offers: one row per offer stream. No semicolons inside statements other than their ends
 * (migrate.ts splits on them). */
export const offersTables = defineTables(
  'offers',
  ['rm_offers'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_offers (
  id uuid PRIMARY KEY,
  inventory_id uuid NOT NULL,
  vin text NOT NULL,
  year integer NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  buyer_user_id uuid NOT NULL,
  buyer_dealer_group_id uuid NOT NULL,
  seller_dealer_group_id uuid NOT NULL,
  seller_dealership_id uuid NOT NULL,
  status text NOT NULL,
  offer_amount numeric(12,2),
  transport_offer_amount numeric(12,2),
  total numeric(12,2),
  currency text NOT NULL DEFAULT 'USD',
  buyer_dismissed boolean NOT NULL DEFAULT false,
  seller_dismissed boolean NOT NULL DEFAULT false,
  transportation_search_radius double precision,
  destination_dealership_id uuid,
  distance_km double precision,
  expiration_date_time timestamptz,
  selected_transport_bid_id uuid,
  accepted_by_user_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Revision of the last offer-stream event applied: an older event delivered again is a no-op.
  stream_revision bigint NOT NULL DEFAULT -1
);
CREATE INDEX IF NOT EXISTS rm_offers_inventory ON rm_offers (inventory_id);
CREATE INDEX IF NOT EXISTS rm_offers_buyer ON rm_offers (buyer_user_id);
CREATE INDEX IF NOT EXISTS rm_offers_seller ON rm_offers (seller_dealer_group_id, status);
`,
    },
    {
      // Negotiation: whose turn it is, until when, and the rounds so far (contracts OfferRound).
      // The scheduler finds the turns due by deadline.
      id: '002-negotiation',
      sql: `
ALTER TABLE rm_offers ADD COLUMN IF NOT EXISTS turn text;
ALTER TABLE rm_offers ADD COLUMN IF NOT EXISTS deadline timestamptz;
ALTER TABLE rm_offers ADD COLUMN IF NOT EXISTS rounds jsonb NOT NULL DEFAULT '[]';
CREATE INDEX IF NOT EXISTS rm_offers_deadline ON rm_offers (deadline) WHERE status = 'submitted' AND deadline IS NOT NULL;
`,
    },
    {
      // Instant offers (issue 35): the standing order that made the offer and when the order ends.
      id: '003-origin',
      sql: `
ALTER TABLE rm_offers ADD COLUMN IF NOT EXISTS standing_order_id uuid;
ALTER TABLE rm_offers ADD COLUMN IF NOT EXISTS standing_order_ends_at timestamptz;
`,
    },
    {
      // Nothing read the vehicle (the inventory read model has it) or the transport distance (the
      // transport bids have it).
      id: '004-drop-unread',
      sql: `
ALTER TABLE rm_offers DROP COLUMN IF EXISTS vin;
ALTER TABLE rm_offers DROP COLUMN IF EXISTS year;
ALTER TABLE rm_offers DROP COLUMN IF EXISTS make;
ALTER TABLE rm_offers DROP COLUMN IF EXISTS model;
ALTER TABLE rm_offers DROP COLUMN IF EXISTS distance_km;
`,
    },
  ],
);
