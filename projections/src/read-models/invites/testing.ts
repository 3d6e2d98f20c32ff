/** Test helpers: invites rows written and read directly. */
import { randomUUID } from 'node:crypto';
import type { InviteStatus } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';

/** An invite to `email` (a SalesAssociate of `dealerGroupId`, no authorities), as the invites projector would leave it. */
export async function insertInvite(
  db: SqlClient,
  i: { email: string; status: InviteStatus; dealerGroupId: string; dealershipIds?: string[]; inviteDate?: Date },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO rm_invites (id, email, role, buy_authority, sell_authority, dealer_group_id, dealership_ids, token_hash,
       invited_by_user_id, invite_date, status)
     VALUES ($1, $2, 'SalesAssociate', false, false, $3, $4::uuid[], $5, 'sub-inviter', $6, $7)`,
    [id, i.email, i.dealerGroupId, i.dealershipIds ?? [], `hash-${id}`, i.inviteDate ?? new Date(), i.status],
  );
  return id;
}

/** The invites still Pending, by id, with their group and email. */
export async function pendingInvites(db: SqlClient): Promise<{ id: string; dealerGroupId: string; email: string }[]> {
  const { rows } = await db.query<{ id: string; dealer_group_id: string; email: string }>(
    `SELECT id, dealer_group_id, email FROM rm_invites WHERE status = 'Pending' ORDER BY id`,
  );
  return rows.map((r) => ({ id: r.id, dealerGroupId: r.dealer_group_id, email: r.email }));
}
