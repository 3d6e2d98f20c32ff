import type { Database, SqlClient } from '@dtn/platform/db/database';
import { allReadModelTables } from '../read-models/all-tables';
import { checkpointsMigration } from './001-checkpoints';
import { kafkaMigration } from './009-kafka';
import { parkedEventsMigration } from './010-parked-events';
import { pushLogMigration } from './011-push-log';
import { pushLogAudienceMigration } from './012-push-log-audience';
import { pushLogStorageMigration } from './013-push-log-storage';
import { mediaUploadQuotaMigration } from './014-media-upload-quota';
import type { Migration } from './read-model-tables';

/** The projections' own bookkeeping, not read models. Append only: an applied id never changes. */
export const infrastructureMigrations: readonly Migration[] = [
  { id: '001-checkpoints', sql: checkpointsMigration },
  { id: '009-kafka', sql: kafkaMigration },
  { id: '010-parked-events', sql: parkedEventsMigration },
  { id: '011-push-log', sql: pushLogMigration },
  { id: '012-push-log-audience', sql: pushLogAudienceMigration },
  { id: '013-push-log-storage', sql: pushLogStorageMigration },
  { id: '014-media-upload-quota', sql: mediaUploadQuotaMigration },
];

/**
 * Every migration in the order it applies: the bookkeeping, then each read model's own
 * (read-models/<name>/table.ts, ids `<name>/<id>`).
 *
 * Databases migrated before the tables moved into their read-model folders recorded the old ids
 * (001-foundation, 002-trade-in-index, 003-offers, 005-invites ... 008-leads); those ids are
 * gone, so such a database runs the new ones once. That is harmless because every statement
 * is idempotent (IF NOT EXISTS; migrate.unit.test.ts checks it) and the SQL is the old SQL,
 * moved: the re-run creates nothing and records the new ids (migrate.int.test.ts proves it on
 * a database recorded with the old ids). Keeping the old ids instead would have tied every
 * read model's table to a shared numbered list again.
 */
export const readModelMigrations: readonly Migration[] = [
  ...infrastructureMigrations,
  ...allReadModelTables.flatMap((tables) => tables.migrations),
];

// Any fixed number: serialises concurrent migrators (several projection replicas starting at once).
const MIGRATION_LOCK = 7_141_901;

/**
 * Applies the migrations not yet recorded in `rm_migrations`, each in its own transaction
 * together with its record, so a crash never leaves one half applied. Idempotent.
 */
export async function migrateReadModels(db: Database): Promise<{ applied: string[] }> {
  const applied: string[] = [];
  for (const migration of readModelMigrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query('CREATE TABLE IF NOT EXISTS rm_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = await tx.query('SELECT 1 FROM rm_migrations WHERE id = $1', [migration.id]);
      if (done.rows.length > 0) return false;
      await runScript(tx, migration.sql);
      await tx.query('INSERT INTO rm_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return { applied };
}

/** One statement per query: a prepared statement takes one, and errors then name their statement. */
async function runScript(tx: SqlClient, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) await tx.query(statement);
}

/** Splits DDL on `;` after dropping `--` comments (which may themselves contain `;`), except
 * inside `$$`-quoted function bodies. The migrations hold no string literals with semicolons. */
export function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');
  const statements: string[] = [];
  let current = '';
  text.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first, ...rest] = part.split(';');
    current += first;
    for (const piece of rest) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
