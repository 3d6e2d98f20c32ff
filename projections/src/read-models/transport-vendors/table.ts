import { defineTables } from '../../migrations/read-model-tables';

/** rm_transport_vendors: the transport vendors, located for the search within a radius. No
 * semicolons inside statements (migrate.ts splits on them). */
export const transportVendorsTables = defineTables(
  'transport-vendors',
  ['rm_transport_vendors'],
  [
    {
      id: '001-table',
      sql: `
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
`,
    },
  ],
);
