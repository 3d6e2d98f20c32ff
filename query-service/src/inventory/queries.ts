import type { InventoryItem } from '@dtn/contracts/entities/inventory';
import type { SqlClient } from '@dtn/platform/db/database';
import { inventoryColumns, toInventoryItem, type InventoryRow } from '../shared/inventory-row';

/** A VIN can be listed more than once (sold, then taken in and listed again): the detail page
 * means the vehicle as it is now, so the unsold listing wins, then the newest. */
export async function inventoryByVin(db: SqlClient, vin: string, now: Date): Promise<InventoryItem | null> {
  const { rows } = await db.query<InventoryRow>(
    `SELECT ${inventoryColumns} FROM rm_inventory WHERE vin = $1
      ORDER BY sold, inventory_date DESC, id LIMIT 1`,
    [vin],
  );
  return rows[0] ? toInventoryItem(rows[0], now) : null;
}

export async function inventoryById(db: SqlClient, id: string, now: Date): Promise<InventoryItem | null> {
  const { rows } = await db.query<InventoryRow>(`SELECT ${inventoryColumns} FROM rm_inventory WHERE id = $1::uuid`, [id]);
  return rows[0] ? toInventoryItem(rows[0], now) : null;
}
