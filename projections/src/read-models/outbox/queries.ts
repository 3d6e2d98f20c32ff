/**
 * Reads and the drain's marks of the outbox read model (rm_outbox).
 *
 *   claimNextUnsent(tx)         the oldest unsent email, locked for this transaction (SKIP LOCKED)
 *   markSent(tx, id)
 *   recentEmails(db, limit)     newest first (the dev outbox page)
 */
import type { SqlClient } from '@dtn/platform/db/database';
import { iso } from '../../sql/text';

export interface OutboxEmail {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
}

/** Another drain's claimed row is skipped, so two drains never send one email twice. */
export async function claimNextUnsent(tx: SqlClient): Promise<OutboxEmail | null> {
  const { rows } = await tx.query<{ id: string; to_address: string; subject: string; body: string }>(
    `SELECT id, to_address, subject, body FROM rm_outbox WHERE sent_at IS NULL
      ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  const row = rows[0];
  return row ? { id: row.id, toAddress: row.to_address, subject: row.subject, body: row.body } : null;
}

export async function markSent(tx: SqlClient, id: string): Promise<void> {
  await tx.query('UPDATE rm_outbox SET sent_at = now() WHERE id = $1', [id]);
}

export async function recentEmails(db: SqlClient, limit: number): Promise<(OutboxEmail & { createdAt: string; sentAt: string | null })[]> {
  const { rows } = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    body: string;
    created_at: Date | string;
    sent_at: Date | string | null;
  }>('SELECT id, to_address, subject, body, created_at, sent_at FROM rm_outbox ORDER BY created_at DESC, id LIMIT $1', [limit]);
  return rows.map((row) => ({
    id: row.id,
    toAddress: row.to_address,
    subject: row.subject,
    body: row.body,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
  }));
}
