/**
 * READ MODELS the inventory commands consult, through the read models' query functions.
 *
 *   liveVinsElsewhereIn(db): LiveVinsElsewhere   who lists a VIN live at another dealership
 *
 * See ./vin-owners for the rule it serves (one live listing per VIN).
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { activeDealershipIds } from '@dtn/projections/read-models/dealerships/queries';
import { liveListingsOf } from '@dtn/projections/read-models/inventory/queries';

/** VIN -> name of the other dealership where it is live, for the VINs that are. */
export type LiveVinsElsewhere = (dealershipId: string, vins: readonly string[]) => Promise<Map<string, string>>;

/** Live = unsold at an active dealership; of several, the one listed longest. */
export const liveVinsElsewhereIn =
  (db: SqlClient): LiveVinsElsewhere =>
  async (dealershipId, vins) => {
    const listings = await liveListingsOf(db, vins, dealershipId);
    const active = await activeDealershipIds(
      db,
      listings.map((listing) => listing.dealershipId),
    );
    const owners = new Map<string, string>();
    for (const listing of listings) {
      if (active.has(listing.dealershipId) && !owners.has(listing.vin)) owners.set(listing.vin, listing.dealershipName);
    }
    return owners;
  };
