/**
 * Sends the emails of the outbox read model (read-models/outbox) and marks them sent.
 *
 *   drainOutbox(db, sender, {batchSize?}): Promise<number>            one pass; returns how many were sent
 *   startOutboxDrain(db, sender, {intervalMs?, onError?}): {stop()}   a pass every intervalMs
 *
 * Each row is claimed with FOR UPDATE SKIP LOCKED inside its own transaction, so several drains
 * never send one email twice; a send that throws rolls back and the row is retried next pass
 * (at-least-once: a crash between the send and the commit sends it again).
 */
import type { Database } from '@dtn/platform/db/database';
import type { MailSender } from '@dtn/platform/mail/mail-sender';
import { claimNextUnsent, markSent } from './read-models/outbox/queries';

export async function drainOutbox(db: Database, sender: MailSender, options: { batchSize?: number } = {}): Promise<number> {
  let sent = 0;
  for (let i = 0; i < (options.batchSize ?? 50); i++) {
    const done = await db.transaction(async (tx) => {
      const email = await claimNextUnsent(tx);
      if (!email) return false;
      await sender.send({ to: email.toAddress, subject: email.subject, text: email.body });
      await markSent(tx, email.id);
      return true;
    });
    if (!done) break;
    sent++;
  }
  return sent;
}

export function startOutboxDrain(
  db: Database,
  sender: MailSender,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => drainOutbox(db, sender)).catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? 2000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
