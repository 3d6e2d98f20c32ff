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

/** The odometer reading in miles from a vehicle's data map ("42,150", "42150 mi"): its digits,
 * null when it has none or more than 9 (no vehicle has driven a billion miles). */
export function parseMileage(data: Record<string, string>): number | null {
  const digits = (data['Odometer'] ?? '').replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 9) return null;
  return Number(digits);
}
