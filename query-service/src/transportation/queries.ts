import { TransportBidStatus } from '@dtn/contracts';
import type { PublicTransportBid } from '@dtn/contracts/routes/offer-queries';
import type { TransportDetails } from '@dtn/contracts/entities/transport';
import type { AuthUser } from '@dtn/platform/auth/auth-user';
import type { SqlClient } from '@dtn/platform/db/database';
import { ForbiddenError, NotFoundError } from '@dtn/platform/errors';
import { kilometresToMiles } from '@dtn/contracts/constants';
import { distanceInMiles, type LatLon } from '@dtn/platform/geo/distance';

interface PublicBidRow {
  make: string;
  model: string;
  distance_km: number;
  status: string;
  expiration_date_time: Date | string;
  bid_amount: string | null;
}

/** Miles shown to people: one decimal is plenty for a transport quote. */
const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/**
 * The vendor's page. Only the job's own columns are selected (no join to the offer, its parties
 * or any address), so nothing else can leak even if the response schema were loosened.
 */
export async function publicTransportBid(db: SqlClient, uid: string): Promise<PublicTransportBid> {
  const { rows } = await db.query<PublicBidRow>(
    `SELECT make, model, distance_km, status, expiration_date_time, bid_amount::text AS bid_amount
       FROM rm_transport_bids WHERE uid = $1`,
    [uid],
  );
  const row = rows[0];
  if (!row) throw new NotFoundError('No such transport bid.');
  return {
    make: row.make,
    model: row.model,
    distance: roundMiles(kilometresToMiles(row.distance_km)),
    status: TransportBidStatus.parse(row.status),
    expirationDateTime: new Date(row.expiration_date_time).toISOString(),
    bidAmount: row.bid_amount == null ? null : Number(row.bid_amount),
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
  const from = await dealershipLocation(db, params.dealershipId);
  const to = await dealershipLocation(db, params.destinationDealershipId);
  return { distance: roundMiles(distanceInMiles(from, to)) };
}

async function dealershipLocation(db: SqlClient, id: string): Promise<LatLon> {
  const { rows } = await db.query<LatLon>('SELECT latitude, longitude FROM rm_dealerships WHERE id = $1', [id]);
  if (!rows[0]) throw new NotFoundError(`Dealership ${id} not found.`);
  return rows[0];
}
