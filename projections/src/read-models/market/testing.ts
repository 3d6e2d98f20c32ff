/** Test helpers: sales recorded through the market projector itself, as a won offer would. */
import { randomUUID } from 'node:crypto';
import type { Database, SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent } from '../../projector';
import { marketProjector } from './projector';

export interface SaleFixture {
  inventoryId: string;
  amount: number;
  soldAt: Date;
}

/** An OfferAccepted of `amount` on the vehicle (already in the inventory read model) at `soldAt`, applied to the market projector. */
export async function recordSales(db: Database, sales: readonly SaleFixture[]): Promise<void> {
  const events = sales.map((sale, i): ProjectedEvent => ({
    id: randomUUID(),
    streamId: `offer-${randomUUID()}`,
    revision: 1n,
    position: { commit: BigInt(i), prepare: BigInt(i) },
    createdAt: sale.soldAt,
    metadata: { occurredAt: sale.soldAt.toISOString() },
    type: 'OfferAccepted',
    data: { offerId: randomUUID(), inventoryId: sale.inventoryId, byUserId: randomUUID(), offerAmount: sale.amount, side: 'seller' },
  }));
  await db.transaction((tx) => marketProjector.applyBatch!(tx, events));
}

/** Every market row, for comparing two ways of projecting the same events. */
export async function marketRows(db: SqlClient): Promise<{ sales: unknown[]; values: unknown[] }> {
  const sales = (await db.query('SELECT * FROM rm_market_sales ORDER BY offer_id')).rows;
  const values = (await db.query('SELECT * FROM rm_market_values ORDER BY year, make_key, model_key')).rows;
  return { sales, values };
}

export async function emptyMarket(db: SqlClient): Promise<void> {
  await db.query('TRUNCATE rm_market_sales, rm_market_values');
}
