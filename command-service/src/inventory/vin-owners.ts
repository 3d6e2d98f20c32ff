/**
 * One live listing per VIN across the network (docs/architecture.md, "One live listing per VIN").
 *
 *   (the lookup: liveVinsElsewhereIn in ./read-models)
 *   assertVinsFree(store, lookup, dealershipId, rows)
 *     409 when a row would newly list, at `dealershipId`, a VIN that is live (not sold, at an
 *     active dealership) at another dealership; nothing is appended by the caller then.
 *
 * A vehicle already listed at this dealership is not "new": re-importing a feed keeps updating
 * it even if an older duplicate exists elsewhere. The lookup reads a read model, so two listings
 * of one VIN within the projection lag can both pass; the VIN lookup (query side) still resolves
 * deterministically to the older live listing then.
 */
import { loadState } from '@dtn/platform/commands/handle-command';
import { ConflictError } from '@dtn/platform/errors';
import type { EventStore } from '@dtn/platform/event-store/port';
import type { LiveVinsElsewhere } from './read-models';
import { inventoryDecider } from './state';

export async function assertVinsFree(
  store: EventStore,
  lookup: LiveVinsElsewhere | undefined,
  dealershipId: string,
  /** inventoryId: the stream the row would list at `dealershipId`. */
  rows: ReadonlyArray<{ vin: string; field: string; inventoryId: string }>,
): Promise<void> {
  if (!lookup) return;
  const owners = await lookup(
    dealershipId,
    rows.map((row) => row.vin.toUpperCase()),
  );
  const taken: string[] = [];
  for (const { vin, field, inventoryId } of rows) {
    const owner = owners.get(vin.toUpperCase());
    if (owner === undefined) continue;
    const here = await loadState(store, inventoryDecider, inventoryId);
    if (here.status === 'unlisted') taken.push(`${field}: VIN ${vin.toUpperCase()} is already listed by ${owner || 'another dealership'}`);
  }
  if (taken.length > 0) {
    throw new ConflictError(`A VIN can be listed by one dealership at a time; mark it sold there first. ${taken.join('; ')}.`);
  }
}
