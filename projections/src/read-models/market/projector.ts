import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';
import { vehicleCohorts } from '../inventory/cohort';
import { eventTime } from '../offers/event-time';
import { cohortFigures, type Sale } from './network-value';

/**
 * The market read model: every sale the network made (rm_market_sales) and each cohort's figures
 * (rm_market_values), recomputed by ./network-value.ts as each sale or unwind projects, as of the
 * cohort's latest sale (so a replay writes the same rows). A sale is a won offer: OfferAccepted
 * at the vehicle amount it records, or OfferBoughtNow; the demo reset unwinds one (VehicleRelisted, and OfferCancelled 'demo-reset'
 * of the won offer). A feed's VehicleSold without an offer has no network price and is not a sale.
 * The cohort and mileage are the vehicle's when it sold (the inventory read model, applied first).
 * An OfferAccepted from before accepts recorded their amounts is not counted: its amount is only
 * in the offers read model, and reading that would keep offers off Kafka (kafka/split-projectors).
 */
export const marketProjector: Projector = {
  name: 'market',
  reads: ['inventory'],
  tables: ['rm_market_sales', 'rm_market_values', 'rm_market_dirty'],
  handles: ['OfferAccepted', 'OfferBoughtNow', 'OfferCancelled', 'VehicleRelisted'],
  apply: (tx, event) => applyMarketEvents(tx, [event], 'now'),
  applyBatch: (tx, events) => applyMarketEvents(tx, events, 'now'),
  // A replay's batches only record the sales and mark their cohorts; each cohort's figures are
  // worked out once, at the end (the same rows: they depend on the cohort's sales alone).
  replay: {
    applyBatch: (tx, events) => applyMarketEvents(tx, events, 'at the end'),
    finish: recomputeMarked,
  },
};

interface SaleRow {
  offer_id: string;
  inventory_id: string;
  year: number;
  make_key: string;
  model_key: string;
  amount: number;
  mileage: number | null;
  sold_at: string;
}
type Cohort = Pick<SaleRow, 'year' | 'make_key' | 'model_key'>;
type Step = { insert: SaleRow } | { unwindOffer: string } | { unwindVehicle: string };

async function applyMarketEvents(tx: SqlClient, events: readonly ProjectedEvent[], figures: 'now' | 'at the end'): Promise<void> {
  const steps = await stepsOf(tx, events);
  if (steps.length === 0) return;
  const touched = new Map<string, Cohort>();
  const touch = (c: Cohort) => touched.set(`${c.year}|${c.make_key}|${c.model_key}`, c);
  let inserts: SaleRow[] = [];
  const flush = async () => {
    if (inserts.length === 0) return;
    await tx.query(
      `INSERT INTO rm_market_sales SELECT * FROM jsonb_populate_recordset(NULL::rm_market_sales, $1::jsonb) ON CONFLICT (offer_id) DO NOTHING`,
      [JSON.stringify(inserts)],
    );
    inserts = [];
  };
  for (const step of steps) {
    if ('insert' in step) {
      inserts.push(step.insert);
      touch(step.insert);
      continue;
    }
    await flush();
    const [column, id] = 'unwindOffer' in step ? ['offer_id', step.unwindOffer] : ['inventory_id', step.unwindVehicle];
    const { rows } = await tx.query<Cohort>(`DELETE FROM rm_market_sales WHERE ${column} = $1 RETURNING year, make_key, model_key`, [id]);
    rows.forEach(touch);
  }
  await flush();
  if (figures === 'at the end') {
    await tx.query(
      `INSERT INTO rm_market_dirty SELECT * FROM jsonb_populate_recordset(NULL::rm_market_dirty, $1::jsonb) ON CONFLICT DO NOTHING`,
      [JSON.stringify([...touched.values()])],
    );
    return;
  }
  // Any cohort a replay marked and did not finish (it stopped) is worked out now too.
  const { rows: marked } = await tx.query<Cohort>('DELETE FROM rm_market_dirty RETURNING year, make_key, model_key');
  marked.forEach(touch);
  await recompute(tx, [...touched.values()]);
}

/** The figures of every cohort a replay marked, a thousand cohorts a statement. */
async function recomputeMarked(tx: SqlClient): Promise<void> {
  for (;;) {
    const { rows } = await tx.query<Cohort>(
      `DELETE FROM rm_market_dirty WHERE (year, make_key, model_key) IN (SELECT year, make_key, model_key FROM rm_market_dirty LIMIT 1000)
       RETURNING year, make_key, model_key`,
    );
    if (rows.length === 0) return;
    await recompute(tx, rows);
  }
}

