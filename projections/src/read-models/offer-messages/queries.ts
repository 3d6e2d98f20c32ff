/**
 * Reads of the offer messages read model (rm_offer_messages).
 *
 *   messagesOfOffers(db, offerIds)   each offer's conversation, oldest first
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { iso, uuidsOf } from '../../sql/text';

export interface OfferMessageRecord {
  offerId: string;
  fromUserId: string;
  message: string;
  sentAt: string;
}

export async function messagesOfOffers(db: SqlClient, offerIds: Iterable<string>): Promise<OfferMessageRecord[]> {
  const wanted = uuidsOf(offerIds);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<{ offer_id: string; from_user_id: string; message: string; sent_at: Date | string }>(
    `SELECT offer_id, from_user_id, message, sent_at FROM rm_offer_messages
      WHERE offer_id = ANY($1::uuid[]) ORDER BY sent_at, message_id`,
    [wanted],
  );
  return rows.map((r) => ({ offerId: r.offer_id, fromUserId: r.from_user_id, message: r.message, sentAt: iso(r.sent_at) }));
}
