/**
 * The aging digest's candidates (issue "Know the market"): a dealership's unsold vehicles whose
 * days in inventory reached one of its thresholds in a window, with their list price and
 * price-to-market as the read models hold them (a cohort value that still holds at the window's end). The digest's decider (command side) decides again which threshold each
 * crossed; this read only keeps the others off the wire.
 *
 *   agingCrossings(db, {dealershipId, thresholds, since, asOf})
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { cohortValueJoin, priceToMarketSql } from '../market/sql';

export interface AgingCrossing {
  inventoryId: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  inventoryDate: string;
  listPrice: number | null;
  priceToMarket: number | null;
}

interface CrossingRow {
  id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  inventory_date: Date;
  list_price: string | null;
  price_to_market: string | null;
}

const amount = (text: string | null) => (text === null ? null : Number(text));

/**
 * A vehicle listed at d reaches T days at d + T days: it crossed in (since, asOf] when
 * since - T days < d <= asOf - T days for some threshold T. The outer bounds (the largest and the
 * smallest T) let the (dealership_id, inventory_date) index find them.
 */
export async function agingCrossings(
  db: SqlClient,
  window: { dealershipId: string; thresholds: readonly number[]; since: Date; asOf: Date },
): Promise<AgingCrossing[]> {
  const { dealershipId, thresholds, since, asOf } = window;
  if (thresholds.length === 0 || since >= asOf) return [];
  const { rows } = await db.query<CrossingRow>(
    `SELECT i.id::text, i.vin, i.year, i.make, i.model, i.inventory_date, i.list_price::text,
            round(${priceToMarketSql('i')}::numeric, 1)::text AS price_to_market
       FROM rm_inventory i
       ${cohortValueJoin('i', '$4')}
      WHERE i.dealership_id = $1::uuid AND NOT i.sold
        AND i.inventory_date > $3::timestamptz - make_interval(days => $5::int)
        AND i.inventory_date <= $4::timestamptz - make_interval(days => $6::int)
        AND EXISTS (SELECT 1 FROM unnest($2::int[]) AS t(days)
                     WHERE i.inventory_date + make_interval(days => t.days) > $3::timestamptz
                       AND i.inventory_date + make_interval(days => t.days) <= $4::timestamptz)
      ORDER BY i.inventory_date, i.id`,
    [dealershipId, thresholds, since.toISOString(), asOf.toISOString(), Math.max(...thresholds), Math.min(...thresholds)],
  );
  return rows.map((r) => ({
    inventoryId: r.id,
    vin: r.vin,
    year: r.year,
    make: r.make,
    model: r.model,
    inventoryDate: new Date(r.inventory_date).toISOString(),
    listPrice: amount(r.list_price),
    priceToMarket: amount(r.price_to_market),
  }));
}
