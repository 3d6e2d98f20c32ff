import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { uuidV5 } from '@dtn/platform/commands/ids';
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
/** The offer no transport bid belongs to (uuid v5 of a name no offer id is made of). */
const noOffer = uuidV5('offer:none');

export function offerReadModels(db: SqlClient) {
  return {
    dealershipIdsOf: (userId: string): Promise<string[]> => dealershipIdsOfUser(db, userId),

    /** Where a dealership is: its coordinates, and its state (for its time zone). */
    async locationOf(dealershipId: string): Promise<LatLon & { state: string }> {
      const location = await dealershipLocation(db, dealershipId);
      if (!location) throw new NotFoundError('The dealership was not found.');
      return location;
    },

    /** Vendors within `miles` of `center` (haversine), nearest first, with their distance. */
    vendorsWithin: (center: LatLon, miles: number): Promise<{ id: string; name: string; email: string; miles: number }[]> =>
      vendorsWithin(db, center, miles),

    /** An unknown bid names an offer that has no stream: its command reads that empty stream and
     * is refused with the words (transportBidNotFound) and the reads that a bid of someone
     * else's offer gets, so neither answer tells the other apart. */
    async transportBid(by: { uid: string } | { id: string }): Promise<{ id: string; offerId: string }> {
      const bid = await transportBidRef(db, by);
      return bid ?? { id: 'id' in by ? by.id : noOffer, offerId: noOffer };
    },

    offerIdsOn: (inventoryId: string): Promise<string[]> => offerIdsOnVehicle(db, inventoryId),
  };
}

export type OfferReadModels = ReturnType<typeof offerReadModels>;
