import { daysInInventory, inventoryDataKeys, type InventoryData, type InventoryItem } from '@dtn/contracts/entities/inventory';
import { ListingType } from '@dtn/contracts';
import { unknownMarket } from '@dtn/contracts/entities/market';

/** The rm_inventory columns an InventoryItem is made of (list price lives in `data`). */
export const inventoryColumns = `id, vin, stock_number, year, make, model, trim, listing_type, images, spotlight,
  sold, trade_in, post_id, dealership_id, dealer_group_id, dealership_name, dealership_city, dealership_state,
  inventory_date, data, buy_now_price, buy_now_version`;

export interface InventoryRow {
  id: string;
  vin: string;
  stock_number: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  listing_type: string;
  images: unknown;
  spotlight: boolean;
  sold: boolean;
  trade_in: boolean;
  post_id: string | null;
  dealership_id: string;
  dealer_group_id: string;
  dealership_name: string;
  dealership_city: string;
  dealership_state: string;
  inventory_date: Date | string;
  data: unknown;
  /** numeric(12,2): pg answers it as text. */
  buy_now_price: string | null;
  buy_now_version: number;
}

export function toInventoryItem(row: InventoryRow, now: Date): InventoryItem {
  const inventoryDate = new Date(row.inventory_date);
  const days = daysInInventory(inventoryDate, now);
  return {
    id: row.id,
    vin: row.vin,
    stockNumber: row.stock_number,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    // A feed value outside NEW/USED would break the response schema; USED is the safe reading.
    listingType: ListingType.safeParse(row.listing_type).data ?? 'USED',
    images: stringArray(row.images),
    spotlight: row.spotlight,
    sold: row.sold,
    tradeIn: row.trade_in,
    postId: row.post_id,
    dealershipId: row.dealership_id,
    dealerGroupId: row.dealer_group_id,
    dealershipInfo: { name: row.dealership_name, city: row.dealership_city, state: row.dealership_state },
    inventoryDate: inventoryDate.toISOString(),
    data: inventoryData(row.data),
    daysInInventory: days,
    ...buyNowOf(row),
    market: unknownMarket(days),
  };
}

/** The Buy Now price (cents in numeric(12,2), so the text reads back as the exact amount) and its version. */
export function buyNowOf(
  row: Pick<InventoryRow, 'buy_now_price' | 'buy_now_version'>,
): Pick<InventoryItem, 'buyNowPrice' | 'buyNowVersion'> {
  return { buyNowPrice: row.buy_now_price === null ? null : Number(row.buy_now_price), buyNowVersion: row.buy_now_version };
}

/** Only the spec's data keys with text values: feeds put anything in the jsonb. */
function inventoryData(value: unknown): InventoryData {
  const data: InventoryData = {};
  if (typeof value !== 'object' || value === null) return data;
  const source = value as Record<string, unknown>;
  for (const key of inventoryDataKeys) {
    const text = source[key];
    if (typeof text === 'string') data[key] = text;
    else if (typeof text === 'number') data[key] = String(text);
  }
  return data;
}

export function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
