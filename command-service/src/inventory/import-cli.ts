/**
 * Imports a dealership's inventory feed from a file, as the system (no user):
 *
 *   tsx command-service/src/inventory/import-cli.ts --dealership <dealershipId> <feed.csv|feed.json>
 *
 * Events go to the store the environment names: EventStoreDB when ESDB_URL is set, else the
 * events table of DATABASE_URL, else the embedded PostgreSQL server of DATA_DIR (default .data;
 * shared with `npm start` while it runs). Prints the counts.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '@dtn/platform/config';
import { openDatabase } from '@dtn/platform/db/database-from-env';
import { ValidationError } from '@dtn/platform/errors';
import { createEventStoreFromEnv } from '@dtn/platform/event-store/index';
import { formatPosition, type EventStore } from '@dtn/platform/event-store/port';
import { createInventoryHandlers } from './handlers';
import type { ImportInventoryOutcome } from './import-inventory';
import { feedFormatOf, parseFeed } from './import-feed';

const usage = 'usage: import-cli --dealership <dealershipId> <feed.csv|feed.json>';

async function importFeedFile(store: EventStore, dealershipId: string, file: string): Promise<ImportInventoryOutcome> {
  const format = feedFormatOf(file);
  if (!format) throw new Error(`Cannot tell the feed format of ${file}: use a .csv or .json file.`);
  const vehicles = parseFeed(format, await readFile(file, 'utf8'));
  return createInventoryHandlers(store).importInventory({ dealershipId, vehicles }, { actor: null });
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { dealership: { type: 'string' } }, allowPositionals: true });
  const file = positionals[0];
  if (!values.dealership || !file || positionals.length !== 1) throw new Error(usage);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const store = await createEventStoreFromEnv({ esdbUrl: config.esdbUrl, db });
  try {
    const { ids, listed, updated, sold, unchanged, position } = await importFeedFile(store, values.dealership, file);
    console.log(`${ids.length} vehicles: ${listed} listed, ${updated} updated, ${unchanged} unchanged, ${sold} sold`);
    if (position) console.log(`last event position ${formatPosition(position)}`);
  } finally {
    await store.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  // Row errors name their field: print them all so the feed can be fixed in one go.
  if (error instanceof ValidationError) {
    for (const { field, message } of error.errors) console.error(`  ${field}: ${message}`);
  }
  process.exitCode = 1;
});
