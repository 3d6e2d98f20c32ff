import { randomUUID } from 'node:crypto';
import type { Role } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

/**
 * Read-model rows inserted directly: the query side is tested against the tables the
 * projectors fill, not through them (projectors have their own tests).
 */

export async function insertDealerGroup(db: SqlClient, fields: { id?: string; name?: string } = {}): Promise<string> {
  const id = fields.id ?? randomUUID();
  const name = fields.name ?? `Group ${id.slice(0, 8)}`;
  await db.query(
    `INSERT INTO rm_dealer_groups (id, organization_name, slug, short_name, dealer_vault_vendor_id)
     VALUES ($1, $2, $3, $4, 'vendor')`,
    [id, name, `slug-${id}`, name.slice(0, 12)],
  );
  return id;
}

export interface DealershipFixture {
  id?: string;
  dealerGroupId: string;
  name?: string;
  latitude: number;
  longitude: number;
  active?: boolean;
  state?: string;
}

export async function insertDealership(db: SqlClient, d: DealershipFixture): Promise<string> {
  const id = d.id ?? randomUUID();
  await db.query(
    `INSERT INTO rm_dealerships (id, dealer_group_id, name, dealer_vault_id, address1, address2, city, state,
       postal_code, active, latitude, longitude)
     VALUES ($1, $2, $3, 'dv-1', '1 Main St', '', 'Springfield', $4, '62701', $5, $6, $7)`,
    [id, d.dealerGroupId, d.name ?? `Dealership ${id.slice(0, 8)}`, d.state ?? 'IL', d.active ?? true, d.latitude, d.longitude],
  );
  return id;
}

export interface UserFixture {
  id?: string;
  email?: string;
  role: Role;
  buyAuthority?: boolean;
  sellAuthority?: boolean;
  dealerGroupId: string | null;
  dealershipIds?: string[];
  latitude?: number;
  longitude?: number;
}

export interface InsertedUser {
  id: string;
  userId: string;
  email: string;
}

export async function insertUser(db: SqlClient, u: UserFixture): Promise<InsertedUser> {
  const id = u.id ?? randomUUID();
  const userId = `sub-${id}`;
  const email = u.email ?? `${id}@example.test`;
  await db.query(
    `INSERT INTO rm_users (id, user_id, email, first_name, last_name, title, role, buy_authority, sell_authority,
       dealer_group_id, dealership_ids, postal_code, latitude, longitude)
     VALUES ($1, $2, $3, 'Pat', 'Doe', 'Manager', $4, $5, $6, $7, $8, '62701', $9, $10)`,
    [
      id, userId, email, u.role, u.buyAuthority ?? false, u.sellAuthority ?? false, u.dealerGroupId,
      u.dealershipIds ?? [], u.latitude ?? 0, u.longitude ?? 0,
    ],
  );
  return { id, userId, email };
}

export interface VehicleFixture {
  id?: string;
  vin?: string;
  dealershipId: string;
  dealerGroupId: string;
  make?: string;
  model?: string;
  trim?: string;
  year?: number;
  listingType?: 'NEW' | 'USED';
  spotlight?: boolean;
  sold?: boolean;
  tradeIn?: boolean;
  inventoryDate?: Date;
  data?: Record<string, string>;
}

let vinCounter = 0;
export const nextVin = (): string => `1HGCM82633A${String(++vinCounter).padStart(6, '0')}`;

export async function insertVehicle(db: SqlClient, v: VehicleFixture): Promise<string> {
  const id = v.id ?? randomUUID();
  await db.query(
    `INSERT INTO rm_inventory (id, vin, stock_number, year, make, model, trim, listing_type, images, spotlight, sold,
       trade_in, dealership_id, dealer_group_id, dealership_name, dealership_city, dealership_state, inventory_date, data)
     VALUES ($1, $2, 'STK1', $3, $4, $5, $6, $7, '["a.jpg"]', $8, $9, $10, $11, $12, 'Dealer', 'Springfield', 'IL', $13, $14)`,
    [
      id, v.vin ?? nextVin(), v.year ?? 2020, v.make ?? 'Honda', v.model ?? 'Accord', v.trim ?? 'EX',
      v.listingType ?? 'USED', v.spotlight ?? false, v.sold ?? false, v.tradeIn ?? false, v.dealershipId,
      v.dealerGroupId, (v.inventoryDate ?? new Date()).toISOString(),
      JSON.stringify(v.data ?? { Odometer: '12000', 'List Price': '21000' }),
    ],
  );
  return id;
}

export interface BuyListItemFixture {
  userId: string;
  dealerGroupId: string | null;
  make?: string;
  model?: string;
  startYear?: number;
  endYear?: number;
  searchRadius?: number;
  latitude: number;
  longitude: number;
}

export async function insertBuyListItem(db: SqlClient, b: BuyListItemFixture): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO rm_buy_list_items (id, user_id, dealer_group_id, make, model, start_year, end_year, search_radius,
       latitude, longitude)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id, b.userId, b.dealerGroupId, b.make ?? 'Honda', b.model ?? 'Accord', b.startYear ?? 2015, b.endYear ?? 2022,
      b.searchRadius ?? 50, b.latitude, b.longitude,
    ],
  );
  return id;
}
