import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { standingOrderCandidates } from '@dtn/projections/read-models/buy-list/queries';
import { dealershipLocation } from '@dtn/projections/read-models/dealerships/queries';
import { unsoldVehicleIdsAt } from '@dtn/projections/read-models/inventory/queries';
import { cohortKeyOf } from '@dtn/projections/read-models/inventory/cohort';
import { cohortFigures, forVehicle } from '@dtn/projections/read-models/market/network-value';
import { cohortSalesOf } from '@dtn/projections/read-models/market/queries';

/**
 * READ MODELS the standing orders consult: where a dealership is, a cohort's network value at a
 * moment (its sales then, the market's own figures), the orders that may bid on a vehicle and the
 * vehicles a dealership has on sale (the reactor's candidates).
 */
export function standingOrderReadModels(db: SqlClient) {
  return {
    locationOf: (dealershipId: string): Promise<LatLon | null> => dealershipLocation(db, dealershipId),

    /** The network value of a vehicle of the cohort at `mileage`, as of `at`: null when too few sales. */
    async valueAt(vehicle: { year: number; make: string; model: string }, mileage: number | null, at: Date): Promise<number | null> {
      const sales = await cohortSalesOf(db, cohortKeyOf(vehicle), at);
      return forVehicle(cohortFigures(sales, at), mileage).value;
    },

    candidateOrderIds: async (vehicle: Parameters<typeof standingOrderCandidates>[1], now: Date): Promise<string[]> =>
      (await standingOrderCandidates(db, vehicle, now)).map((order) => order.id),

    vehiclesOnSaleAt: (dealershipId: string): Promise<string[]> => unsoldVehicleIdsAt(db, dealershipId),
  };
}

export type StandingOrderReadModels = ReturnType<typeof standingOrderReadModels>;
