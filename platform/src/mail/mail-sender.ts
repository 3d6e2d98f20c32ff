/**
 * Outgoing email, as a port.
 *
 *   MailSender.send({to, subject, text}): Promise<void>   resolves once the message is handed over
 *   logMailSender(log?): MailSender                        embedded mode: logs instead of sending
 *
 * An SMTP adapter (configurable host/port/credentials) needs an SMTP client such as nodemailer,
 * which is not installed; until it is, every composition uses logMailSender and the embedded
 * GET /api/dev/outbox shows what would have been sent.
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
