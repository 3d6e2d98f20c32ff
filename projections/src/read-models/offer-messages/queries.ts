/**
 * Reads of the offer messages read model (rm_offer_messages).
 *
 *   messagesOfOffers(db, offerIds)   each offer's conversation, oldest first
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { asIso, selectInto } from '../../sql/select';
import { uuidsOf } from '../../sql/text';

export interface OfferMessageRecord {
  offerId: string;
  fromUserId: string;
  message: string;
  sentAt: string;
}

const MESSAGE_FIELDS = selectInto<OfferMessageRecord>({
  offerId: 'offer_id',
  fromUserId: 'from_user_id',
  message: 'message',
  sentAt: asIso('sent_at'),
});

export async function messagesOfOffers(db: SqlClient, offerIds: Iterable<string>): Promise<OfferMessageRecord[]> {
  const wanted = uuidsOf(offerIds);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<OfferMessageRecord>(
    `SELECT ${MESSAGE_FIELDS} FROM rm_offer_messages WHERE offer_id = ANY($1::uuid[]) ORDER BY sent_at, message_id`,
    [wanted],
  );
  return rows;
}
