/** Test helpers: inventory rows written directly, as the inventory projector would leave them. */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@dtn/platform/db/database';
import { parseListPrice, parseMileage } from '@dtn/contracts/domain/list-price';

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
  buyNowPrice?: number | null;
}

let vinCounter = 0;
export const nextVin = (): string => `1HGCM82633A${String(++vinCounter).padStart(6, '0')}`;

export async function insertVehicle(db: SqlClient, v: VehicleFixture): Promise<string> {
  const id = v.id ?? randomUUID();
  const data = v.data ?? { Odometer: '12000', 'List Price': '21000' };
  await db.query(
    `INSERT INTO rm_inventory (id, vin, stock_number, year, make, model, trim, listing_type, images, spotlight, sold,
       trade_in, dealership_id, dealer_group_id, dealership_name, dealership_city, dealership_state, inventory_date, data,
       buy_now_price, buy_now_version, list_price, mileage)
     VALUES ($1, $2, 'STK1', $3, $4, $5, $6, $7, '["a.jpg"]', $8, $9, $10, $11, $12, 'Dealer', 'Springfield', 'IL', $13, $14, $15, $16,
       $17, $18)`,
    [
      id,
      v.vin ?? nextVin(),
      v.year ?? 2020,
      v.make ?? 'Honda',
      v.model ?? 'Accord',
      v.trim ?? 'EX',
      v.listingType ?? 'USED',
      v.spotlight ?? false,
      v.sold ?? false,
      v.tradeIn ?? false,
      v.dealershipId,
      v.dealerGroupId,
      (v.inventoryDate ?? new Date()).toISOString(),
      JSON.stringify(data),
      v.buyNowPrice ?? null,
      v.buyNowPrice == null ? 0 : 1,
      parseListPrice(data),
      parseMileage(data),
    ],
  );
  return id;
}

/** Every inventory row, by id: what the projector wrote, column by column. */
export async function inventoryRows(db: SqlClient): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM rm_inventory ORDER BY id')).rows;
}

export async function inventoryCount(db: SqlClient, filter: { sold?: boolean } = {}): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rm_inventory WHERE $1::boolean IS NULL OR sold = $1', [
    filter.sold ?? null,
  ]);
  return rows[0]!.n;
}

/** Empties the inventory read model (a projector joining late). */
export async function emptyInventory(db: SqlClient): Promise<void> {
  await db.query('TRUNCATE rm_inventory');
}

/** Unsold vehicles of one dealer group (`of`) or of every other group (`notOf`), in id order. */
export async function unsoldVehicleIds(db: SqlClient, group: { of: string } | { notOf: string }): Promise<string[]> {
  const [condition, id] = 'of' in group ? ['dealer_group_id = $1', group.of] : ['dealer_group_id <> $1', group.notOf];
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM rm_inventory WHERE NOT sold AND ${condition} ORDER BY id`, [id]);
  return rows.map((r) => r.id);
}
