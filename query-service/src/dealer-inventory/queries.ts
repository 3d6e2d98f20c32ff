import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { SqlClient } from '@dtn/platform/db/database';
import { activeDealershipsOf } from '@dtn/projections/read-models/dealerships/queries';
import { emptyRollupFigures, rollupFigures } from '@dtn/projections/read-models/inventory/queries';

/** The dealer group's own stock by age: each active dealership (`dealerGroupId` null = every
 * group's, an Admin outside any group) with its unsold vehicles counted per age bucket and per
 * 15-day band, and their mean price-to-market. */
export async function inventoryRollup(db: SqlClient, scope: { dealerGroupId: string | null }, now: Date): Promise<InventoryRollupRow[]> {
  const dealerships = await activeDealershipsOf(db, scope);
  const figures = await rollupFigures(
    db,
    dealerships.map((d) => d.id),
    now,
  );
  return dealerships.map(({ id, ...address }) => ({ dealershipId: id, ...address, ...(figures.get(id) ?? emptyRollupFigures) }));
}
