import { emailedNotificationTypes } from '@dtn/contracts';
import { uuidV5 } from '@dtn/platform/commands/ids';
import { publicBaseUrlFrom } from '@dtn/platform/config';
import { textLink } from '@dtn/platform/mail/text-link';
import type { QueuedEmail } from '../outbox/writes';
import type { NotificationRow } from './writes';

/** Where a user's emails go and which types they want none of, as of the event (./user-facts.ts). */
export interface Mailbox {
  email: string;
  emailsOff: ReadonlySet<string>;
}

/** Only what happened in the last day is mailed: a rebuild of this projector or a store restored
 * elsewhere replays the history, and nobody should get a reminder for a deadline long gone. A
 * projector that was down for hours still mails what it catches up on. */
export const emailWindowMs = 24 * 60 * 60_000;

const emailed = new Set<string>(emailedNotificationTypes);

/**
 * The emails of one event's notifications: one per recipient of an emailed type (contracts'
 * emailedNotificationTypes) with an address, unless they switched that type off. The id comes
 * from the event and the recipient, so applying the event again queues nothing new; the text is
 * the notification's, with the offer's screen (the aging digest's, for one) as a link from `baseUrl`
 * (PUBLIC_BASE_URL).
 */
export function emailsOf(
  event: { id: string; createdAt: Date | string },
  rows: readonly NotificationRow[],
  mailboxes: ReadonlyMap<string, Mailbox>,
  options: { now?: number; baseUrl?: string } = {},
): QueuedEmail[] {
  if ((options.now ?? Date.now()) - new Date(event.createdAt).getTime() > emailWindowMs) return [];
  const baseUrl = options.baseUrl ?? publicBaseUrlFrom();
  return rows.flatMap((row) => {
    const mailbox = mailboxes.get(row.userId);
    if (!emailed.has(row.type) || !mailbox || mailbox.email === '' || mailbox.emailsOff.has(row.type)) return [];
    return [
      {
        id: uuidV5(`email:${event.id}:${row.userId}`),
        toAddress: mailbox.email,
        subject: row.title,
        body: [
          row.longBody,
          '',
          `${row.type === 'AgingDigest' ? 'Open the digest' : 'Open the offer'}:`,
          textLink(`${baseUrl}${row.link}`),
          '',
          'You get this email for your notifications on the Dealer Trade Network. To get no more emails like it, switch them off under Emails in your preferences:',
          textLink(`${baseUrl}/preferences`),
        ].join('\n'),
        createdAt: row.createdAt,
      },
    ];
  });
}
