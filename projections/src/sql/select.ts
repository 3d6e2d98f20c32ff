/**
 * A select list that reads rows straight into a record type: each field names the SQL that fills
 * it once, and the compiler checks that every field of `T` is there and no other.
 *
 *   selectInto<Offer>({ id: 'id', offerAmount: asNumber('offer_amount'), ... })
 *     -> `id AS "id", offer_amount::float8 AS "offerAmount", ...`
 */
export const selectInto = <T>(fields: { [K in keyof T]-?: string }): string =>
  Object.entries<string>(fields)
    .map(([field, sql]) => `${sql} AS "${field}"`)
    .join(', ');

/** A timestamptz column as the text Date.toISOString() writes (UTC, milliseconds); null stays null. */
export const asIso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A numeric column as a JavaScript number (float8, the double Number() makes of its text); null stays null. */
export const asNumber = (column: string): string => `${column}::float8`;
