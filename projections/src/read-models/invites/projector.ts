import type { Projector } from '../../projector';

/** rm_invites: one row per invite with its status (the invite list and the accept lookup). */
export const invitesProjector: Projector = {
  name: 'invites',
  ordering: 'stream',
  tables: ['rm_invites'],
  handles: ['InviteSent', 'InviteAccepted', 'InviteRevoked'],
  async apply(tx, event) {
    switch (event.type) {
      case 'InviteSent': {
        const d = event.data;
        // DO NOTHING: a redelivered InviteSent must not undo a later accept or revoke.
        await tx.query(
          `INSERT INTO rm_invites (id, email, role, buy_authority, sell_authority, dealer_group_id, dealership_ids,
             token_hash, invited_by_user_id, invite_date, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9, $10, 'Pending')
           ON CONFLICT (id) DO NOTHING`,
          [
            d.id,
            d.email,
            d.role,
            d.buyAuthority,
            d.sellAuthority,
            d.dealerGroupId,
            d.dealershipIds,
            d.tokenHash,
            d.invitedByUserId,
            d.inviteDate,
          ],
        );
        return;
      }
      case 'InviteAccepted':
        await tx.query(`UPDATE rm_invites SET status = 'Accepted', accepted_user_id = $2 WHERE id = $1`, [
          event.data.id,
          event.data.userId,
        ]);
        return;
      case 'InviteRevoked':
        await tx.query(`UPDATE rm_invites SET status = 'Revoked' WHERE id = $1`, [event.data.id]);
        return;
      default:
        return;
    }
  },
};
