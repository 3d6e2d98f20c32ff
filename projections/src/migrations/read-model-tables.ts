/**
 * What a read model owns in the database: its tables and the migrations that create and change
 * them, in order. Each read-model folder declares one in its `table.ts`; migrate.ts applies them
 * all, and read-models/table-names.unit.test.ts keeps every other file from naming the tables.
 *
 *   defineTables(readModel, names, migrations)   ids are recorded as `<readModel>/<id>`
 *
 * Every statement must be idempotent (CREATE ... IF NOT EXISTS, ADD COLUMN IF NOT EXISTS): a
 * database migrated before the tables moved into their folders recorded other ids (001-foundation
 * ... 008-leads) and runs these once more, harmlessly (migrate.ts).
 */
export interface Migration {
  id: string;
  sql: string;
}

export interface ReadModelTables {
  /** The read model's folder name (read-models/<readModel>), also its projector's name. */
  readModel: string;
  /** Every table it owns: only files of its folder name them. */
  names: readonly string[];
  /** In the order they apply, each id prefixed with the read model's name. */
  migrations: readonly Migration[];
}

export function defineTables(readModel: string, names: readonly string[], migrations: readonly Migration[]): ReadModelTables {
  return { readModel, names, migrations: migrations.map((m) => ({ id: `${readModel}/${m.id}`, sql: m.sql })) };
}
