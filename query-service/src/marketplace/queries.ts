import { kilometresToMiles } from '@dtn/contracts/constants';
import type { MarketplaceFilters, MarketplaceItem, TradeInFilters } from '@dtn/contracts/entities/marketplace';
import type { Paged } from '@dtn/contracts/paging';
import type { DistanceUnit } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { LatLon } from '@dtn/platform/geo/distance';
import { nearbyDealershipIdsSql } from '@dtn/projections/read-models/dealerships/queries';
import { marketplacePage, tradeInPage, type PageRequest } from '@dtn/projections/read-models/inventory/marketplace';
import { supplyWithin } from '../market/figures';

/** Who is searching: their coordinates centre the radius; their own group's stock is excluded. */
export interface Searcher extends LatLon {
  dealerGroupId: string | null;
}

export const radiusInMiles = (radius: number, unit: DistanceUnit): number => (unit === 'KILOMETERS' ? kilometresToMiles(radius) : radius);

/** The radius is resolved to dealerships (a few thousand at most) inside the search's one
 * statement, then their vehicles are searched by dealership id: the inventory copies what a card
 * shows, so it never joins. The page's market figures come with its rows. */
export async function searchMarketplace(
  db: SqlClient,
  searcher: Searcher,
  filters: MarketplaceFilters,
  paging: PageRequest,
  now: Date,
): Promise<Paged<MarketplaceItem>> {
  const miles = radiusInMiles(filters.searchRadius, filters.distanceUnit);
  return marketplacePage(
    db,
    (where) => nearbyDealershipIdsSql(where, searcher, miles, searcher.dealerGroupId),
    filters,
    paging,
    now,
    supplyWithin(searcher, miles), // days' supply: every group's listings, the searcher's own too
  );
}

export async function searchTradeIns(
  db: SqlClient,
  searcher: Searcher,
  filters: TradeInFilters,
  paging: PageRequest,
  now: Date,
): Promise<Paged<MarketplaceItem>> {
  const miles = radiusInMiles(filters.searchRadius, filters.distanceUnit);
  return tradeInPage(
    db,
    (where) => nearbyDealershipIdsSql(where, searcher, miles, searcher.dealerGroupId),
    paging,
    now,
    supplyWithin(searcher, miles), // days' supply: every group's listings, the searcher's own too
  );
}
