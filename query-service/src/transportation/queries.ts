import type { PublicTransportBid } from '@dtn/contracts/routes/offer-queries';
import type { TransportDetails } from '@dtn/contracts/entities/transport';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { kilometresToMiles } from '@dtn/contracts/constants';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { dealershipLocations } from '@dtn/projections/read-models/dealerships/queries';
import { dealershipsListing } from '@dtn/projections/read-models/inventory/queries';
import { dealershipNotFound, seesEveryGroup } from '../shared/group-access';
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

/**
 * The wizard's transport step: miles between the vehicle's dealership and the destination, from
 * the dealerships' coordinates. The path names the user; it must be the caller. A dealership the
 * caller may not see is told as an unknown one: the destination is one of the caller's group's
 * (where the buyer takes the vehicle), the start is the caller's group's or one where a vehicle
 * is listed (the vehicle's page shows it). Both reads run whatever the ids, so another group's
 * dealership costs what an unknown one costs.
 */
export async function transportDistance(
  db: SqlClient,
  user: AuthUser,
  params: { userId: string; dealershipId: string; destinationDealershipId: string },
): Promise<TransportDetails> {
  if (params.userId !== user.id) throw new ForbiddenError('Transport details are asked for oneself only.');
  const { dealershipId, destinationDealershipId } = params;
  const [places, listing] = await Promise.all([
    dealershipLocations(db, [dealershipId, destinationDealershipId]),
    dealershipsListing(db, [dealershipId]),
  ]);
  const from = places.get(dealershipId);
  const to = places.get(destinationDealershipId);
  const fromShown = from && (listing.has(dealershipId) || ownsGroup(user, from));
  if (!from || !to || !fromShown || !ownsGroup(user, to)) throw new NotFoundError(dealershipNotFound);
  return { distance: roundMiles(distanceInMiles(from, to)) };
}

const ownsGroup = (user: AuthUser, { dealerGroupId }: { dealerGroupId: string }): boolean =>
  seesEveryGroup(user) || dealerGroupId === user.dealerGroupId;
