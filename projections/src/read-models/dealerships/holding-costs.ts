import type { SqlClient } from '@dtn/platform/db/database';
import { uuidsOf } from '../../sql/text';

/** Each dealership's holding cost per day in dollars (its aging setting; 35 unless set). */
export async function holdingCosts(db: SqlClient, ids: Iterable<string>): Promise<Map<string, number>> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; cost: string }>(
    'SELECT id::text, holding_cost_per_day AS cost FROM rm_dealerships WHERE id = ANY($1::uuid[])',
    [wanted],
  );
  return new Map(rows.map((r) => [r.id, Number(r.cost)]));
}
