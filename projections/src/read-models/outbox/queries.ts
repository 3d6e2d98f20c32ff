/**
 * Reads and the drain's marks of the outbox read model (rm_outbox).
 *
 *   claimNextUnsent(tx)         the oldest unsent email, locked for this transaction (SKIP LOCKED)
 *   markSent(tx, id)
 *   recentEmails(db, limit)     newest first (the dev outbox page)
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { asIso, selectInto } from '../../sql/select';

export interface OutboxEmail {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
}

/** Each field of OutboxEmail from its rm_outbox column. */
const EMAIL_FIELDS = selectInto<OutboxEmail>({ id: 'id', toAddress: 'to_address', subject: 'subject', body: 'body' });

type SentEmail = OutboxEmail & { createdAt: string; sentAt: string | null };
const SENT_FIELDS = `${EMAIL_FIELDS}, ${selectInto<Omit<SentEmail, keyof OutboxEmail>>({
  createdAt: asIso('created_at'),
  sentAt: asIso('sent_at'),
})}`;

/** Another drain's claimed row is skipped, so two drains never send one email twice. */
export async function claimNextUnsent(tx: SqlClient): Promise<OutboxEmail | null> {
  const { rows } = await tx.query<OutboxEmail>(
    `SELECT ${EMAIL_FIELDS} FROM rm_outbox WHERE sent_at IS NULL
      ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return rows[0] ?? null;
}

export async function markSent(tx: SqlClient, id: string): Promise<void> {
  await tx.query('UPDATE rm_outbox SET sent_at = now() WHERE id = $1', [id]);
}

export async function recentEmails(db: SqlClient, limit: number): Promise<SentEmail[]> {
  const { rows } = await db.query<SentEmail>(`SELECT ${SENT_FIELDS} FROM rm_outbox ORDER BY created_at DESC, id LIMIT $1`, [limit]);
  return rows;
}
