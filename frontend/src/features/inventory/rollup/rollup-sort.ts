import type { InventoryRollupRow } from '@dtn/contracts/entities/inventory';
import type { AgeBucket } from '@dtn/contracts/enums';

/** The age buckets in column order, with the rollup field each counts (spec section 3). */
export const ageColumns: readonly { bucket: AgeBucket; field: CountField }[] = [
  { bucket: 'ThirtyDaysOrLess', field: 'thirtyDaysOldCount' },
  { bucket: 'ThirtyToSixtyDays', field: 'sixtyDaysOldCount' },
  { bucket: 'SixtyToNinetyDays', field: 'ninetyDaysOldCount' },
  { bucket: 'NinetyToOneTwentyDays', field: 'oneTwentyDaysOldCount' },
  { bucket: 'OverOneTwentyDays', field: 'overOneTwentyDaysOldCount' },
];

export type CountField =
  'thirtyDaysOldCount' | 'sixtyDaysOldCount' | 'ninetyDaysOldCount' | 'oneTwentyDaysOldCount' | 'overOneTwentyDaysOldCount';
type TextField = 'name' | 'address1' | 'city' | 'state' | 'postalCode';
export type RollupColumn = TextField | CountField;
type Direction = 'asc' | 'desc';
export interface RollupSort {
  column: RollupColumn;
  direction: Direction;
}

const countFields: readonly string[] = ageColumns.map((column) => column.field);
const isCountColumn = (column: RollupColumn): column is CountField => countFields.includes(column);

/** A click on a column header: a new numeric column sorts descending first, a new text column
 * ascending; a click on the current column toggles (spec section 2). */
export function nextSort(current: RollupSort | null, column: RollupColumn): RollupSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: isCountColumn(column) ? 'desc' : 'asc' };
}

export function sortRows(rows: readonly InventoryRollupRow[], sort: RollupSort | null): InventoryRollupRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { column } = sort;
  return [...rows].sort((a, b) => {
    const order = isCountColumn(column)
      ? a[column] - b[column]
      : a[column].localeCompare(b[column], 'en', { sensitivity: 'base', numeric: true });
    return sign * order || a.name.localeCompare(b.name);
  });
}
