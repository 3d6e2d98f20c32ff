import { defineTables } from '../../migrations/read-model-tables';

/** rm_notifications and the notifications projector's own facts. No semicolons inside statements
 * (migrate.ts splits on them). */
export const notificationsTables = defineTables(
  'notifications',
  ['rm_notifications', 'rm_notification_offers', 'rm_notification_staff', 'rm_notification_vehicles'],
  [
    {
      id: '001-table',
      sql: `
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
-- runner applies a whole batch to one projector before the next, so the offers, users and
-- inventory read models may already hold the state of events later in the batch.
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
`,
    },
  ],
);
