import { defineTables } from '../../migrations/read-model-tables';

/** The channel every change to rm_users NOTIFYs (on commit, whoever writes: the projector, a
 * replay's TRUNCATE, a test): the user directory's watch (user-directory.ts) listens on it. */
export const usersChangedChannel = 'dtn_users_changed';

/** rm_users: one row per registered user. No semicolons inside statements outside a $$ body
 * (migrate.ts splits on them). */
export const usersTables = defineTables(
  'users',
  ['rm_users'],
  [
    {
      id: '001-table',
      sql: `
CREATE TABLE IF NOT EXISTS rm_users (
  id uuid PRIMARY KEY,
  user_id text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  role text NOT NULL,
  buy_authority boolean NOT NULL,
  sell_authority boolean NOT NULL,
  dealer_group_id uuid,
  dealership_ids uuid[] NOT NULL DEFAULT '{}',
  postal_code text NOT NULL DEFAULT '',
  latitude double precision NOT NULL DEFAULT 0,
  longitude double precision NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rm_users_group ON rm_users (dealer_group_id);
`,
    },
    {
      id: '002-changes-notify',
      sql: `
CREATE OR REPLACE FUNCTION rm_users_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${usersChangedChannel}', '');
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER rm_users_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rm_users
  FOR EACH STATEMENT EXECUTE FUNCTION rm_users_notify_changed();
`,
    },
    {
      // The notification types the user gets no email for (NotificationEmailsChosen).
      id: '003-notification-emails',
      sql: `
ALTER TABLE rm_users ADD COLUMN IF NOT EXISTS notification_emails_off text[] NOT NULL DEFAULT '{}'
`,
    },
  ],
);
