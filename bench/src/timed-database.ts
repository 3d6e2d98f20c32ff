import type { Database, SqlClient } from '@dtn/platform/db/database';

/** Time spent in each kind of statement: by its opening words, whitespace collapsed. */
export type StatementTimes = Map<string, { count: number; ms: number }>;

const kindOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 72);

/**
 * `db` with every statement it runs (inside transactions too) timed into `times`, from sending
 * it to its answer: what a replay spends in PostgreSQL (and the driver), the rest being Node's.
 */
export function timedDatabase(db: Database, times: StatementTimes): Database {
  const timed = (client: SqlClient): SqlClient['query'] =>
    async function query(text, params) {
      const t0 = performance.now();
      try {
        return await client.query(text, params);
      } finally {
        const kind = kindOf(text);
        const entry = times.get(kind) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - t0;
        times.set(kind, entry);
      }
    };
  return {
    query: timed(db),
    transaction: (fn) => db.transaction((tx) => fn({ query: timed(tx) })),
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
  };
}
