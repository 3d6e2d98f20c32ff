/**
 * The one way a screen names a vehicle (issue 37, finding 5): year, make and model once.
 *
 *   vehicleTitle(item)                        "2026 Subaru Outback"
 *   vehicleTitle(item, { detail: true })      "2026 Subaru Outback Touring"      (one-line places)
 *   vehicleTitle(item, { listingType: 'New' }) "New 2026 Subaru Outback"         (no badge beside it)
 *   vehicleDetail(item)                       "Touring"                          (the subtitle under a title)
 *
 * A dealer's feed writes the description as a whole name ("New 2026 Subaru Outback Touring"), so
 * shown after the title it said the vehicle twice. The detail is the description (or the trim)
 * without the words the title and the listing-type badge already say; a description of its own
 * (a trade-in's text) is kept whole.
 */
export interface NamedVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  trim?: string | null;
  /** The dealer's own fields; `Description` is read. */
  data?: { readonly [field: string]: string | null | undefined } | null;
}

/** Words a description opens with that the listing-type badge says. */
const listingTypeWords = /^(?:certified\s+pre-?owned|pre-?owned|new|used|cpo)(?=\s|$)\s*/i;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` without a leading `word` (whole words, any case). */
const dropLeading = (text: string, word: string | number | null): string => {
  if (word === null || String(word).trim() === '') return text;
  const match = new RegExp(`^${escape(String(word).trim())}(?=[\\s,:;-]|$)[\\s,:;-]*`, 'i').exec(text);
  return match ? text.slice(match[0].length) : text;
};

/** The description (or trim) past what the title and the badge say: "New 2026 Subaru Outback Touring" -> "Touring". */
export function vehicleDetail(vehicle: NamedVehicle): string {
  const described = (vehicle.data?.['Description'] ?? '').trim() || (vehicle.trim ?? '').trim();
  let rest = described;
  let named = false;
  for (;;) {
    const before = rest;
    rest = rest.replace(listingTypeWords, '');
    for (const word of [vehicle.year, vehicle.make, vehicle.model]) {
      const after = dropLeading(rest, word);
      named ||= after !== rest;
      rest = after;
    }
    // A text that does not name the vehicle ("New tires, one owner") is the dealer's own: whole.
    if (rest === before) return named ? rest.trim() : described;
  }
}

export function vehicleTitle(
  vehicle: NamedVehicle,
  { detail = false, listingType }: { detail?: boolean; listingType?: string } = {},
): string {
  const parts = [listingType, vehicle.year, vehicle.make, vehicle.model, detail ? vehicleDetail(vehicle) : ''];
  return parts
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ')
    .trim();
}
