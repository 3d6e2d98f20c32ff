/** Largest value numeric(12,2) holds. */
const MAX_PRICE = 9_999_999_999.99;

/**
 * The list price of a vehicle from its data map (spec: "List Price (numeric text)"). Feeds
 * write it as "23995", "23995.00" or "$23,995"; anything else (empty, "Call for price") has no
 * price. Returned as text so numeric(12,2) gets it without a float round trip.
 */
export function parseListPrice(data: Record<string, string>): string | null {
  const raw = data['List Price'];
  if (raw === undefined) return null;
  const text = raw.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value > MAX_PRICE) return null;
  return value.toFixed(2);
}
