import type { PublicTransportBid } from '@dtn/contracts/routes/offer-queries';
import type { TransportDetails } from '@dtn/contracts/entities/transport';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { kilometresToMiles } from '@dtn/contracts/constants';
import { distanceInMiles, type LatLon } from '@dtn/platform/geo/distance';
import { dealershipLocation } from '@dtn/projections/read-models/dealerships/queries';
import { bidByUid } from '@dtn/projections/read-models/transport-bids/queries';

/** Miles shown to people: one decimal is plenty for a transport quote. */
const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/** The vendor's page: the job alone (bidByUid reads no offer, party or address). */
export async function publicTransportBid(db: SqlClient, uid: string): Promise<PublicTransportBid> {
  const bid = await bidByUid(db, uid);
  if (!bid) throw new NotFoundError('No such transport bid.');
  return {
    make: bid.make,
    model: bid.model,
    distance: roundMiles(kilometresToMiles(bid.distanceKm)),
    status: bid.status,
    expirationDateTime: bid.expirationDateTime,
    bidAmount: bid.bidAmount,
  };
}

/** The wizard's transport step: miles between the vehicle's dealership and the destination,
 * from the dealerships' coordinates. The path names the user; it must be the caller. */
export async function transportDistance(
  db: SqlClient,
  user: AuthUser,
  params: { userId: string; dealershipId: string; destinationDealershipId: string },
): Promise<TransportDetails> {
  if (params.userId !== user.id) throw new ForbiddenError('Transport details are asked for oneself only.');
  const from = await located(db, params.dealershipId);
  const to = await located(db, params.destinationDealershipId);
  return { distance: roundMiles(distanceInMiles(from, to)) };
}

async function located(db: SqlClient, id: string): Promise<LatLon> {
  const location = await dealershipLocation(db, id);
  if (!location) throw new NotFoundError(`Dealership ${id} not found.`);
  return location;
}
