/**
 * Picks the mail sender the configuration asks for.
 *
 *   mailSenderFromConfig(config, log?): ConfiguredMailSender
 *     SMTP_URL set   -> the SMTP adapter, From = MAIL_FROM
 *     SMTP_URL unset -> logMailSender (the embedded GET /api/dev/outbox shows the emails)
 */
import type { AppConfig } from '../config';
import { logMailSender, type MailSender } from './mail-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

export interface ConfiguredMailSender extends MailSender {
  /** For the start-up line; never holds credentials. */
  description: string;
  close(): Promise<void>;
}

export function mailSenderFromConfig(
  config: Pick<AppConfig, 'mail'>,
  log: (line: string) => void = (line) => console.info(line),
): ConfiguredMailSender {
  if (!config.mail) {
    return { ...logMailSender(log), description: 'logged, not sent (SMTP_URL unset)', close: async () => undefined };
  }
  const smtp = createSmtpMailSender({ url: config.mail.smtpUrl, from: config.mail.from });
  const { protocol, host } = new URL(config.mail.smtpUrl);
  return { ...smtp, description: `SMTP via ${protocol}//${host}` };
}
