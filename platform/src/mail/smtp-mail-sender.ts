/**
 * The SMTP adapter of the MailSender port (nodemailer).
 *
 *   createSmtpMailSender({url, from}): SmtpMailSender   url e.g. smtp://user:pass@host:587 or smtps://host:465
 *   SmtpMailSender.send({to, subject, text})            resolves once the server accepted the message
 *   SmtpMailSender.close()                              releases pooled connections (url `?pool=true`)
 *
 * Any nodemailer SMTP option can ride in the URL's query (e.g. `?pool=true`, `?requireTLS=true`).
 * A failed send rejects, so the outbox drain rolls back and retries the row on its next pass.
 */
import nodemailer from 'nodemailer';
import type { MailMessage, MailSender } from './mail-sender';

export interface SmtpMailSenderOptions {
  url: string;
  /** The From header, e.g. `Dealer Trade Network <no-reply@example.com>`. */
  from: string;
}

export interface SmtpMailSender extends MailSender {
  close(): Promise<void>;
}

/** nodemailer waits minutes by default; the drain holds the outbox row's lock while it sends,
 * so a silent server should fail fast and be retried instead. The URL may override these. */
const timeoutsMs = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailSender(options: SmtpMailSenderOptions): SmtpMailSender {
  const transport = nodemailer.createTransport(withTimeouts(options.url));
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}

function withTimeouts(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`SMTP URL must start with smtp:// or smtps://, got ${parsed.protocol}//`);
  }
  for (const [key, value] of Object.entries(timeoutsMs)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(value));
  }
  return parsed.toString();
}
