/**
 * GET /api/buylist/query/standing-orders (issue 35): before listing or repricing, a seller sees
 * how many standing orders of other dealer groups would make an instant offer on the vehicle and
 * at which amounts, highest first, naming nobody. The same rules as the orders' decider
 * (contracts' domain/standing-order): the match, the amount, today's caps in each order's zone.
 */
import type { StandingOrderReach, StandingOrderReachQuery } from '@dtn/contracts/routes/buy-list';
import { dayIn, fitsCaps, orderMatches, standingOfferAmount } from '@dtn/contracts/domain/standing-order';
import type { SqlClient } from '@dtn/platform/db/database';
import { NotFoundError } from '@dtn/platform/errors';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { standingOrderCandidates } from '@dtn/projections/read-models/buy-list/queries';
import { dealershipLocations } from '@dtn/projections/read-models/dealerships/queries';
import { cohortKeyOf } from '@dtn/projections/read-models/inventory/cohort';
import { cohortFigures, forVehicle } from '@dtn/projections/read-models/market/network-value';
import { cohortSalesOf } from '@dtn/projections/read-models/market/queries';

export async function standingOrderReach(
  db: SqlClient,
  query: StandingOrderReachQuery,
  callerGroupId: string | null,
  now: Date,
): Promise<StandingOrderReach> {
  const place = (await dealershipLocations(db, [query.dealershipId])).get(query.dealershipId);
  // Another group's dealership is as unknown as a missing one.
  if (!place || place.dealerGroupId !== callerGroupId) throw new NotFoundError('The dealership was not found.');
  const { make, model, year } = query;
  const mileage = query.mileage ?? null;
  const [orders, sales] = await Promise.all([
    standingOrderCandidates(
      db,
      { make, model, year, latitude: place.latitude, longitude: place.longitude, dealerGroupId: callerGroupId },
      now,
    ),
    cohortSalesOf(db, cohortKeyOf({ year, make, model }), now),
  ]);
  const value = forVehicle(cohortFigures(sales, now), mileage).value;
  const vehicle = { year, make, model, trim: query.trim ?? '', listingType: query.listingType ?? null, mileage };
  const prices: number[] = [];
  for (const order of orders) {
    const { terms } = order;
    if (!orderMatches({ ...order, ...terms }, { ...vehicle, milesAway: distanceInMiles(order, place) })) continue;
    // No price given yet: what each order would pay at most.
    const amount = standingOfferAmount(terms, { listPrice: query.listPrice ?? terms.maxPrice, value });
    if (amount !== null && fitsCaps(terms, order.lastDay, dayIn(now, terms.timeZone), amount)) prices.push(amount);
  }
  prices.sort((a, b) => b - a);
  return { count: prices.length, prices };
}
