/** Test helpers: outbox rows written and read directly. */
import type { SqlClient } from '@dtn/platform/db/database';

/** Every outbox row, by id. */
export async function outboxRows(db: SqlClient): Promise<Record<string, unknown>[]> {
  return (await db.query('SELECT * FROM rm_outbox ORDER BY id')).rows;
}

/** The emails whose body holds `text`, by id. */
export async function emailsContaining(db: SqlClient, text: string): Promise<{ toAddress: string; body: string }[]> {
  const { rows } = await db.query<{ to_address: string; body: string }>(
    `SELECT to_address, body FROM rm_outbox WHERE strpos(body, $1) > 0 ORDER BY id`,
    [text],
  );
  return rows.map((r) => ({ toAddress: r.to_address, body: r.body }));
}

/** An unsent email, created now. */
export async function insertOutboxEmail(
  db: SqlClient,
  email: { id: string; toAddress: string; subject: string; body: string },
): Promise<void> {
  await db.query('INSERT INTO rm_outbox (id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, now())', [
    email.id,
    email.toAddress,
    email.subject,
    email.body,
  ]);
}

/** When the drain marked an email sent: null while unsent, undefined if there is no such email. */
export async function sentAtOf(db: SqlClient, id: string): Promise<Date | null | undefined> {
  return (await db.query<{ sent_at: Date | null }>('SELECT sent_at FROM rm_outbox WHERE id = $1', [id])).rows[0]?.sent_at;
}

/** A dump of the read models (testing/read-model-dump) with the outbox's send times left out:
 * when the drain sent an email is no event, so a replay leaves every email unsent. */
export function withoutSendTimes(dump: Record<string, unknown[]>): Record<string, unknown[]> {
  const outbox = dump['rm_outbox'];
  return outbox ? { ...dump, rm_outbox: outbox.map((row) => ({ ...(row as object), sent_at: null })) } : dump;
}
