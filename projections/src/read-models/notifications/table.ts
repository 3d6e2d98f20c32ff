import { defineTables } from '../../migrations/read-model-tables';

/** rm_notifications and the notifications projector's own facts. No semicolons inside statements
 * (migrate.ts splits on them). */
export const notificationsTables = defineTables(
  'notifications',
  [
    'rm_notifications',
    'rm_notification_offers',
    'rm_notification_staff',
    'rm_notification_vehicles',
    'rm_notification_dealerships',
    'rm_notification_unread',
  ],
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
    {
      // The bell badge's count, kept per user and notification type by statement triggers on
      // rm_notifications, whoever writes it (this projector, the vehicle-match one, a replay's
      // TRUNCATE): counting a user's unread rows visited each of them in the heap (is_read is not
      // in the index), and under the HTTP bench's mixed load that count was PostgreSQL's most
      // expensive statement (1.9 s in 10 s, about 0.12 ms a call with 750 unread). A row counts
      // while it is unread and not dismissed; a count that reaches 0 stays, as 0.
      // The trigger's lock on rm_notifications holds writers back until the count below, of the
      // rows already there, has committed with it.
      id: '002-unread-counts',
      sql: `
CREATE TABLE IF NOT EXISTS rm_notification_unread (
  user_id uuid NOT NULL,
  notification_type text NOT NULL,
  unread integer NOT NULL,
  PRIMARY KEY (user_id, notification_type)
);
CREATE OR REPLACE FUNCTION rm_notifications_count_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM rm_notification_unread;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO rm_notification_unread AS u (user_id, notification_type, unread)
    SELECT user_id, notification_type, count(*) FROM new_rows WHERE NOT is_read AND NOT dismissed
     GROUP BY user_id, notification_type
    ON CONFLICT (user_id, notification_type) DO UPDATE SET unread = u.unread + excluded.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Minus the rows that counted, plus those that count now: marking a row already read or
    -- dismissed again changes nothing.
    INSERT INTO rm_notification_unread AS u (user_id, notification_type, unread)
    SELECT user_id, notification_type, sum(d) FROM (
      SELECT user_id, notification_type, -1 AS d FROM old_rows WHERE NOT is_read AND NOT dismissed
      UNION ALL
      SELECT user_id, notification_type, 1 AS d FROM new_rows WHERE NOT is_read AND NOT dismissed) AS changes
     GROUP BY user_id, notification_type
    HAVING sum(d) <> 0
    ON CONFLICT (user_id, notification_type) DO UPDATE SET unread = u.unread + excluded.unread;
  ELSE
    UPDATE rm_notification_unread AS u SET unread = u.unread - gone.n
      FROM (SELECT user_id, notification_type, count(*) AS n FROM old_rows WHERE NOT is_read AND NOT dismissed
             GROUP BY user_id, notification_type) AS gone
     WHERE u.user_id = gone.user_id AND u.notification_type = gone.notification_type;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER rm_notifications_unread_insert AFTER INSERT ON rm_notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_notifications_count_unread();
CREATE OR REPLACE TRIGGER rm_notifications_unread_update AFTER UPDATE ON rm_notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_notifications_count_unread();
CREATE OR REPLACE TRIGGER rm_notifications_unread_delete AFTER DELETE ON rm_notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rm_notifications_count_unread();
CREATE OR REPLACE TRIGGER rm_notifications_unread_truncate AFTER TRUNCATE ON rm_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION rm_notifications_count_unread();
INSERT INTO rm_notification_unread (user_id, notification_type, unread)
SELECT user_id, notification_type, count(*) FROM rm_notifications WHERE NOT is_read AND NOT dismissed
 GROUP BY user_id, notification_type
ON CONFLICT (user_id, notification_type) DO NOTHING
`,
    },
    {
      // Who hears each side of an offer is decided from the rights a user holds when the event
      // happens (audience.ts): the role and buy authority join sell authority, and role changes
      // (UserRoleChanged) update them. The seller's side is read for every member of a group.
      // The facts held so far lack roles and missed every role change, and the notifications
      // raised from them went to whoever held sell authority at registration: the projector
      // rebuilds from the first event (its facts and offer notifications emptied, its checkpoint
      // dropped, so the runner takes it from the start; the vehicle matches in rm_notifications
      // are another projector's and stay). The rows then are those a replay builds. Run again,
      // the rebuild builds the same rows.
      id: '003-rights-at-the-event',
      sql: `
ALTER TABLE rm_notification_staff ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT '';
ALTER TABLE rm_notification_staff ADD COLUMN IF NOT EXISTS buy_authority boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS rm_notification_staff_members ON rm_notification_staff (dealer_group_id);
DROP INDEX IF EXISTS rm_notification_staff_group;
TRUNCATE rm_notification_offers, rm_notification_staff, rm_notification_vehicles;
DELETE FROM rm_notifications WHERE notification_type <> 'VehicleMatch';
DELETE FROM rm_checkpoints WHERE projector = 'notifications'
`,
    },
    {
      // Negotiation: the emails of its notifications go to each recipient's address unless they
      // switched that type's emails off (NotificationEmailsChosen), both facts in event order,
      // and the texts name the seller's counter the buyer must answer. The staff rows held so
      // far lack the addresses, so the projector rebuilds from the first event as in 003: the
      // notifications come back with the same ids and read marks; an email a rebuilt event
      // raises again has the same id as before and is not queued twice (the outbox's rows
      // survive, and only events of the last day are mailed at all: ./emails.ts).
      id: '004-emails',
      sql: `
ALTER TABLE rm_notification_staff ADD COLUMN IF NOT EXISTS email text NOT NULL DEFAULT '';
ALTER TABLE rm_notification_staff ADD COLUMN IF NOT EXISTS emails_off text[] NOT NULL DEFAULT '{}';
ALTER TABLE rm_notification_offers ADD COLUMN IF NOT EXISTS counter_amount numeric(12,2);
TRUNCATE rm_notification_offers, rm_notification_staff, rm_notification_vehicles;
DELETE FROM rm_notifications WHERE notification_type <> 'VehicleMatch';
DELETE FROM rm_checkpoints WHERE projector = 'notifications'
`,
    },
    {
      // Aging (issue "Know the market"): an AgingDigest lists the vehicles that crossed a
      // threshold (contracts' AgingDigestVehicle[]), so the drawer offers each one's actions.
      // Null on every other type. No rebuild: no digest was raised before this column.
      id: '005-aging-digest',
      sql: `
ALTER TABLE rm_notifications ADD COLUMN IF NOT EXISTS aging jsonb
`,
    },
    {
      // Deadlines in words in the time zone of the vehicle's dealership (issue 37, finding 6),
      // not UTC: each offer keeps its vehicle's dealership, each dealership its zone (its state's,
      // contracts/src/domain/time-zone.ts). The offers' facts lack the dealership, so the
      // projector rebuilds from the first event as in 004 (same ids and read marks; emails only
      // for the last day's events, each id queued once).
      id: '006-dealership-time-zones',
      sql: `
TRUNCATE rm_notification_offers, rm_notification_staff, rm_notification_vehicles;
ALTER TABLE rm_notification_offers ADD COLUMN IF NOT EXISTS seller_dealership_id uuid NOT NULL;
CREATE TABLE IF NOT EXISTS rm_notification_dealerships (
  id uuid PRIMARY KEY,
  time_zone text NOT NULL
);
DELETE FROM rm_notifications WHERE notification_type <> 'VehicleMatch';
DELETE FROM rm_checkpoints WHERE projector = 'notifications'
`,
    },
  ],
);
