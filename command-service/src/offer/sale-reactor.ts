import { VehicleSold } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { Position, RecordedEvent, EventStore, Subscription } from '@dtn/platform/event-store/port';
import { HttpError } from '@dtn/platform/errors';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import { systemUserId } from '../actor';
import type { OfferCommands } from '../offer-commands';
import { createOfferLookups } from './lookups';

export const saleReactorName = 'sale-reactor';

export interface SaleReactorOptions {
  store: EventStore;
  /** The read models (rm_offers, rm_checkpoints) and this reactor's own checkpoint table. */
  db: SqlClient;
  commands: Pick<OfferCommands, 'recordSale' | 'loseToSale'>;
  batchSize?: number;
  logger?: { error(...args: unknown[]): void; warn(...args: unknown[]): void };
}

export interface SaleReactor {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once stopped; rejects when a batch failed (the reactor has stopped). */
  done: Promise<void>;
}

// Not rm_checkpoints: the query side's read-your-writes waits for every row there, and a
// reactor is no read model.
const createTable = `CREATE TABLE IF NOT EXISTS reactor_checkpoints (
  name text PRIMARY KEY, commit_position numeric(20,0) NOT NULL, prepare_position numeric(20,0) NOT NULL)`;

/**
 * After a sale (VehicleSold on the vehicle's stream) the offers follow: the winning offer is won
 * (if the accept crashed before appending OfferAccepted) and every other live offer on the
 * vehicle is lost. At least once: a batch handled again appends nothing, the deciders see to it.
 */
export function createSaleReactor(options: SaleReactorOptions): SaleReactor {
  const { store, db, commands, batchSize = 100, logger = console } = options;
  const lookups = createOfferLookups(db);
  let subscription: Subscription | undefined;
  let stopped = false;
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  done.catch(() => undefined);

  /** rm_offers must hold every offer appended before the sale, else one could stay live. */
  const offersCaughtUpWith = async (position: Position): Promise<boolean> => {
    while (!stopped) {
      if (await waitForCatchUp(db, position, { projectors: ['offers'], timeoutMs: 2000 })) return true;
      logger.warn(`${saleReactorName}: waiting for the offers read model to reach ${position.commit}/${position.prepare}`);
    }
    return false;
  };

  /** A domain refusal (an unknown offer, say) must not stop the reactor; anything else must. */
  const tolerant = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      logger.warn(`${saleReactorName}: ${what} refused: ${error.message}`);
    }
  };

  const onSale = async (event: RecordedEvent): Promise<boolean> => {
    const { id: inventoryId, offerId } = VehicleSold.shape.data.parse(event.data);
    const ctx = { actor: null, correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : undefined };
    if (offerId) {
      const byUserId = typeof event.metadata.userId === 'string' ? event.metadata.userId : systemUserId;
      await tolerant(`accepting offer ${offerId}`, () => commands.recordSale({ offerId, byUserId }, ctx));
    }
    if (!(await offersCaughtUpWith(event.position))) return false;
    for (const other of await lookups.offerIdsOn(inventoryId)) {
      if (other !== offerId) await tolerant(`losing offer ${other}`, () => commands.loseToSale({ offerId: other, winningOfferId: offerId }, ctx));
    }
    return true;
  };

  const handle = async (events: RecordedEvent[]) => {
    for (const event of events) {
      // Stopped while waiting: leave the checkpoint where it is, the batch runs again next start.
      if (event.type === 'VehicleSold' && !(await onSale(event))) return;
    }
    const last = events.at(-1);
    if (last) await saveCheckpoint(db, last.position);
  };

  return {
    done,
    async start() {
      if (subscription || stopped) throw new Error('The sale reactor starts only once');
      await db.query(createTable);
      const from = await loadCheckpoint(db);
      subscription = store.subscribeToAll({ ...(from ? { from } : {}), batchSize, handler: handle });
      subscription.done.then(() => settle.resolve(), (error: unknown) => {
        logger.error(`${saleReactorName} stopped: a batch failed`, error);
        settle.reject(error);
      });
    },
    async stop() {
      stopped = true;
      if (!subscription) return settle.resolve();
      await subscription.stop();
      await done.catch(() => undefined);
    },
  };
}

async function loadCheckpoint(db: SqlClient): Promise<Position | undefined> {
  const { rows } = await db.query<{ commit_position: string; prepare_position: string }>(
    'SELECT commit_position::text, prepare_position::text FROM reactor_checkpoints WHERE name = $1',
    [saleReactorName],
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : undefined;
}

async function saveCheckpoint(db: SqlClient, position: Position): Promise<void> {
  await db.query(
    `INSERT INTO reactor_checkpoints (name, commit_position, prepare_position) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position`,
    [saleReactorName, position.commit.toString(), position.prepare.toString()],
  );
}