async function stepsOf(tx: SqlClient, events: readonly ProjectedEvent[]): Promise<Step[]> {
  const sold = events.flatMap((e) => (e.type === 'OfferAccepted' || e.type === 'OfferBoughtNow' ? [e] : []));
  const vehicles = await vehicleCohorts(
    tx,
    sold.map((e) => e.data.inventoryId),
  );
  const steps: Step[] = [];
  for (const event of events) {
    if (event.type === 'OfferAccepted' || event.type === 'OfferBoughtNow') {
      const vehicle = vehicles.get(event.data.inventoryId);
      const amount = event.data.offerAmount;
      if (!vehicle || amount == null) continue;
      steps.push({
        insert: {
          offer_id: event.data.offerId,
          inventory_id: event.data.inventoryId,
          year: vehicle.year,
          make_key: vehicle.make.toLowerCase(),
          model_key: vehicle.model.toLowerCase(),
          amount,
          mileage: vehicle.mileage,
          sold_at: eventTime(event),
        },
      });
    } else if (event.type === 'OfferCancelled' && event.data.reason === 'demo-reset') {
      steps.push({ unwindOffer: event.data.offerId });
    } else if (event.type === 'VehicleRelisted') {
      steps.push({ unwindVehicle: event.data.id });
    }
  }
  return steps;
}

/** Each cohort's figures from its sales in the window before its latest: one read, one write.
 * `latest` is MATERIALIZED: inlined, PostgreSQL ran its max(sold_at) for every row of a join over
 * the whole sales table (611 against 10 ms at 50,000 sales). */
async function recompute(tx: SqlClient, cohorts: readonly Cohort[]): Promise<void> {
  if (cohorts.length === 0) return;
  const { rows } = await tx.query<Cohort & { as_of: Date | null; amount: string | null; mileage: number | null; sold_at: Date | null }>(
    `WITH c AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(year integer, make_key text, model_key text)),
     latest AS MATERIALIZED (
       SELECT c.*, (SELECT max(sold_at) FROM rm_market_sales s
                     WHERE s.year = c.year AND s.make_key = c.make_key AND s.model_key = c.model_key) AS as_of
         FROM c)
     SELECT l.year, l.make_key, l.model_key, l.as_of, s.amount, s.mileage, s.sold_at
       FROM latest l
       LEFT JOIN rm_market_sales s ON s.year = l.year AND s.make_key = l.make_key AND s.model_key = l.model_key
        AND s.sold_at > l.as_of - interval '90 days'`,
    [JSON.stringify(cohorts)],
  );
  const sales = new Map<string, { cohort: Cohort; asOf: Date | null; sales: Sale[] }>();
  for (const row of rows) {
    const key = `${row.year}|${row.make_key}|${row.model_key}`;
    const entry = sales.get(key) ?? {
      cohort: { year: row.year, make_key: row.make_key, model_key: row.model_key },
      asOf: row.as_of,
      sales: [],
    };
    if (row.amount !== null && row.sold_at !== null)
      entry.sales.push({ amount: Number(row.amount), mileage: row.mileage, soldAt: row.sold_at });
    sales.set(key, entry);
  }
  const gone = [...sales.values()].filter((e) => e.asOf === null).map((e) => e.cohort);
  const kept = [...sales.values()].flatMap(({ cohort, asOf, sales: cohortSales }) => {
    if (asOf === null) return [];
    const f = cohortFigures(cohortSales, asOf);
    return [
      {
        ...cohort,
        sample_size: f.sampleSize,
        value: f.value,
        low: f.low,
        high: f.high,
        ref_mileage: f.refMileage,
        dollars_per_mile: f.dollarsPerMile,
        daily_sales: f.dailySales,
        as_of: asOf.toISOString(),
      },
    ];
  });
  if (gone.length > 0) {
    await tx.query(
      `DELETE FROM rm_market_values v USING jsonb_to_recordset($1::jsonb) AS c(year integer, make_key text, model_key text)
        WHERE v.year = c.year AND v.make_key = c.make_key AND v.model_key = c.model_key`,
      [JSON.stringify(gone)],
    );
  }
  if (kept.length > 0) {
    await tx.query(
      `INSERT INTO rm_market_values SELECT * FROM jsonb_populate_recordset(NULL::rm_market_values, $1::jsonb)
       ON CONFLICT (year, make_key, model_key) DO UPDATE SET (sample_size, value, low, high, ref_mileage, dollars_per_mile, daily_sales, as_of)
         = (excluded.sample_size, excluded.value, excluded.low, excluded.high, excluded.ref_mileage, excluded.dollars_per_mile,
            excluded.daily_sales, excluded.as_of)`,
      [JSON.stringify(kept)],
    );
  }
}
