import type { VinTemplate } from './dataset-types';
import { mergeSlots, slotsOf, type Slots } from './vin-patterns';
import { modelYearCode, withCheckDigit } from './vin';
import { decodeVin } from './vpic';
import { openVpicDatabase, queryRows } from './vpic-db';

/** Popular US models the demo inventory is drawn from (vPIC's own make/model spelling). */
const demoModels: [make: string, models: string[]][] = [
  ['Toyota', ['Camry', 'Corolla', 'RAV4', 'Highlander', 'Tacoma', 'Tundra', 'Prius']],
  ['Honda', ['Civic', 'Accord', 'CR-V', 'Pilot', 'Odyssey']],
  ['Ford', ['F-150', 'Escape', 'Explorer', 'Mustang', 'Edge']],
  ['Chevrolet', ['Silverado', 'Equinox', 'Malibu', 'Tahoe', 'Traverse']],
  ['Nissan', ['Altima', 'Rogue', 'Sentra']],
  ['Hyundai', ['Elantra', 'Tucson', 'Santa Fe', 'Sonata']],
  ['Kia', ['Sorento', 'Sportage', 'Telluride', 'Forte']],
  ['Subaru', ['Outback', 'Forester', 'Crosstrek']],
  ['Jeep', ['Wrangler', 'Grand Cherokee', 'Cherokee']],
  ['Ram', ['1500']],
  ['GMC', ['Sierra', 'Acadia']],
  ['Mazda', ['CX-5']],
  ['Volkswagen', ['Jetta', 'Tiguan']],
  ['Tesla', ['Model 3', 'Model Y']],
  ['Dodge', ['Charger', 'Durango']],
  ['Lexus', ['RX']],
  ['BMW', ['X5']],
];

const wantedYearOffsets = [0, -1, -3, -6, -9];
const fillerDefault = 'A';
const serialChecks = ['100001', '547382', '998877'];

interface Candidate {
  wmi: string;
  schemaId: number;
  keys: string;
  yearFrom: number;
  yearTo: number | null;
}

/** Most frequent explicit character per VIN position among a schema's patterns: a filler that
 * looks like the manufacturer's own VINs. */
function commonChars(keys: string[]): (string | undefined)[] {
  const counts: Map<string, number>[] = Array.from({ length: 17 }, () => new Map<string, number>());
  for (const k of keys) slotsOf(k).forEach((s, i) => s?.size === 1 && counts[i]!.set([...s][0]!, (counts[i]!.get([...s][0]!) ?? 0) + 1));
  return counts.map((m) => [...m].sort((a, b) => b[1] - a[1])[0]?.[0]);
}

function buildPrefix(wmi: string, slots: Slots, common: (string | undefined)[]): string | null {
  let vin = wmi;
  for (let i = 3; i < 17; i++) {
    const allowed = slots[i];
    if (i === 8) vin += '0';
    else if (i >= 11) vin += '0';
    else if (!allowed) vin += common[i] ?? fillerDefault;
    else vin += allowed.has(common[i] ?? '') ? common[i] : [...allowed].sort()[0];
  }
  return vin;
}

async function verify(prefix: string, make: string, model: string, year: number) {
  let first: Awaited<ReturnType<typeof decodeVin>> | undefined;
  for (const serial of serialChecks) {
    const d = await decodeVin(withCheckDigit(prefix.slice(0, 11) + serial));
    if (!d.valid || d.year !== year || d.make?.toLowerCase() !== make.toLowerCase() || d.model !== model) return null;
    first ??= d;
  }
  return first ?? null;
}

/** Finds up to five verified templates (different model years) per demo model. */
export async function findVinTemplates(currentYear: number): Promise<VinTemplate[]> {
  const db = await openVpicDatabase();
  const templates: VinTemplate[] = [];
  for (const [make, models] of demoModels) {
    for (const model of models) {
      const candidates = queryRows<Candidate>(
        db,
        `
        SELECT DISTINCT w.Wmi AS wmi, p.VinSchemaId AS schemaId, p.Keys AS keys, ws.YearFrom AS yearFrom, ws.YearTo AS yearTo
        FROM Pattern p JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
        JOIN Make_Model mm ON mm.ModelId = mo.Id JOIN Make mk ON mk.Id = mm.MakeId
        JOIN Wmi_VinSchema ws ON ws.VinSchemaId = p.VinSchemaId JOIN Wmi w ON w.Id = ws.WmiId
        WHERE p.ElementId = 28 AND mo.Name = ? AND mk.Name = ? AND LENGTH(w.Wmi) = 3
          AND w.VehicleTypeId IN (2, 3, 7) AND p.Keys NOT LIKE '%|%'
        ORDER BY w.Wmi, p.VinSchemaId, p.Keys`,
        [model, make],
      );
      let found = 0;
      for (const offset of wantedYearOffsets) {
        const year = currentYear + offset;
        const fits = candidates.filter((c) => c.yearFrom <= year && (c.yearTo ?? 9999) >= year);
        for (const c of fits.slice(0, 6)) {
          const schemaKeys = queryRows<{ keys: string; element: number; value: string }>(
            db,
            'SELECT Keys AS keys, ElementId AS element, AttributeId AS value FROM Pattern WHERE VinSchemaId = ?',
            [c.schemaId],
          );
          const common = commonChars(schemaKeys.map((k) => k.keys));
          const trims = schemaKeys.filter((k) => k.element === 38 && !k.keys.includes('|'));
          let slots = mergeSlots(slotsOf(c.keys), slotsOf(`*****|${modelYearCode(year)}`));
          const trim = trims.find((t) => slots && mergeSlots(slots, slotsOf(t.keys)));
          if (slots && trim) slots = mergeSlots(slots, slotsOf(trim.keys));
          const prefix = slots && buildPrefix(c.wmi, slots, common);
          const decoded = prefix && (await verify(prefix, make, model, year));
          if (!prefix || !decoded) continue;
          templates.push({
            make: decoded.make!,
            model,
            year,
            trim: decoded.trim ?? trim?.value ?? '',
            vds: prefix.slice(0, 8),
            yearAndPlant: prefix.slice(9, 11),
            bodyStyle: decoded.bodyStyle ?? '',
            fuelType: decoded.fuelType ?? 'Gasoline',
            engine: decoded.engine ?? '',
            driveType: decoded.driveType ?? '',
            transmission: decoded.transmission ?? '',
            doors: decoded.doors ?? '',
          });
          found++;
          break;
        }
      }
      console.log(`${make} ${model}: ${found} templates (${candidates.length} candidate patterns)`);
    }
  }
  return templates;
}
