import type { ReadModelTables } from './read-model-tables';
import { buyListTables } from '../read-models/buy-list/table';
import { dealerGroupsTables } from '../read-models/dealer-groups/table';
import { dealershipsTables } from '../read-models/dealerships/table';
import { inventoryTables } from '../read-models/inventory/table';
import { usersTables } from '../read-models/users/table';
import { checkpointsMigration } from './001-checkpoints';

const scripts = (tables: ReadModelTables) => tables.migrations.map((m) => m.sql);

/**
 * The tables of the old 001-foundation migration as one script, for command-service's inventory
 * route test (command-service/src/inventory/routes.int.test.ts imports this path and splits it on
 * `;` at line ends). Nothing here runs in production: migrate.ts applies the read models' own
 * migrations. Remove once that caller uses migrateReadModels instead.
 */
export const foundationMigration = [
  checkpointsMigration,
  ...[dealerGroupsTables, dealershipsTables, usersTables, inventoryTables, buyListTables].flatMap(scripts),
].join('\n');
