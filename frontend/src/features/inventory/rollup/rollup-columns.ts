import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import { ageColumns, bandColumns, type AgeView, type RollupColumn, type TextField } from './rollup-sort';

/**
 * The rollup table's columns in each age view. The spec's view shows the dealership's whole
 * address and its five buckets; the finer view keeps the name and city beside its nine bands,
 * so the table still fits a laptop's width.
 */
export const textColumns: Record<AgeView, readonly { column: TextField; labelKey: string }[]> = {
  buckets: [
    { column: 'name', labelKey: 'inventory.rollup.dealership' },
    { column: 'address1', labelKey: 'inventory.rollup.address' },
    { column: 'city', labelKey: 'inventory.rollup.city' },
    { column: 'state', labelKey: 'inventory.rollup.state' },
    { column: 'postalCode', labelKey: 'inventory.rollup.postal-code' },
  ],
  bands: [
    { column: 'name', labelKey: 'inventory.rollup.dealership' },
    { column: 'city', labelKey: 'inventory.rollup.city' },
  ],
};

/** An age column: its sort key, the listing's age id, its header's and its full label's keys, and
 * the row's count. */
export interface AgeColumn {
  column: RollupColumn;
  age: string;
  headerKey: string;
  labelKey: string;
  count: (row: InventoryRollupRow) => number;
}

export const ageViews: Record<AgeView, readonly AgeColumn[]> = {
  buckets: ageColumns.map(({ bucket, field }) => ({
    column: field,
    age: bucket,
    headerKey: `inventory.age.${bucket}`,
    labelKey: `inventory.age.${bucket}`,
    count: (row) => row[field],
  })),
  bands: bandColumns.map((band) => ({
    column: band,
    age: band,
    headerKey: `market.band-short.${band}`,
    labelKey: `market.band.${band}`,
    count: (row) => row.bandCounts[band],
  })),
};

/** Whether a column is shown in `view` (a sort by a column the view hides is dropped with it). */
export const shownIn = (view: AgeView, column: RollupColumn): boolean =>
  column === 'averagePriceToMarket' ||
  textColumns[view].some((each) => each.column === column) ||
  ageViews[view].some((each) => each.column === column);
