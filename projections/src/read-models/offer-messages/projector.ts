import type { Projector } from '../../projector';
import { pushesOf, recordPushes } from '../../push/record-pushes';

/** rm_offer_messages: the conversation of each offer, one row per message. */
export const offerMessagesProjector: Projector = {
  name: 'offer-messages',
  ordering: 'stream',
  tables: ['rm_offer_messages'],
  handles: ['ConversationMessageAdded'],
  async apply(tx, event) {
    if (event.type !== 'ConversationMessageAdded') return;
    const m = event.data;
    await tx.query(
      `INSERT INTO rm_offer_messages (message_id, offer_id, from_user_id, message, sent_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (message_id) DO NOTHING`,
      [m.messageId, m.offerId, m.fromUserId, m.message, m.sentAt],
    );
    await recordPushes(tx, pushesOf(event, [{ kind: 'message', offerId: m.offerId, data: { messageId: m.messageId } }]));
  },
};
