import { defineTables } from '../../migrations/read-model-tables';

/** rm_users: one row per registered user. No semicolons inside statements (migrate.ts splits on them). */
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
  ],
);
