/**
 * Reads of the leads read model (rm_leads).
 *
 *   leadsPage(db, paging)   the landing page's test-drive requests, newest first
 */
import { pageCountOf, type Paged } from '@dtn/contracts';
import type { Lead } from '@dtn/contracts/routes/leads';
import type { SqlClient } from '@dtn/platform/db/database';
import { asIso, selectInto } from '../../sql/select';
import { countOf } from '../../sql/text';

/** Each field of Lead from its rm_leads column. */
const LEAD_FIELDS = selectInto<Lead>({
  id: 'id',
  name: 'name',
  email: 'email',
  phone: 'phone',
  dealership: 'dealership',
  requestedAt: asIso('requested_at'),
});

export async function leadsPage(db: SqlClient, { page, pageSize }: { page: number; pageSize: number }): Promise<Paged<Lead>> {
  const total = await db.query<{ count: string }>('SELECT count(*) AS count FROM rm_leads');
  const totalCount = countOf(total.rows);
  const { rows } = await db.query<Lead>(`SELECT ${LEAD_FIELDS} FROM rm_leads ORDER BY requested_at DESC, id LIMIT $1 OFFSET $2`, [
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { page, pageCount: pageCountOf(totalCount, pageSize), totalCount, results: rows };
}
