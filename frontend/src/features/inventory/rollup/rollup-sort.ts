import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { AgeBand, AgeBucket } from '@dtn/contracts/enums';

export type CountField =
  'thirtyDaysOldCount' | 'sixtyDaysOldCount' | 'ninetyDaysOldCount' | 'oneTwentyDaysOldCount' | 'overOneTwentyDaysOldCount';

/** The age buckets in column order, with the rollup field each counts (spec section 3). */
export const ageColumns: readonly { bucket: AgeBucket; field: CountField }[] = [
  { bucket: 'ThirtyDaysOrLess', field: 'thirtyDaysOldCount' },
  { bucket: 'ThirtyToSixtyDays', field: 'sixtyDaysOldCount' },
  { bucket: 'SixtyToNinetyDays', field: 'ninetyDaysOldCount' },
  { bucket: 'NinetyToOneTwentyDays', field: 'oneTwentyDaysOldCount' },
  { bucket: 'OverOneTwentyDays', field: 'overOneTwentyDaysOldCount' },
];

/** The finer view's 15-day bands, in column order (contracts' ageBandDays). */
export const bandColumns: readonly AgeBand[] = ['0-15', '16-30', '31-45', '46-60', '61-75', '76-90', '91-105', '106-120', 'over-120'];

/** Which age columns the table shows: the spec's 30-day buckets or the 15-day bands. */
export type AgeView = 'buckets' | 'bands';

export type TextField = 'name' | 'address1' | 'city' | 'state' | 'postalCode';
export type RollupColumn = TextField | CountField | AgeBand | 'averagePriceToMarket';
type Direction = 'asc' | 'desc';

export interface RollupSort {
  column: RollupColumn;
  direction: Direction;
}

const countFields: readonly string[] = ageColumns.map((column) => column.field);
const bands: readonly string[] = bandColumns;
const isCount = (column: RollupColumn): column is CountField => countFields.includes(column);
const isBand = (column: RollupColumn): column is AgeBand => bands.includes(column);
const isText = (column: RollupColumn): column is TextField => !isCount(column) && !isBand(column) && column !== 'averagePriceToMarket';

/** A numeric column's figure in a row (null: a dealership without a price-to-market). */
function figureOf(row: InventoryRollupRow, column: Exclude<RollupColumn, TextField>): number | null {
  if (isCount(column)) return row[column];
  if (isBand(column)) return row.bandCounts[column];
  return row.averagePriceToMarket;
}

/** A click on a column header: a new numeric column sorts descending first, a new text column
 * ascending; a click on the current column toggles (spec section 2). */
export function nextSort(current: RollupSort | null, column: RollupColumn): RollupSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: isText(column) ? 'asc' : 'desc' };
}

/** Rows in the sort's order, then by name; a dealership without a price-to-market sorts last
 * either way (no figure is neither high nor low). */
export function sortRows(rows: readonly InventoryRollupRow[], sort: RollupSort | null): InventoryRollupRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { column } = sort;
  return [...rows].sort((a, b) => {
    let order: number;
    if (isText(column)) order = sign * a[column].localeCompare(b[column], 'en', { sensitivity: 'base', numeric: true });
    else {
      const [x, y] = [figureOf(a, column), figureOf(b, column)];
      if (x === null || y === null) order = x === y ? 0 : x === null ? 1 : -1;
      else order = sign * (x - y);
    }
    return order || a.name.localeCompare(b.name);
  });
}
