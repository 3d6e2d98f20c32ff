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
import { selectInto } from '../../sql/select';

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

/** The order's terms as placed (StandingOrderPlaced without its ids). */
type OrderTerms = Omit<z.infer<typeof StandingOrderPlaced>['data'], 'id' | 'userId'>;

/** What the order offered on its last day of offers; null before its first offer. */
const LAST_DAY = `CASE WHEN order_day IS NOT NULL
  THEN json_build_object('day', order_day, 'units', order_day_units, 'dollars', order_day_dollars) END`;

/** The order as stored, before `now` is applied (asOf): its status without expiry, and what asOf
 * needs to tell today's offers. */
type StoredOrder = Omit<AutoOffer, 'today'> & { timeZone: string; lastDay: OrderDay | null };

/** A BuyListItem as read: its order not yet seen at a time. */
type BuyListItemRow = Omit<BuyListItem, 'autoOffer'> & { autoOffer: StoredOrder | null };

/** Each field of BuyListItem from its rm_buy_list_items column; autoOffer is the order's terms
 * with its state beside them (no order: null). */
const ITEM_FIELDS = selectInto<BuyListItemRow>({
  autoOffer: `CASE WHEN standing_order IS NOT NULL AND order_status IS NOT NULL
    THEN standing_order || jsonb_build_object('paused', order_status = 'paused', 'status', order_status,
      'pausedReason', order_paused_reason, 'offersMade', order_offers_made, 'lastDay', ${LAST_DAY}) END`,
  id: 'id::text',
  userId: 'user_id::text',
  make: 'make',
  model: 'model',
  startYear: 'start_year',
  endYear: 'end_year',
  searchRadius: 'search_radius',
  retailReadyOnly: 'retail_ready_only',
  tradeIn: 'trade_in',
  latitude: 'latitude',
  longitude: 'longitude',
});

/** The item as its owner reads it at `now`, the one step after the read because both depend on
 * it: the order is expired once `endsAt` has passed (unless ended first), and `today` holds what
 * it offered on its last day of offers when that day is today in the order's own time zone
 * (dayIn, by which the offers were counted). */
const asOf =
  (now: Date) =>
  ({ autoOffer, ...item }: BuyListItemRow): BuyListItem => {
    if (!autoOffer) return { autoOffer: null, ...item };
    const { timeZone, lastDay, ...order } = autoOffer;
    const expired = order.status !== 'ended' && new Date(order.endsAt).getTime() <= now.getTime();
    const today =
      lastDay && lastDay.day === dayIn(now, timeZone) ? { units: lastDay.units, dollars: lastDay.dollars } : { units: 0, dollars: 0 };
    return { autoOffer: { ...order, status: expired ? 'expired' : order.status, today }, ...item };
  };

/** The user's buy list, newest first. */
export async function listBuyListItems(db: SqlClient, userId: string, now: Date): Promise<BuyListItem[]> {
  const { rows } = await db.query<BuyListItemRow>(
    `SELECT ${ITEM_FIELDS} FROM rm_buy_list_items WHERE user_id = $1 ORDER BY added_at DESC, id`,
    [userId],
  );
  return rows.map(asOf(now));
}

/** One of the user's items; anyone else's is as unknown as a missing one. */
export async function findBuyListItem(db: SqlClient, id: string, userId: string, now: Date): Promise<BuyListItem | null> {
  const { rows } = await db.query<BuyListItemRow>(`SELECT ${ITEM_FIELDS} FROM rm_buy_list_items WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? asOf(now)(rows[0]) : null;
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

/** Each field of StandingOrderCandidate from its rm_buy_list_items column. */
const CANDIDATE_FIELDS = selectInto<StandingOrderCandidate>({
  id: 'id::text',
  userId: 'user_id::text',
  dealerGroupId: 'dealer_group_id::text',
  make: 'make',
  model: 'model',
  startYear: 'start_year',
  endYear: 'end_year',
  searchRadius: 'search_radius',
  latitude: 'latitude',
  longitude: 'longitude',
  // Only active orders are candidates, and an active order has its terms.
  terms: 'standing_order',
  lastDay: LAST_DAY,
});

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
  const { rows } = await db.query<StandingOrderCandidate>(
    `SELECT ${CANDIDATE_FIELDS} FROM rm_buy_list_items
      WHERE order_status = 'active' AND lower(make) = lower($1) AND lower(model) = lower($2)
        AND min_latitude <= $4 AND max_latitude >= $4 AND min_longitude <= $5 AND max_longitude >= $5
        AND start_year <= $3 AND end_year >= $3 AND order_ends_at > $7
        AND dealer_group_id IS DISTINCT FROM $6::uuid`,
    [vehicle.make, vehicle.model, vehicle.year, vehicle.latitude, vehicle.longitude, vehicle.dealerGroupId, now.toISOString()],
  );
  return rows;
}
