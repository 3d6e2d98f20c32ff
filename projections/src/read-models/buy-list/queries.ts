/**
 * Reads of the buy list read model (rm_buy_list_items).
 *
 *   countBuyListMatches(db, vehicle, sellerGroup)   users who would hear of a spotlighted vehicle
 *   listBuyListItems(db, userId)                    a user's buy list, newest first
 *   findBuyListItem(db, id, userId)                 one of the user's items; null otherwise
 */
import type { BuyListItem } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { haversineMilesSql } from '../../sql/distance';

export interface MatchVehicle extends LatLon {
  make: string;
  model: string;
  year: number;
}

/**
 * How many users would be notified if this vehicle were spotlighted: distinct users of other
 * dealer groups (the seller's own colleagues are never notified) whose buy-list item matches
 * make and model (case-insensitive), covers the year, and whose radius (miles) reaches the
 * vehicle. `sellerDealerGroupId` null (Admin outside any group) excludes nobody.
 */
export async function countBuyListMatches(db: SqlClient, vehicle: MatchVehicle, sellerDealerGroupId: string | null): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(DISTINCT user_id) AS count FROM rm_buy_list_items
      WHERE lower(make) = lower($1) AND lower(model) = lower($2)
        AND start_year <= $3 AND end_year >= $3
        AND dealer_group_id IS DISTINCT FROM $4::uuid
        AND ${haversineMilesSql('latitude', 'longitude', '$5', '$6')} <= search_radius`,
    [vehicle.make, vehicle.model, vehicle.year, sellerDealerGroupId, vehicle.latitude, vehicle.longitude],
  );
  return Number(rows[0]?.count ?? 0);
}

interface BuyListItemRow {
  id: string;
  user_id: string;
  make: string;
  model: string;
  start_year: number;
  end_year: number;
  search_radius: number;
  retail_ready_only: boolean;
  trade_in: boolean;
  latitude: number;
  longitude: number;
}

const itemColumns = `id::text, user_id::text, make, model, start_year, end_year, search_radius, retail_ready_only, trade_in,
  latitude, longitude`;

const toItem = (r: BuyListItemRow): BuyListItem => ({
  autoOffer: null,
  id: r.id,
  userId: r.user_id,
  make: r.make,
  model: r.model,
  startYear: r.start_year,
  endYear: r.end_year,
  searchRadius: r.search_radius,
  retailReadyOnly: r.retail_ready_only,
  tradeIn: r.trade_in,
  latitude: r.latitude,
  longitude: r.longitude,
});

/** The user's buy list, newest first. */
export async function listBuyListItems(db: SqlClient, userId: string): Promise<BuyListItem[]> {
  const { rows } = await db.query<BuyListItemRow>(
    `SELECT ${itemColumns} FROM rm_buy_list_items WHERE user_id = $1 ORDER BY added_at DESC, id`,
    [userId],
  );
  return rows.map(toItem);
}

/** One of the user's items; anyone else's is as unknown as a missing one. */
export async function findBuyListItem(db: SqlClient, id: string, userId: string): Promise<BuyListItem | null> {
  const { rows } = await db.query<BuyListItemRow>(`SELECT ${itemColumns} FROM rm_buy_list_items WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? toItem(rows[0]) : null;
}
