/**
 * Outgoing email, as a port.
 *
 *   MailSender.send({to, subject, text}): Promise<void>   resolves once the message is handed over
 *   logMailSender(log?): MailSender                        embedded mode: logs instead of sending
 *
 * The SMTP adapter is ./smtp-mail-sender (nodemailer), chosen by SMTP_URL through
 * ./mail-sender-from-config; without it emails are logged, and in the embedded mode
 * GET /api/dev/outbox shows what was queued.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export function logMailSender(log: (line: string) => void = (line) => console.info(line)): MailSender {
  return {
    async send({ to, subject }) {
      // The body holds a bearer link: never log it.
      log(`mail to ${to}: ${subject}`);
    },
  };
}
