/**
 * Which SQL texts a pool runs as named prepared statements. A named statement is parsed (and,
 * once PostgreSQL settles on a generic plan, planned) once per connection instead of on every
 * call; on the hot read paths that parse and plan cost more than the execution (a notification
 * count or a user lookup runs in about 0.01-0.04 ms).
 *
 *   createStatementNames({promoteAfter?, maxNamed?, maxTracked?})
 *     .nameFor(text)   the statement's name once `text` has been asked for promoteAfter times,
 *                      while fewer than maxNamed texts hold a name; undefined otherwise (run it
 *                      unnamed, as before)
 *     .forget(text)    never name `text` again (PostgreSQL refused its prepared form)
 *
 * Bounds: a name is kept in every connection of the pool for the connection's life, so the
 * number of names is capped; texts built on the fly and run once or twice (a batch's multi-row
 * statement of a rare size) never take one. At most maxTracked texts are counted at a time.
 */
export interface StatementNamesOptions {
  promoteAfter?: number;
  maxNamed?: number;
  maxTracked?: number;
}

export function createStatementNames({ promoteAfter = 3, maxNamed = 200, maxTracked = 5_000 }: StatementNamesOptions = {}) {
  const named = new Map<string, string | null>();
  const uses = new Map<string, number>();
  let next = 0;
  return {
    nameFor(text: string): string | undefined {
      const name = named.get(text);
      if (name !== undefined) return name ?? undefined;
      if (next >= maxNamed) return undefined;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < promoteAfter) {
        if (uses.size >= maxTracked) uses.clear();
        uses.set(text, count);
        return undefined;
      }
      uses.delete(text);
      const promoted = `dtn_${next++}`;
      named.set(text, promoted);
      return promoted;
    },
    forget(text: string): void {
      named.set(text, null);
    },
  };
}
