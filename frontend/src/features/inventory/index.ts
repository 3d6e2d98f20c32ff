/** The inventory screens: marketplace, trade-ins, rollup, listing, spotlighted, detail. */
export const inventoryReducers = {};
export function* inventorySaga(): Generator {
  // filled in by the inventory work
}
