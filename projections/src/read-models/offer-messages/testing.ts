/** Test helpers: offer messages rows written and read directly, as the offer messages projector leaves them. */
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@dtn/platform/db/database';

export async function insertOfferMessage(
  db: SqlClient,
  m: { offerId: string; fromUserId: string; message: string; sentAt: Date },
): Promise<void> {
  await db.query('INSERT INTO rm_offer_messages (message_id, offer_id, from_user_id, message, sent_at) VALUES ($1, $2, $3, $4, $5)', [
    randomUUID(),
    m.offerId,
    m.fromUserId,
    m.message,
    m.sentAt.toISOString(),
  ]);
}

/** Every offer messages row, by message id. */
export async function offerMessageRows(db: SqlClient): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM rm_offer_messages ORDER BY message_id')).rows;
}
