/**
 * The trade-in search (spec section 7, "tradein/search") lists only trade-ins, a few percent of
 * the inventory, by dealership: a partial index keeps that lookup off the full table. Idempotent.
 * Read by migrate.ts, which splits scripts on `;` (no semicolons inside statements here).
 */
export const tradeInIndexMigration = `
CREATE INDEX IF NOT EXISTS rm_inventory_trade_ins ON rm_inventory (dealership_id) WHERE trade_in;
`;
