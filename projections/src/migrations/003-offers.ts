/**
 * Read models of the offers issue: transport vendors, offers, transport bids, conversation
 * messages and notifications. Owned by projectors in ../read-models; the query service reads.
 * No semicolons inside statements other than their ends (migrate.ts splits on them).
 */
export const offersMigration = `
CREATE TABLE IF NOT EXISTS rm_transport_vendors (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  postal_code text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  contact text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_transport_vendors_location ON rm_transport_vendors (latitude, longitude);

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

CREATE TABLE IF NOT EXISTS rm_offer_messages (
  message_id uuid PRIMARY KEY,
  offer_id uuid NOT NULL,
  from_user_id uuid NOT NULL,
  message text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_offer_messages_offer ON rm_offer_messages (offer_id, sent_at);

CREATE TABLE IF NOT EXISTS rm_notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  notification_type text NOT NULL,
  title text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  long_body text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  inventory_id uuid,
  offer_id uuid,
  is_read boolean NOT NULL DEFAULT false,
  dismissed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_notifications_user ON rm_notifications (user_id, dismissed, created_at DESC);

-- The notifications projector's own copy of the facts it needs, kept in event order: the
-- runner applies a whole batch to one projector before the next, so rm_offers, rm_users and
-- rm_inventory may already hold the state of events later in the batch.
CREATE TABLE IF NOT EXISTS rm_notification_offers (
  id uuid PRIMARY KEY,
  inventory_id uuid NOT NULL,
  buyer_user_id uuid NOT NULL,
  seller_dealer_group_id uuid NOT NULL,
  vehicle text NOT NULL,
  submitted boolean NOT NULL DEFAULT false,
  offer_amount numeric(12,2),
  transport_offer_amount numeric(12,2),
  total numeric(12,2),
  stream_revision bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_notification_staff (
  id uuid PRIMARY KEY,
  dealer_group_id uuid,
  sell_authority boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS rm_notification_staff_group ON rm_notification_staff (dealer_group_id) WHERE sell_authority;
CREATE TABLE IF NOT EXISTS rm_notification_vehicles (
  id uuid PRIMARY KEY,
  image_url text NOT NULL
);
`;
