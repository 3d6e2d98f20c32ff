/** Test helpers: aging exits rows written directly, as the aging exits projector would leave them. */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertExit(
  db: SqlClient,
  e: { inventoryId?: string; dealershipId: string; listedAt: Date; exitedAt?: Date | null },
): Promise<string> {
  const id = e.inventoryId ?? randomUUID();
  await db.query('INSERT INTO rm_aging_exits (inventory_id, dealership_id, listed_at, exited_at) VALUES ($1, $2, $3, $4)', [
    id,
    e.dealershipId,
    e.listedAt.toISOString(),
    e.exitedAt?.toISOString() ?? null,
  ]);
  return id;
}
