import { describe, it, expect } from '@jest/globals';
import { allReadModelTables } from '../read-models/all-tables';
import { readModelMigrations, splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons, ignoring those inside -- comments', () => {
    const sql = `-- a comment; with a semicolon\nCREATE TABLE a (id int); -- trailing; note\n\nCREATE INDEX b ON a (id);\n`;
    expect(splitStatements(sql)).toEqual(['CREATE TABLE a (id int)', 'CREATE INDEX b ON a (id)']);
  });

  it('keeps a $$-quoted function body whole', () => {
    const sql = `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND\n$$;\nCREATE TABLE a (id int);`;
    expect(splitStatements(sql)).toEqual([
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND\n$$',
      'CREATE TABLE a (id int)',
    ]);
  });
});

describe('readModelMigrations', () => {
  it('has unique ids, each read model prefixing its own', () => {
    const ids = readModelMigrations.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tables of allReadModelTables) {
      for (const { id } of tables.migrations) expect(id.startsWith(`${tables.readModel}/`)).toBe(true);
    }
  });

  // A database migrated under the old numbered ids runs every read model's migrations once more.
  // Setting a column's storage sets it again to the same; a column dropped if it exists stays gone.
  it('holds only idempotent statements', () => {
    const idempotent =
      /^(CREATE TABLE IF NOT EXISTS|CREATE (UNIQUE )?INDEX IF NOT EXISTS|DROP INDEX IF EXISTS|ALTER TABLE \w+ (ADD COLUMN IF NOT EXISTS|DROP COLUMN IF EXISTS)|ALTER TABLE \w+ ALTER COLUMN \w+ SET STORAGE|CREATE OR REPLACE (FUNCTION|TRIGGER))\s/;
    // A fill of a new table from another that keeps what is there: run again, it adds nothing.
    const fill = /^INSERT INTO \w+ \([^)]*\)\s+SELECT [\s\S]+\sON CONFLICT \([^)]*\) DO NOTHING$/;
    // A backfill of a new column where it is still null: run again, it sets nothing new.
    const backfill = /^UPDATE rm_\w+ SET (\w+) = [\s\S]+\sWHERE \1 IS NULL\b/;
    // A rebuild of the read model's projector from the first event: emptying its rows only beside
    // dropping its checkpoint, so run again, it builds the same rows again.
    const emptying = /^(TRUNCATE|DELETE FROM) rm_\w+/;
    const rebuilds = (m: { id: string; sql: string }) =>
      splitStatements(m.sql).includes(`DELETE FROM rm_checkpoints WHERE projector = '${m.id.slice(0, m.id.indexOf('/'))}'`);
    const statements = readModelMigrations.flatMap((m) => splitStatements(m.sql).map((sql) => ({ m, sql })));
    expect(
      statements
        .filter(({ m, sql }) => !idempotent.test(sql) && !fill.test(sql) && !backfill.test(sql) && !(emptying.test(sql) && rebuilds(m)))
        .map(({ m, sql }) => `${m.id}: ${sql}`),
    ).toEqual([]);
  });

  it('creates exactly the tables each read model declares', () => {
    for (const tables of allReadModelTables) {
      const created = tables.migrations.flatMap((m) => [...m.sql.matchAll(/CREATE TABLE IF NOT EXISTS (\w+)/g)].map((match) => match[1]));
      expect([tables.readModel, created.sort()]).toEqual([tables.readModel, [...tables.names].sort()]);
    }
  });
});
