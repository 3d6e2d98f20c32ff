import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { NotFoundError } from '@dtn/platform/errors';
import { dealershipLocation } from '@dtn/projections/read-models/dealerships/queries';
import { offerIdsOnVehicle } from '@dtn/projections/read-models/offers/queries';
import { transportBidRef } from '@dtn/projections/read-models/transport-bids/queries';
import { vendorsWithin } from '@dtn/projections/read-models/transport-vendors/queries';
import { dealershipIdsOfUser } from '@dtn/projections/read-models/users/queries';

/**
 * READ MODELS the offer commands consult, through the read models' query functions: the few
 * facts no stream can answer, namely what sits where (vendors within a radius, dealership
 * coordinates), a buyer's dealerships, which offer a transport bid belongs to, and which offers
 * are on a vehicle (the sale reactor).
 */
export function offerReadModels(db: SqlClient) {
  return {
    dealershipIdsOf: (userId: string): Promise<string[]> => dealershipIdsOfUser(db, userId),

    async locationOf(dealershipId: string): Promise<LatLon> {
      const location = await dealershipLocation(db, dealershipId);
      if (!location) throw new NotFoundError(`Dealership ${dealershipId} was not found.`);
      return location;
    },

    /** Vendors within `miles` of `center` (haversine), nearest first, with their distance. */
    vendorsWithin: (center: LatLon, miles: number): Promise<{ id: string; name: string; email: string; miles: number }[]> =>
      vendorsWithin(db, center, miles),

    async transportBid(by: { uid: string } | { id: string }): Promise<{ id: string; offerId: string }> {
      const bid = await transportBidRef(db, by);
      if (!bid) throw new NotFoundError('The transport bid was not found.');
      return bid;
    },

    offerIdsOn: (inventoryId: string): Promise<string[]> => offerIdsOnVehicle(db, inventoryId),
  };
}

export type OfferReadModels = ReturnType<typeof offerReadModels>;
