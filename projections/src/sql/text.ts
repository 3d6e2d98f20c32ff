/** An ILIKE pattern matching `search` anywhere, its wildcards taken literally. */
export const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A count(*) column: bigint comes back as text. */
export const countOf = (rows: readonly { count: string | number }[]): number => Number(rows[0]?.count ?? 0);

/** An ISO timestamp from a timestamptz column (a Date from pg, a string from jsonb). */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** A numeric column read as text (exact), as a number; null stays null. */
export const money = (value: string | null): number | null => (value == null ? null : Number(value));

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The distinct ids that can be uuids: an id from elsewhere (event metadata, a text column) must
 * not fail a `= ANY($1::uuid[])` lookup, which keeps the primary-key index. */
export const uuidsOf = (ids: Iterable<string>): string[] => [...new Set(ids)].filter((id) => uuidPattern.test(id));
