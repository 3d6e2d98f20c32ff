import type { Projector } from '../../projector';

/**
 * rm_outbox: the emails to send, from InviteEmailQueued and TransportBidEmailQueued (see their
 * comments in contracts for why an email is an event), and the emails of negotiation
 * notifications, which the notifications projector queues with them (./writes.ts: who hears an
 * offer and who chose no email are its facts). sent_at belongs to the drain (../../outbox-drain). Deliberately NOT in
 * `tables`: a replay empties those, and re-created unsent rows would send every email again.
 * The rows survive a replay; the insert is idempotent by the email's id.
 */
export const outboxProjector: Projector = {
  name: 'outbox',
  ordering: 'stream',
  tables: [],
  handles: ['InviteEmailQueued', 'TransportBidEmailQueued'],
  async apply(tx, event) {
    if (event.type !== 'InviteEmailQueued' && event.type !== 'TransportBidEmailQueued') return;
    const d = event.data;
    await tx.query(
      `INSERT INTO rm_outbox (id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [d.id, d.toAddress, d.subject, d.body, d.queuedAt],
    );
  },
};
