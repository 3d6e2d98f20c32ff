import type { FastifyPluginAsync } from 'fastify';
import type { Invite, InviteStatus, Role } from '@dtn/contracts';
import { listInvites } from '@dtn/contracts/routes/invite-queries';
import type { SqlClient } from '@dtn/platform/db/database';
import { registerRoute } from '@dtn/platform/http/register-route';
import type { QueryContext } from '../shared/context';
import { assertOwnGroup, ownGroupScope } from '../shared/group-access';

interface InviteRow {
  id: string;
  email: string;
  invite_date: Date | string;
  status: InviteStatus;
  role: Role;
  dealership_ids: string[] | null;
}

/** Invites of one group (null: every group, an Admin's default), newest first. A dealership
 * filter keeps invites to any of the named dealerships. */
export async function invitesOf(
  db: SqlClient,
  filter: { dealerGroupId: string | null; dealershipIds?: string[]; statuses?: InviteStatus[] },
): Promise<Invite[]> {
  const { rows } = await db.query<InviteRow>(
    `SELECT id, email, invite_date, status, role, dealership_ids FROM rm_invites
      WHERE ($1::uuid IS NULL OR dealer_group_id = $1::uuid)
        AND ($2::uuid[] IS NULL OR dealership_ids && $2::uuid[])
        AND ($3::text[] IS NULL OR status = ANY($3::text[]))
      ORDER BY invite_date DESC, id`,
    [filter.dealerGroupId, filter.dealershipIds?.length ? filter.dealershipIds : null, filter.statuses?.length ? filter.statuses : null],
  );
  return rows.map((row) => ({
    id: row.id,
    // The spec's Invite has both; the invite's only identifier is its id.
    inviteId: row.id,
    email: row.email,
    inviteDate: new Date(row.invite_date).toISOString(),
    status: row.status,
    role: row.role,
    dealershipIds: row.dealership_ids ?? [],
  }));
}

export const inviteRoutes =
  ({ db }: QueryContext): FastifyPluginAsync =>
  async (app) => {
    registerRoute(app, listInvites, async (request) => {
      const { dealerGroupId, dealershipId, status } = request.query;
      if (dealerGroupId) assertOwnGroup(request.user, dealerGroupId);
      const scope = dealerGroupId ? { dealerGroupId } : ownGroupScope(request.user);
      return invitesOf(db, { ...scope, dealershipIds: dealershipId, statuses: status });
    });
  };
