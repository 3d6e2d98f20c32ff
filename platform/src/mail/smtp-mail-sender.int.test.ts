import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createSmtpMailSender, type SmtpMailSender } from './smtp-mail-sender';
import { closedPort, startSmtpServer, type SmtpTestServer } from './smtp-test-server';

const from = 'Dealer Trade Network <no-reply@dealer-trade.network.example>';
const inviteLink = 'https://dtn.example/invite/accept?token=abc123def456';

describe('createSmtpMailSender', () => {
  let smtp: SmtpTestServer;
  let sender: SmtpMailSender;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createSmtpMailSender({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from });
  });
  afterAll(async () => {
    await sender.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('hands the message to the SMTP server with the envelope, subject and body', async () => {
    await sender.send({
      to: 'jane.buyer@dealer.example',
      subject: 'You are invited to the Dealer Trade Network',
      text: `Accept the invitation: ${inviteLink}`,
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@dealer-trade.network.example');
    expect(mail?.to).toEqual(['jane.buyer@dealer.example']);
    // The credentials from the URL were used.
    expect(mail?.user).toBe('mailer');
    expect(mail?.data).toMatch(/^Subject: You are invited to the Dealer Trade Network\r?$/m);
    expect(mail?.data).toMatch(/^From: Dealer Trade Network <no-reply@dealer-trade\.network\.example>\r?$/m);
    expect(mail?.data).toMatch(/^To: jane\.buyer@dealer\.example\r?$/m);
    expect(mail?.data).toContain(inviteLink);
  });

  it('rejects when the server is unreachable, so the drain retries the row', async () => {
    const unreachable = createSmtpMailSender({ url: `smtp://127.0.0.1:${await closedPort()}`, from });
    try {
      await expect(unreachable.send({ to: 'a@b.example', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });

  it('rejects wrong credentials', async () => {
    const wrong = createSmtpMailSender({ url: `smtp://mailer:nope@127.0.0.1:${smtp.port}`, from });
    try {
      await expect(wrong.send({ to: 'a@b.example', subject: 's', text: 't' })).rejects.toThrow(/Invalid username or password/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await wrong.close();
    }
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailSender({ url: 'http://127.0.0.1:25', from })).toThrow(/smtp:\/\//);
  });
});
