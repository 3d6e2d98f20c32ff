import type { SqlClient } from '@dtn/platform/db/database';

/** Every read-model table (rm_*) but the bookkeeping ones, each ordered by its first column
 * (its key: id, or the offer messages' message_id) and then by the whole row (keys of several
 * columns), for comparing two databases built from the same events. */
export async function dumpReadModels(db: SqlClient): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_name LIKE 'rm\\_%'
       AND table_name NOT IN ('rm_checkpoints', 'rm_migrations')
     ORDER BY table_name`,
  );
  const dump: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables) {
    dump[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1, ${table}::text COLLATE "C"`)).rows;
  }
  return dump;
}
