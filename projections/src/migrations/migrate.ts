import type { Database, SqlClient } from '@dtn/platform/db/database';
import { foundationMigration } from './001-foundation';
import { tradeInIndexMigration } from './002-trade-in-index';
import { offersMigration } from './003-offers';
import { invitesMigration } from './005-invites';
import { buyListsMigration } from './006-buy-lists';
import { socialMigration } from './007-social';
import { leadsMigration } from './008-leads';
import { kafkaMigration } from './009-kafka';

/** Read-model migrations in the order they apply. Append only: an applied id never changes. */
export const readModelMigrations: readonly { id: string; sql: string }[] = [
  { id: '001-foundation', sql: foundationMigration },
  { id: '002-trade-in-index', sql: tradeInIndexMigration },
  { id: '003-offers', sql: offersMigration },
  { id: '005-invites', sql: invitesMigration },
  { id: '006-buy-lists', sql: buyListsMigration },
  { id: '007-social', sql: socialMigration },
  { id: '008-leads', sql: leadsMigration },
  { id: '009-kafka', sql: kafkaMigration },
];

// Any fixed number: serialises concurrent migrators (several projection replicas starting at once).
const MIGRATION_LOCK = 7_141_901;

/**
 * Applies the read-model migrations not yet recorded in `rm_migrations`, each in its own
 * transaction together with its record, so a crash never leaves one half applied. Idempotent.
 */
export async function migrateReadModels(db: Database): Promise<{ applied: string[] }> {
  const applied: string[] = [];
  for (const migration of readModelMigrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.query(
        'CREATE TABLE IF NOT EXISTS rm_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
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

/** PGlite's `query` takes one statement at a time, so scripts are split here. */
async function runScript(tx: SqlClient, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) await tx.query(statement);
}

/** Splits DDL on `;` after dropping `--` comments (which may themselves contain `;`). The
 * migrations hold no string literals or function bodies with semicolons. */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
