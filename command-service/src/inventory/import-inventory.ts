import { maxVehicleYear, unstorableText, type InventoryEvent } from '@dtn/contracts';
import { ImportVehicle, type ImportVehicleInput } from '@dtn/contracts/routes/inventory-commands';
import { handleCommand, loadState } from '@dtn/platform/commands/handle-command';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { NotFoundError } from '@dtn/platform/errors';
import { comparePositions, type EventStore, type Position } from '@dtn/platform/event-store/port';
import { actsForDealerGroup } from '../shared/actor';
import { commandMetadata, type CommandContext } from '../shared/command-context';
import { dealershipDecider } from '../dealership/state';
import { FieldErrors } from '../shared/validation';
import { decide } from './decide';
import { inventoryDecider } from './state';
import type { LiveVinsElsewhere } from './read-models';
import { assertVinsFree } from './vin-owners';

export interface ImportInventoryInput {
  dealershipId: string;
  /** Typed rows (seed) or rows straight from a parsed feed: every row is validated here either way. */
  vehicles: ReadonlyArray<ImportVehicleInput | Record<string, unknown>>;
  /** How errors name the rows: `<rows>.<i>.<field>`. Default `vehicles`; the route passes
   * `body.vehicles` or `body.content` (a feed's text), so a bad row names where it came from. */
  rows?: string;
}

export interface ImportInventoryOutcome {
  ids: string[];
  listed: number;
  updated: number;
  sold: number;
  unchanged: number;
  position: Position | null;
}

/** Same dealership + same VIN = same inventory id, so re-importing a feed updates in place. */
export const inventoryIdFor = (dealershipId: string, vin: string): string => uuidV5(`${dealershipId}:${vin.toUpperCase()}`);

/** Vehicles are independent streams; a few run at once to use a pooled connection's parallelism. */
const concurrency = 8;

/** Every row is checked before anything is appended: one bad row rejects the whole feed. Each
 * error names the row (0-based in the field, counted from 1 in the message) and its field. */
function validateRows(vehicles: ReadonlyArray<unknown>, now: Date, rowsField: string): ImportVehicle[] {
  const errors = new FieldErrors();
  const seen = new Map<string, number>();
  const rows = vehicles.map((vehicle, i) => {
    const field = (path: PropertyKey[] = []) => [rowsField, i, ...path.map(String)].join('.');
    const add = (path: PropertyKey[], message: string) => errors.add(field(path), `Row ${i + 1}: ${message}`);
    // A feed file never passed the HTTP edge's check: NUL or a lone surrogate would fail the append.
    const unstorable = unstorableText(vehicle, field());
    if (unstorable.length > 0) {
      for (const fault of unstorable) errors.add(fault.field, `Row ${i + 1}: ${fault.message}`);
      return null;
    }
    const parsed = ImportVehicle.safeParse(vehicle);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path, issue.message);
      return null;
    }
    const row = parsed.data;
    if (row.year > maxVehicleYear(now)) add(['year'], `year must be at most ${maxVehicleYear(now)}.`);
    const first = seen.get(row.vin);
    if (first !== undefined) add(['vin'], `VIN ${row.vin} already appears in row ${first + 1}.`);
    else seen.set(row.vin, i);
    return row;
  });
  errors.throwIfAny('The inventory feed has invalid rows.');
  return rows.filter((row): row is ImportVehicle => row !== null);
}

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function importInventory(
  store: EventStore,
  input: ImportInventoryInput,
  ctx: CommandContext,
  /** Refuses (409) a VIN that is live at another dealership; absent: no such check (unit tests). */
  liveVinsElsewhere?: LiveVinsElsewhere,
): Promise<ImportInventoryOutcome> {
  const dealership = await loadState(store, dealershipDecider, input.dealershipId);
  // A deleted dealership has no stock to import: as unknown to the feed as one that never existed;
  // another group's is not there for the caller either, told in the same words.
  if (dealership.status === 'none' || dealership.status === 'deleted' || !actsForDealerGroup(ctx.actor, dealership.dealerGroupId))
    throw new NotFoundError('The dealership was not found.');
  const metadata = commandMetadata(ctx);
  const rowsField = input.rows ?? 'vehicles';
  const rows = validateRows(input.vehicles, metadata.now, rowsField);
  const outcome: ImportInventoryOutcome = { ids: [], listed: 0, updated: 0, sold: 0, unchanged: 0, position: null };
  outcome.ids = rows.map((row) => inventoryIdFor(dealership.id, row.vin));
  await assertVinsFree(
    store,
    liveVinsElsewhere,
    dealership.id,
    rows.map((row, i) => ({ vin: row.vin, field: `${rowsField}.${i}.vin`, inventoryId: outcome.ids[i]! })),
  );
  await forEachLimited(rows, concurrency, async ({ sold, ...vehicle }, i) => {
    const id = outcome.ids[i]!;
    let decided: InventoryEvent[] = [];
    const command = {
      type: 'ImportVehicle' as const,
      data: { id, dealershipId: dealership.id, dealerGroupId: dealership.dealerGroupId, vehicle, sold },
      now: metadata.now,
    };
    const streams = [{ decider: inventoryDecider, id }] as const;
    const { position } = await handleCommand(store, streams, ([state]) => [(decided = decide(command, state))], metadata);
    count(outcome, decided);
    if (position && (!outcome.position || comparePositions(position, outcome.position) > 0)) outcome.position = position;
  });
  return outcome;
}

function count(outcome: ImportInventoryOutcome, events: InventoryEvent[]): void {
  const types = new Set(events.map((event) => event.type));
  if (types.has('VehicleListed')) outcome.listed++;
  else if (types.has('VehicleUpdated')) outcome.updated++;
  else if (!types.has('VehicleSold')) outcome.unchanged++;
  if (types.has('VehicleSold')) outcome.sold++;
}
