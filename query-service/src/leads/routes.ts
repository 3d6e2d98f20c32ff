import type { FastifyPluginAsync } from 'fastify';
import { pageCountOf, type Paged } from '@dtn/contracts';
import { listLeads, type Lead } from '@dtn/contracts/routes/leads';
import type { SqlClient } from '@dtn/platform/db/database';
import { ForbiddenError } from '@dtn/platform/errors';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { seesEveryGroup } from '../shared/group-access';

interface LeadRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  dealership: string;
  requested_at: Date | string;
}

/** The landing page's test-drive requests, newest first. */
export async function leadsPage(db: SqlClient, { page, pageSize }: { page: number; pageSize: number }): Promise<Paged<Lead>> {
  const total = await db.query<{ count: string }>('SELECT count(*) AS count FROM rm_leads');
  const totalCount = Number(total.rows[0]?.count ?? 0);
  const { rows } = await db.query<LeadRow>(
    `SELECT id, name, email, phone, dealership, requested_at FROM rm_leads
      ORDER BY requested_at DESC, id LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return {
    page, pageCount: pageCountOf(totalCount, pageSize), totalCount,
    results: rows.map((row) => ({
      id: row.id, name: row.name, email: row.email, phone: row.phone, dealership: row.dealership,
      requestedAt: new Date(row.requested_at).toISOString(),
    })),
  };
}

/** Leads are personal data of people outside every dealer group: system Admins only. */
export const leadRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listLeads, async (request) => {
      // The route permission (AddDealerGroup) is Admin's today; the role check keeps it so.
      if (!seesEveryGroup(request.user)) throw new ForbiddenError('Only a system administrator may list leads.');
      return leadsPage(db, request.query);
    });
  };
