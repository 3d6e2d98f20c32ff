import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { haversineMilesSql } from '../shared/nearby-dealerships';

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
export async function countBuyListMatches(
  db: SqlClient,
  vehicle: MatchVehicle,
  sellerDealerGroupId: string | null,
): Promise<number> {
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
