/**
 * Reads of the buy list read model (rm_buy_list_items).
 *
 *   countBuyListMatches(db, vehicle, sellerGroup)   users who would hear of a spotlighted vehicle
 *   listBuyListItems(db, userId, now)               a user's buy list, newest first
 *   findBuyListItem(db, id, userId, now)            one of the user's items; null otherwise
 *   standingOrderCandidates(db, vehicle, now)       active orders of other groups that may bid on it
 * (`now`: whether an order has expired, and its day for today's offers.)
 */
import type { AutoOffer, BuyListItem, StandingOrderPlaced } from '@dtn/contracts';
import { dayIn, type OrderDay } from '@dtn/contracts/domain/standing-order';
import type { z } from 'zod';
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
  standing_order: OrderTerms | null;
  order_status: 'active' | 'paused' | 'ended' | null;
  order_paused_reason: AutoOffer['pausedReason'];
  order_offers_made: number;
  order_day: string | null;
  order_day_units: number;
  order_day_dollars: string;
}

/** The order's terms as placed (StandingOrderPlaced without its ids). */
type OrderTerms = Omit<z.infer<typeof StandingOrderPlaced>['data'], 'id' | 'userId'>;

const itemColumns = `id::text, user_id::text, make, model, start_year, end_year, search_radius, retail_ready_only, trade_in,
  latitude, longitude, standing_order, order_status, order_paused_reason, order_offers_made, order_day, order_day_units,
  order_day_dollars::text`;

const lastDayOf = (r: BuyListItemRow): OrderDay | null =>
  r.order_day === null ? null : { day: r.order_day, units: r.order_day_units, dollars: Number(r.order_day_dollars) };

/** The order as its owner reads it: expired once `endsAt` has passed (unless ended first), and
 * what it offered today in its own time zone. */
function autoOfferOf(r: BuyListItemRow, now: Date): AutoOffer | null {
  const terms = r.standing_order;
  if (!terms || !r.order_status) return null;
  const { timeZone, ...shown } = terms;
  const expired = r.order_status !== 'ended' && new Date(terms.endsAt).getTime() <= now.getTime();
  const last = lastDayOf(r);
  const today = last && last.day === dayIn(now, timeZone) ? { units: last.units, dollars: last.dollars } : { units: 0, dollars: 0 };
  return {
    ...shown,
    paused: r.order_status === 'paused',
    status: expired ? 'expired' : r.order_status,
    pausedReason: r.order_paused_reason,
    offersMade: r.order_offers_made,
    today,
  };
}

const toItem = (r: BuyListItemRow, now: Date): BuyListItem => ({
  autoOffer: autoOfferOf(r, now),
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
export async function listBuyListItems(db: SqlClient, userId: string, now: Date): Promise<BuyListItem[]> {
  const { rows } = await db.query<BuyListItemRow>(
    `SELECT ${itemColumns} FROM rm_buy_list_items WHERE user_id = $1 ORDER BY added_at DESC, id`,
    [userId],
  );
  return rows.map((r) => toItem(r, now));
}

/** One of the user's items; anyone else's is as unknown as a missing one. */
export async function findBuyListItem(db: SqlClient, id: string, userId: string, now: Date): Promise<BuyListItem | null> {
  const { rows } = await db.query<BuyListItemRow>(`SELECT ${itemColumns} FROM rm_buy_list_items WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? toItem(rows[0], now) : null;
}

/** An active order that may bid on a vehicle, with what deciding it takes. */
export interface StandingOrderCandidate {
  id: string;
  userId: string;
  dealerGroupId: string | null;
  make: string;
  model: string;
  startYear: number;
  endYear: number;
  searchRadius: number;
  latitude: number;
  longitude: number;
  terms: OrderTerms;
  lastDay: OrderDay | null;
}

/**
 * Active, unexpired orders of other dealer groups whose make, model and years cover the vehicle
 * and whose radius box holds its dealership: an index range scan (rm_buy_list_items_standing),
 * the exact distance, trims, mileage, listing types and caps being the caller's (contracts'
 * domain/standing-order) to check.
 */
export async function standingOrderCandidates(
  db: SqlClient,
  vehicle: MatchVehicle & { dealerGroupId: string | null },
  now: Date,
): Promise<StandingOrderCandidate[]> {
  const { rows } = await db.query<BuyListItemRow & { dealer_group_id: string | null }>(
    `SELECT ${itemColumns}, dealer_group_id::text FROM rm_buy_list_items
      WHERE order_status = 'active' AND lower(make) = lower($1) AND lower(model) = lower($2)
        AND min_latitude <= $4 AND max_latitude >= $4 AND min_longitude <= $5 AND max_longitude >= $5
        AND start_year <= $3 AND end_year >= $3 AND order_ends_at > $7
        AND dealer_group_id IS DISTINCT FROM $6::uuid`,
    [vehicle.make, vehicle.model, vehicle.year, vehicle.latitude, vehicle.longitude, vehicle.dealerGroupId, now.toISOString()],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    dealerGroupId: r.dealer_group_id,
    make: r.make,
    model: r.model,
    startYear: r.start_year,
    endYear: r.end_year,
    searchRadius: r.search_radius,
    latitude: r.latitude,
    longitude: r.longitude,
    terms: r.standing_order!,
    lastDay: lastDayOf(r),
  }));
}
