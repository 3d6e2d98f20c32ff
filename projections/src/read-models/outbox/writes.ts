/**
 * Writes to rm_outbox from other projectors: the notifications projector queues the emails of
 * its notifications here (../notifications/emails.ts), so the table's SQL stays in this folder.
 *
 *   queueEmails(tx, emails)   unsent rows; an email already there (same id) is kept as it is
 */
import type { SqlClient } from '@dtn/platform/db/database';

export interface QueuedEmail {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** One statement for all: applying an event again, or a rebuild, queues nothing twice. */
export async function queueEmails(tx: SqlClient, emails: readonly QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.query(
    `INSERT INTO rm_outbox (id, to_address, subject, body, created_at)
     SELECT "id", "toAddress", "subject", "body", "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r("id" uuid, "toAddress" text, "subject" text, "body" text, "createdAt" timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(emails)],
  );
}
