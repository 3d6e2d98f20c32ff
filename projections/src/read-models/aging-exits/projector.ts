import type { SqlClient } from '@dtn/platform/db/database';
import type { ProjectedEvent, Projector } from '../../projector';

type ExitEvent = Extract<ProjectedEvent, { type: 'VehicleListed' | 'VehicleUpdated' | 'VehicleSold' | 'VehicleRelisted' }>;

interface ExitRow {
  inventory_id: string;
  dealership_id: string;
  listed_at: string;
  exited_at: string | null;
}

/**
 * rm_aging_exits: each vehicle's listing and exit time (the aging report, ./queries.ts). A
 * vehicle's rows depend on its own stream alone, so it may run on a Kafka consumer group. A batch
 * is folded in memory (a listing never overwrites a row there; the others only touch rows there)
 * and written in two statements, as the inventory projector does: a replay lists every vehicle.
 */
export const agingExitsProjector: Projector = {
  name: 'aging-exits',
  ordering: 'stream',
  tables: ['rm_aging_exits'],
  handles: ['VehicleListed', 'VehicleUpdated', 'VehicleSold', 'VehicleRelisted'],
  apply: (tx, event) => applyExits(tx, [event as ExitEvent]),
  applyBatch: (tx, events) => applyExits(tx, events as readonly ExitEvent[]),
};

async function applyExits(tx: SqlClient, events: readonly ExitEvent[]): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((e) => e.data.id))];
  const { rows } = await tx.query<ExitRow>(
    `SELECT inventory_id::text, dealership_id::text, listed_at, exited_at FROM rm_aging_exits
      WHERE inventory_id = ANY($1::uuid[])`,
    [ids],
  );
  const known = new Map(rows.map((r) => [r.inventory_id, r]));
  const touched = new Set<string>();
  for (const event of events) {
    const { id } = event.data;
    const row = known.get(id);
    if (event.type === 'VehicleListed') {
      if (row) continue;
      const d = event.data;
      known.set(id, { inventory_id: id, dealership_id: d.dealershipId, listed_at: d.inventoryDate, exited_at: null });
    } else if (!row) {
      continue;
    } else if (event.type === 'VehicleUpdated') {
      row.listed_at = event.data.inventoryDate;
    } else if (event.type === 'VehicleSold') {
      row.exited_at = event.data.soldAt;
    } else {
      row.exited_at = null;
    }
    touched.add(id);
  }
  if (touched.size === 0) return;
  await tx.query(
    `INSERT INTO rm_aging_exits (inventory_id, dealership_id, listed_at, exited_at)
     SELECT inventory_id, dealership_id, listed_at, exited_at FROM jsonb_populate_recordset(NULL::rm_aging_exits, $1::jsonb)
     ON CONFLICT (inventory_id) DO UPDATE SET listed_at = excluded.listed_at, exited_at = excluded.exited_at`,
    [JSON.stringify([...touched].map((id) => known.get(id)))],
  );
}
