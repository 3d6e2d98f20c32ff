/**
 * Prints an offer's history (its events with actor, time and status after each) for auditors:
 *
 *   npm run offer-history -- <offerId> [--verify]
 *
 * --verify also rebuilds the offer's read-model rows (the offer and its transport bids) from the
 * events and compares them with the live rows: each difference is printed and the exit code is 1.
 * Store and database from the environment, as the other CLIs (ESDB_URL, DATABASE_URL, DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { readOfferHistory } from './history';
import { formatHistory, verifyOffer } from './verify';

const usage = 'usage: offer-history <offerId> [--verify]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { verify: { type: 'boolean', default: false } }, allowPositionals: true });
  const offerId = positionals[0];
  if (!offerId || positionals.length !== 1) throw new Error(usage);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
  try {
    const history = await readOfferHistory(store, db, offerId);
    if (!history) {
      console.error(`No offer ${offerId} in the event store.`);
      return 1;
    }
    console.log(formatHistory(history.entries));
    if (!values.verify) return 0;
    const found = await verifyOffer(db, offerId, history);
    if (found.length === 0) {
      console.log('\nread models match the events');
      return 0;
    }
    console.log(`\n${found.length} difference(s) between the events and the read models:`);
    for (const line of found) console.log(`  ${line}`);
    return 1;
  } finally {
    await store.close();
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
