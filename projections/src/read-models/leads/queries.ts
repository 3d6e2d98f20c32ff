/**
 * Reads of the leads read model (rm_leads).
 *
 *   leadsPage(db, paging)   the landing page's test-drive requests, newest first
 */
import { pageCountOf, type Paged } from '@dtn/contracts';
import type { Lead } from '@dtn/contracts/routes/leads';
import type { SqlClient } from '@dtn/platform/db/database';
import { countOf, iso } from '../../sql/text';

export async function leadsPage(db: SqlClient, { page, pageSize }: { page: number; pageSize: number }): Promise<Paged<Lead>> {
  const total = await db.query<{ count: string }>('SELECT count(*) AS count FROM rm_leads');
  const totalCount = countOf(total.rows);
  const { rows } = await db.query<{
    id: string;
    name: string;
    email: string;
    phone: string;
    dealership: string;
    requested_at: Date | string;
  }>(
    `SELECT id, name, email, phone, dealership, requested_at FROM rm_leads
      ORDER BY requested_at DESC, id LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return {
    page,
    pageCount: pageCountOf(totalCount, pageSize),
    totalCount,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      dealership: row.dealership,
      requestedAt: iso(row.requested_at),
    })),
  };
}
